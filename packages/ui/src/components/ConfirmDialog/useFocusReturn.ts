/** Where the focus goes once a confirmation has closed: back to what opened it, or near it when that is gone. */
import { useEffect, useState } from 'react';

interface Opener {
  element: HTMLElement;
  /** Its ancestors, nearest first: the opener may be removed (a deleted row) or disabled (an emptied log) by the action. */
  ancestors: HTMLElement[];
}

const TABBABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
/** How long to wait for the dialog's exit (its animation) before checking where the focus landed. */
const MAX_FRAMES = 90;

const usable = (element: HTMLElement) => element.isConnected && !element.matches(':disabled') && !element.closest('[inert]');
const lost = () => !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;

function focusNear(opener: Opener) {
  if (usable(opener.element)) return opener.element.focus();
  for (const ancestor of opener.ancestors) {
    if (!ancestor.isConnected) continue;
    // A dialog (react-aria gives it tabindex -1) or any focusable area takes the focus itself, so its Escape still works.
    if (ancestor.matches('[role="dialog"], [role="alertdialog"], [tabindex]')) return ancestor.focus();
    const next = ancestor.querySelector<HTMLElement>(TABBABLE);
    if (next && usable(next)) return next.focus();
  }
}

function openerNow(): Opener | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const ancestors: HTMLElement[] = [];
  for (let node = active.parentElement; node && node !== document.body; node = node.parentElement) ancestors.push(node);
  return { element: active, ancestors };
}

/**
 * react-aria returns the focus to the element that opened the dialog, but only if it can still take it: after
 * "upload" empties the error log its Upload button is disabled, and the focus fell to the page, outside the log
 * window (Escape no longer closed it). `insideId` names an element inside the dialog, to see when it has left.
 */
export function useFocusReturn(open: boolean, insideId: string) {
  const [opener, setOpener] = useState<Opener | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    // Read while rendering the opening: the dialog takes the focus in its own effects, before ours would run.
    if (open) setOpener(openerNow());
  }
  useEffect(() => {
    if (open || !opener) return;
    let frames = 0;
    let closedAt = -1;
    let request = 0;
    const check = () => {
      frames += 1;
      if (document.getElementById(insideId)) closedAt = -1;
      else if (closedAt < 0) closedAt = frames;
      // One frame after the dialog left the page: react-aria has tried its own return by then.
      if (closedAt >= 0 && frames > closedAt) {
        if (lost()) focusNear(opener);
        return;
      }
      if (frames < MAX_FRAMES) request = requestAnimationFrame(check);
    };
    request = requestAnimationFrame(check);
    return () => cancelAnimationFrame(request);
  }, [open, opener, insideId]);
}
