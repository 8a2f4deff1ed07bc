/** Which server-given links may reach a link or an iframe: only http(s) URLs (never javascript:, data:, ...). */
export function isWebUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
