/** The shop's public base URL for links that leave the server (share links, mails): configured, never a request header. */
import type { Context } from 'hono';
import type { AppEnv } from '../env.js';

/** KONTOR_PUBLIC_URL, else the address the server listens on (set at start); a Host header never counts. */
export const publicBase = (c: Context<AppEnv>) => c.var.settings.publicUrl ?? 'http://localhost:8080';
