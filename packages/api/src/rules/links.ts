/** Which server-given links may reach a link or an iframe: only http(s) URLs (never javascript:, data:, ...). */
import { isHttpUrl } from './limits.js';

/** The links' rule is isHttpUrl's (one home for it): an absolute http(s) URL with a host. */
export function isWebUrl(value: string | null | undefined): value is string {
  return isHttpUrl(value);
}
