/** index.html's font warm-up: a layout flush, every family of a stack alone, then the stack at each size, one a task, then gone. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { warmFontStrikes, type FontStrikes } from './warmFonts.js';

const strikes: FontStrikes = {
  stacks: [
    { property: '--test-font-body', sizes: ['12px', '20px'], weights: ['400', '700'] },
    { property: '--test-font-missing', sizes: ['12px'], weights: ['400'] },
  ],
  samples: { zh: 'Ag 中文', en: 'Ag' },
};

/** The font of each span laid out, in order, as the warm-up adds them. */
function spansAdded(): { fonts: string[]; texts: string[] } {
  const seen = { fonts: [] as string[], texts: [] as string[] };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLSpanElement) {
          seen.fonts.push(node.style.font || node.getAttribute('style')!);
          seen.texts.push(node.textContent!);
        }
  }).observe(document.body, { childList: true, subtree: true });
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
  document.documentElement.style.setProperty('--test-font-body', '"Helvetica Neue", Arial');
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.style.removeProperty('--test-font-body');
});

it('lays out each family alone, then the whole stack at each size, a span a task, after the first frame', async () => {
  const seen = spansAdded();
  warmFontStrikes('zh', strikes);
  const host = () => document.body.querySelector('div[aria-hidden="true"]') as HTMLElement | null;
  expect(host()).toBeNull();
  vi.advanceTimersToNextFrame();
  // First a task that only lays out what changed since the first paint, with the hidden host in place.
  await vi.advanceTimersToNextTimerAsync();
  expect(host()).not.toBeNull();
  expect(seen.fonts).toHaveLength(0);
  await vi.advanceTimersToNextTimerAsync();
  expect(seen.fonts).toHaveLength(1);
  await vi.advanceTimersToNextTimerAsync();
  expect(seen.fonts).toHaveLength(2);
  // Hidden, out of the flow and never hit: nothing the page shows moves.
  expect(host()!.style.position).toBe('absolute');
  expect(host()!.style.visibility).toBe('hidden');
  await vi.runAllTimersAsync();
  const fonts = seen.fonts.map((font) => font.replace(/\s+/g, ' '));
  expect(fonts).toEqual([
    '400 12px "Helvetica Neue"',
    '400 12px Arial',
    '400 12px "Helvetica Neue", Arial',
    '400 20px "Helvetica Neue", Arial',
    '700 12px "Helvetica Neue"',
    '700 12px Arial',
    '700 12px "Helvetica Neue", Arial',
    '700 20px "Helvetica Neue", Arial',
  ]);
  // The language's own script, so a Chinese page's fallback font is looked up too.
  expect(new Set(seen.texts)).toEqual(new Set(['Ag 中文']));
  expect(host()).toBeNull();
});
