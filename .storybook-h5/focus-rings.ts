// Checks that keyboard focus is visible everywhere in a gallery: Tab through every stop and compare its gallery
// cell's outlines, shadows and border colours with their unfocused look (a ring may sit on the stop itself, on a
// wrapping group, or on a styled sibling of a hidden input).
import { userEvent } from 'storybook/test';

const MAX_STOPS = 400;

/** Outline, shadow and border colour of an element and its descendants: what a focus ring changes. */
function look(element: Element): string {
  return [element, ...element.querySelectorAll('*')]
    .map((part) => {
      const style = getComputedStyle(part);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow} | ${style.borderColor}`;
    })
    .join('\n');
}

function describe(element: Element): string {
  const cell = element.closest('[data-gallery-cell]')?.getAttribute('data-gallery-cell') ?? '?';
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return `${cell}: <${element.tagName.toLowerCase()}> "${name}"`;
}

export interface FocusRingReport {
  /** How many tab stops were reached. */
  stops: number;
  /** The stops whose look does not change when they have keyboard focus. */
  withoutRing: string[];
}

export async function focusRingReport(root: HTMLElement): Promise<FocusRingReport> {
  (document.activeElement as HTMLElement | null)?.blur();
  const stops: { element: Element; holder: Element; focused: string }[] = [];
  for (let i = 0; i < MAX_STOPS; i++) {
    await userEvent.tab();
    const element = document.activeElement;
    if (!element || !root.contains(element) || stops.some((stop) => stop.element === element)) break;
    const holder = element.closest('[data-gallery-cell]') ?? element;
    stops.push({ element, holder, focused: look(holder) });
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return { stops: stops.length, withoutRing: stops.filter((stop) => look(stop.holder) === stop.focused).map((stop) => describe(stop.element)) };
}
