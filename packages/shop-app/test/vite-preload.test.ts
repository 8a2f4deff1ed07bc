// The storefront build's lazy-import helper (runtime/vite-preload.ts) keeps Vite's contract: stylesheets before the
// chunk runs, each file fetched once, a failed stylesheet reported; and adds the links a few milliseconds' worth per task.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from '../../../runtime/vite-preload.js';

/** What the helper put in <head>, kept out of the test DOM, which would settle a stylesheet at once (it fetches none). */
let appended: HTMLLinkElement[] = [];
const links = (rel: string) => appended.filter((link) => link.rel === rel);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const scripts = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `assets/${prefix}-${index}.js`);
const settle = (href: string, type: 'load' | 'error') =>
  links('stylesheet')
    .find((link) => link.href.endsWith(href))!
    .dispatchEvent(new Event(type));

/** Each link costs 1 ms of main thread, as on a slow machine. */
let clock = 0;
beforeEach(() => {
  appended = [];
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    appended.push(node as unknown as HTMLLinkElement);
    clock += 1;
    return node;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('__vitePreload', () => {
  it('runs the chunk once its stylesheet is in, and links its files 3 ms of main thread per task, stylesheets first, after the calling task', async () => {
    const chunk = vi.fn(async () => 'screen');
    const loading = __vitePreload(chunk, [...scripts('screen', 30), 'assets/screen.css']);

    expect(appended).toHaveLength(0);
    await nextTask();
    expect(links('stylesheet').map((link) => new URL(link.href).pathname)).toEqual(['/assets/screen.css']);
    expect(links('modulepreload')).toHaveLength(2);
    expect(links('modulepreload')[0]).toMatchObject({ as: 'script', crossOrigin: '' });
    await nextTask();
    expect(links('modulepreload')).toHaveLength(5);
    for (let task = 0; task < 9; task += 1) await nextTask();
    expect(links('modulepreload')).toHaveLength(30);
    expect(chunk).not.toHaveBeenCalled();

    settle('/assets/screen.css', 'load');
    await expect(loading).resolves.toBe('screen');
    expect(chunk).toHaveBeenCalledOnce();
  });

  it('links a file once, however many imports name it', async () => {
    const deps = ['assets/shared.css', 'assets/shared.js'];
    const first = __vitePreload(async () => 1, deps);
    const second = __vitePreload(async () => 2, deps);
    await nextTask();
    settle('/assets/shared.css', 'load');
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    await nextTask();
    expect(links('stylesheet')).toHaveLength(1);
    expect(links('modulepreload')).toHaveLength(1);
  });

  it('reports a stylesheet that fails, and the import fails unless a listener takes the error', async () => {
    const reported: unknown[] = [];
    const listener = (event: Event) => reported.push((event as Event & { payload: unknown }).payload);
    window.addEventListener('vite:preloadError', listener);
    try {
      const failing = __vitePreload(async () => 'never', ['assets/missing.css']);
      await nextTask();
      settle('/assets/missing.css', 'error');
      await expect(failing).rejects.toThrow('Unable to preload CSS for http://localhost:3000/assets/missing.css');
      expect(reported).toHaveLength(1);

      const taken = (event: Event) => event.preventDefault();
      window.addEventListener('vite:preloadError', taken);
      const recovered = __vitePreload(async () => 'fallback', ['assets/missing-too.css']);
      await nextTask();
      settle('/assets/missing-too.css', 'error');
      await expect(recovered).resolves.toBe('fallback');
      window.removeEventListener('vite:preloadError', taken);
    } finally {
      window.removeEventListener('vite:preloadError', listener);
    }
  });
});
