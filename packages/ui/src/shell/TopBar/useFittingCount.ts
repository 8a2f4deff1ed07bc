/** useFittingCount: how many of a row's items fit beside a "More" item, measured once per content, kept per width. */
import { useLayoutEffect, useRef, useState } from 'react';

interface Widths {
  /** Each item's width with the row's gap after it. */
  items: number[];
  /** The "More" item's width. */
  more: number;
}

/** Of `widths`, how many fit in `room`: all when they fit, else as many as leave room for "More". */
export function fittingCount({ items, more }: Widths, room: number): number {
  const total = items.reduce((sum, width) => sum + width, 0);
  if (total <= room) return items.length;
  let used = more;
  let count = 0;
  while (count < items.length && used + items[count]! <= room) used += items[count++]!;
  return count;
}

/** The widths of a drawn row's items (the "More" item is `[data-more]`), or null when it is not drawn. */
function measure(list: HTMLElement): Widths | null {
  const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
  const children = [...list.children] as HTMLElement[];
  const more = children.find((child) => child.hasAttribute('data-more'));
  const items = children.filter((child) => child !== more).map((child) => child.getBoundingClientRect().width);
  if (!items.some((width) => width > 0)) return null;
  return { items: items.map((width) => width + gap), more: more?.getBoundingClientRect().width ?? 0 };
}

/**
 * The list draws every item and its "More" item once per `contentKey` (the labels) and measures them before the
 * browser paints; then it shows the items that fit and hides the rest, which "More" offers. A new width (a folded
 * sidebar, a wider window) counts again from the measured widths without drawing everything again. A hidden item
 * (`hidden`) is not drawn at all, so no sliver of it shows and the keyboard cannot reach it.
 */
export function useFittingCount<T extends HTMLElement>(count: number, contentKey: string) {
  const listRef = useRef<T>(null);
  const key = `${count}\n${contentKey}`;
  // What was measured, for which content, and how many fit the room; `key` null asks for a new measure.
  const [state, setState] = useState<{ key: string | null; widths: Widths | null; fitting: number }>({ key: null, widths: null, fitting: count });
  const measuring = state.key !== key;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!measuring || !list) return;
    const widths = measure(list);
    const room = list.parentElement?.clientWidth ?? 0;
    // Layout read, then the count it gives, before the browser paints: the row never shows more than fits.
    setState({ key, widths, fitting: widths && room > 0 ? fittingCount(widths, room) : count });
  }, [measuring, key, count]);

  useLayoutEffect(() => {
    const room = listRef.current?.parentElement;
    if (!room || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      const drawn = (listRef.current?.getClientRects().length ?? 0) > 0;
      setState((was) => {
        // A row measured while not drawn (below the top menu's breakpoint) measures once it is.
        if (!was.widths) return drawn ? { ...was, key: null } : was;
        // The same count keeps the same state: dragging a window's edge redraws the menu only when an area moves.
        const fitting = fittingCount(was.widths, width);
        return fitting === was.fitting ? was : { ...was, fitting };
      });
    });
    observer.observe(room);
    // Fonts still loading at the first measure change every label's width when they come.
    if (document.fonts && document.fonts.status !== 'loaded') void document.fonts.ready.then(() => setState((was) => ({ ...was, key: null })));
    return () => observer.disconnect();
  }, []);

  return { listRef, measuring, fitting: measuring ? count : state.fitting };
}
