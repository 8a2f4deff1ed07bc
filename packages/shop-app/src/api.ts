/** The one api client of the storefront, talking to the same origin that served it. */
import { createKontorClient } from '@kontor/api/client';

export const api = createKontorClient({ baseUrl: window.location.origin });
