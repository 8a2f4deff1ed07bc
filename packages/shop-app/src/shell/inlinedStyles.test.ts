import { afterEach, describe, expect, it } from 'vitest';
import { linkInlinedStyles } from './inlinedStyles.js';

describe('linkInlinedStyles', () => {
  afterEach(() => document.head.replaceChildren());

  it("links each sheet the server inlined right after it, disabled, so a loader finds it linked and nothing is fetched twice", () => {
    document.head.innerHTML =
      '<style>.entry{}</style><style data-href="/assets/Tabs-1.css">.panel{padding:12px}</style>' +
      '<style data-href="/assets/AdminLayout-2.css">.tag-panel{padding:0}</style>';
    linkInlinedStyles();
    const order = [...document.head.children].map((node) => `${node.tagName.toLowerCase()} ${node.getAttribute('data-href') ?? node.getAttribute('href') ?? ''}`.trim());
    expect(order).toEqual([
      'style',
      'style /assets/Tabs-1.css',
      'link /assets/Tabs-1.css',
      'style /assets/AdminLayout-2.css',
      'link /assets/AdminLayout-2.css',
    ]);
    // The selector Vite's loader asks before it appends a stylesheet of its own.
    expect(document.querySelector('link[href="/assets/Tabs-1.css"][rel="stylesheet"]')).not.toBeNull();
    // Disabled: the browser neither fetches nor applies it (its rules are the inlined ones above it).
    expect([...document.head.querySelectorAll('link')].every((link) => link.hasAttribute('disabled'))).toBe(true);
  });
});
