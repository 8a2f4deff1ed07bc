// Story helper: checks that a change (data arriving) moves nothing already drawn, as the browser judges a layout shift.
import { expect } from 'storybook/test';

/**
 * Notes where every box under `root` starts, runs `change`, and expects each box still drawn to start where it did
 * (what is replaced, or was hidden, is skipped): the elements a layout shift (CLS) would name.
 */
export async function expectNothingMoves(root: Element, change: () => Promise<unknown>) {
  const starts = new Map([...root.querySelectorAll('*')].map((element) => [element, element.getBoundingClientRect()] as const));
  await change();
  for (const [element, box] of starts) {
    if (!element.isConnected || box.width === 0) continue;
    const now = element.getBoundingClientRect();
    const name = element.getAttribute('aria-label') ?? element.className;
    await expect({ name, x: now.x, y: now.y }).toEqual({ name, x: box.x, y: box.y });
  }
}
