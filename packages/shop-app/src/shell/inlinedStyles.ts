/** Marks the stylesheets the server inlined (`<style data-href>`) as linked, so the route's code loader finds them. */

/**
 * Vite's loader links a route chunk's stylesheets unless a `<link rel="stylesheet">` of the same address is there.
 * Appended at the end of `<head>`, each would, from its arrival until the next one's, override the inlined rules that
 * follow it in the server's order (on the admin pages, the tabs' panel took the base panel's padding for a moment: a
 * layout shift). So each inlined sheet gets its link, right after it and disabled: the rules are already there, and a
 * disabled stylesheet is neither fetched nor applied (a first visit fetched every inlined sheet a second time).
 */
export function linkInlinedStyles(doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('disabled', '');
    link.href = style.dataset.href!;
    style.after(link);
  }
}
