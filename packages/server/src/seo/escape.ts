/** Text from the catalogue or the request put into HTML: always as text or data, never as markup. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For element text and quoted attribute values alike. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/**
 * JSON for a `<script type="application/ld+json">`: `<` (and `>`, `&`, the JavaScript line separators) as \\u escapes,
 * so no text can close the element or open a comment; parsed, the JSON is unchanged.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
