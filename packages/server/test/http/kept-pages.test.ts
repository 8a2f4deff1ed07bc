/** Whole pages kept per key: made again after a catalogue write or a new build, never kept when a step fell short. */
import { describe, expect, it } from 'vitest';
import { keptPages } from '../../src/http/kept-pages.js';

function counting() {
  let generation = 0;
  const cache = { now: () => ({ generation, at: 0 }), isCurrent: (stamp: { generation: number }) => stamp.generation === generation };
  let made = 0;
  const make = (whole = true) => async () => ({ page: `page ${(made += 1)}`, whole });
  return { cache, make, write: () => void (generation += 1), made: () => made };
}

describe('keptPages', () => {
  it('answers a kept page until catalogue data changes, per key', async () => {
    const { cache, make, write, made } = counting();
    const kept = keptPages(cache);
    expect(await kept('/aboutUs en', 'index', make())).toBe('page 1');
    expect(await kept('/aboutUs en', 'index', make())).toBe('page 1');
    expect(await kept('/aboutUs de', 'index', make())).toBe('page 2');
    write();
    expect(await kept('/aboutUs en', 'index', make())).toBe('page 3');
    expect(made()).toBe(3);
  });

  it('makes every page again for a new build of index.html', async () => {
    const { cache, make } = counting();
    const kept = keptPages(cache);
    await kept('/aboutUs en', 'index of build 1', make());
    expect(await kept('/aboutUs en', 'index of build 2', make())).toBe('page 2');
  });

  it('serves a page whose steps fell short without keeping it', async () => {
    const { cache, make } = counting();
    const kept = keptPages(cache);
    expect(await kept('/ en', 'index', make(false))).toBe('page 1');
    expect(await kept('/ en', 'index', make())).toBe('page 2');
    expect(await kept('/ en', 'index', make())).toBe('page 2');
  });
});
