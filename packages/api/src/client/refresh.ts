/** Single-flight token refresh and the time-to-live timer that triggers it (spec section 4). */
import { TOKEN_TICK_MS, tokenTick } from '../rules/timers.js';
import type { Session } from './session.js';

export interface SingleFlight<T> {
  /** Starts the task, or joins the one already running, so N callers cause one run. */
  run(): Promise<T>;
  running(): boolean;
}

export function singleFlight<T>(task: () => Promise<T>): SingleFlight<T> {
  let inFlight: Promise<T> | undefined;
  return {
    run() {
      inFlight ??= task().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    running: () => inFlight !== undefined,
  };
}

export interface RefreshTimerOptions {
  session: Session;
  refresh: SingleFlight<unknown>;
  intervalMs?: number;
  /** Told when a refresh failed and the timer stopped. */
  onStop?: (error: unknown) => void;
}

export interface RefreshTimer {
  stop(): void;
  readonly active: boolean;
}

/**
 * Every tick: when a token is stored, its counter is at or below the threshold and no refresh runs,
 * refresh; then lower the counter by one step. A failed refresh stops the timer, as in the original.
 */
export function startRefreshTimer(options: RefreshTimerOptions): RefreshTimer {
  const { session, refresh } = options;
  let handle: ReturnType<typeof setInterval> | undefined;

  const stop = () => {
    if (handle !== undefined) clearInterval(handle);
    handle = undefined;
  };

  const tick = () => {
    if (!session.accessToken()) return;
    const expiresIn = session.expiresIn();
    if (expiresIn === undefined) return;
    const next = tokenTick(expiresIn, refresh.running());
    if (next.refresh) {
      refresh.run().catch((error: unknown) => {
        stop();
        options.onStop?.(error);
      });
    }
    // Counted down after the dispatch; a finished refresh overwrites it with the new `expires_in`.
    session.setExpiresIn(next.expiresIn);
  };

  handle = setInterval(tick, options.intervalMs ?? TOKEN_TICK_MS);
  return {
    stop,
    get active() {
      return handle !== undefined;
    },
  };
}
