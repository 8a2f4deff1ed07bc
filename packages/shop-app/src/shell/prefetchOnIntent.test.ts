import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../routes/types.js';
import { prefetchOnIntent } from './prefetchOnIntent.js';

const screen = () => vi.fn(() => Promise.resolve({ default: () => null }));
const link = (href: string) => {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>go</span>';
  document.body.append(anchor);
  return anchor;
};

describe('prefetchOnIntent', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('starts loading the screen of the route a link leads to when the pointer reaches it, once', () => {
    const detail = screen();
    const cart = screen();
    const routes: AppRoute[] = [
      { path: '/detail', layout: 'storefront', screen: detail },
      { path: '/shopping', layout: 'storefront', screen: cart },
    ];
    stop = prefetchOnIntent(routes);
    const anchor = link(`${window.location.origin}/detail?id=15`);
    anchor.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    anchor.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(detail).toHaveBeenCalledTimes(1);
    expect(cart).not.toHaveBeenCalled();
  });

  it('leaves links to other sites and unknown paths alone', () => {
    const detail = screen();
    stop = prefetchOnIntent([{ path: '/detail', layout: 'storefront', screen: detail }]);
    link('https://example.com/detail').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link(`${window.location.origin}/elsewhere`).dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(detail).not.toHaveBeenCalled();
  });
});
