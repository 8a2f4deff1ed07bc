/** Keeps a one-row tab strip usable when its tabs overflow: marks the edges that hide tabs, and scrolls the selected or focused tab into view. */
import { useEffect, type RefObject } from 'react';

/** The strip's edges (physical sides) that have tabs scrolled out of view behind them. */
function markHiddenEdges(list: HTMLElement) {
  const vertical = list.getAttribute('data-orientation') === 'vertical';
  const max = list.scrollWidth - list.clientWidth;
  // Less than a pixel is rounding, not a hidden tab.
  const scrolled = Math.abs(list.scrollLeft);
  const rtl = getComputedStyle(list).direction === 'rtl';
  const before = !vertical && max > 1 && scrolled > 1;
  const after = !vertical && max > 1 && scrolled < max - 1;
  list.toggleAttribute('data-hidden-left', rtl ? after : before);
  list.toggleAttribute('data-hidden-right', rtl ? before : after);
}

/**
 * Scrolls the strip, and only the strip (scrollIntoView would also move the page), so that `tab` is clear of the
 * faded edges: the strip's scroll padding is how wide they are.
 */
function reveal(list: HTMLElement, tab: Element | null) {
  if (!tab || list.getAttribute('data-orientation') === 'vertical') return;
  const style = getComputedStyle(list);
  const pad = Number.parseFloat(style.scrollPaddingInlineStart) || 0;
  const box = list.getBoundingClientRect();
  const edge = tab.getBoundingClientRect();
  if (edge.left < box.left + pad) list.scrollLeft -= box.left + pad - edge.left;
  else if (edge.right > box.right - pad) list.scrollLeft += edge.right - (box.right - pad);
}

export function useTabStrip(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () => markHiddenEdges(list);
    const revealSelected = () => reveal(list, list.querySelector('[role="tab"][aria-selected="true"]'));
    revealSelected();
    update();
    const onFocus = (event: FocusEvent) => reveal(list, (event.target as Element).closest('[role="tab"]'));
    list.addEventListener('scroll', update, { passive: true });
    list.addEventListener('focusin', onFocus);
    // Tabs come and go (the shell's closable tabs) and labels change with the language: both change what overflows.
    const resized = new ResizeObserver(update);
    resized.observe(list);
    const changed = new MutationObserver(() => {
      revealSelected();
      update();
    });
    changed.observe(list, { subtree: true, childList: true, characterData: true, attributeFilter: ['aria-selected'] });
    return () => {
      list.removeEventListener('scroll', update);
      list.removeEventListener('focusin', onFocus);
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref]);
}
