/** The Hono environment every route module types its app with: what the app's first middleware puts on `c`. */
import type { Db } from './db/db.js';
import type { AuthSettings } from './http/settings.js';
import type { SessionUser } from './http/tokens.js';
import type { Reminders } from './stomp/reminders.js';

export type AppEnv = {
  Variables: {
    db: Db;
    settings: AuthSettings;
    /** Set by `requireUser` / `requireRole` (src/http/auth.ts) on the routes they guard. */
    user: SessionUser;
    reminders: Reminders;
    /** This request's id: answered in `X-Request-Id` and with an unexpected error, and printed with it in the log. */
    requestId: string;
  };
};
