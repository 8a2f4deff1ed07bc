/** Timers and counters of spec section 9 (request layer, token refresh, websocket, badges, lock screen). */
/** Every request times out after this many milliseconds. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** A lazily loaded chunk gives up after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The token counter is checked every 10 s ... */
export const TOKEN_TICK_MS = 10_000;
/** ... drops by 10 per tick (expires_in is in seconds) ... */
export const TOKEN_TICK_DECREMENT = 10;
/** ... and a refresh is dispatched at or below 1000. */
export const TOKEN_REFRESH_THRESHOLD = 1000;
/** The framework's `tokenTime` setting (unit not shown; unused by the refresh timer). */
export const TOKEN_TIME = 6000;

/** One tick of the token timer: whether to refresh now and the counter after the tick. */
export function tokenTick(expiresIn: number, refreshing: boolean): { refresh: boolean; expiresIn: number } {
  return {
    refresh: !refreshing && expiresIn <= TOKEN_REFRESH_THRESHOLD,
    expiresIn: expiresIn - TOKEN_TICK_DECREMENT,
  };
}

/** STOMP heartbeat (keep-alive) of the notification socket. */
export const WEBSOCKET_KEEP_ALIVE_MS = 5_000;
/** Unread and to-do counts are re-read from local storage every 3 s. */
export const BADGE_REREAD_MS = 3_000;
/** Badges show at most 99, then '99+'. */
export const BADGE_MAX = 99;

/** The text of a count badge: '' for nothing, the number up to 99, then '99+'. */
export function badgeText(count: number | null | undefined): string {
  if (!count || count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/** Setting a lock password locks and goes to /lock after 100 ms. */
export const LOCK_REDIRECT_DELAY_MS = 100;
