/** The path prefixes the backend's API owns (wire-compat); every other path is the storefront's. `/act/` holds
 *  the STOMP endpoint (`/act/ws`). The server reads it (history fallback, body limits, compression). */
export const API_PATH_PREFIXES = ['/scgl/', '/admin/', '/auth/', '/code', '/act/', '/fcl/'] as const;

