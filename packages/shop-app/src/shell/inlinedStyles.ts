/** Links the stylesheets the server inlined (`<style data-href>`) in their place, so the route's code loader finds them. */

/**
 * Vite's loader links a route chunk's stylesheets unless a `<link>` of the same address is there. Appended at the end
 * of `<head>`, each would, from its arrival until the next one's, override the inlined rules that follow it in the
 * server's order (on the admin pages, the tabs' panel took the base panel's padding for a moment: a layout shift).
 * Linked right after its inlined copy, a sheet adds nothing while it loads and the loader leaves it alone.
 */
export function linkInlinedStyles(doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = style.dataset.href!;
    style.after(link);
  }
}
