// A build step of the storefront: index.html carries the entry's stylesheet (theme tokens, shared styles) inline, so
// the first paint waits for no stylesheet request; on a phone's link that request held the first paint by a round trip.
import type { Plugin } from 'vite';

export function inlineEntryCss(): Plugin {
  return {
    name: 'kontor-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        });
      },
    },
  };
}
