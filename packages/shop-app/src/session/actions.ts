/**
 * The session's actions every area may call (top bar, user menus, lock dialog). Owned by the session issue;
 * until its implementation lands these are the agreed signatures.
 */
export interface SessionActions {
  /** Confirmed logout: DELETE /auth/token/logout, then clears everything local and goes to /login. */
  logout(): Promise<void>;
  /** Sets the lock password (stored as a salted hash) and goes to /lock after 100 ms. */
  lock(password: string): void;
}

export function useSessionActions(): SessionActions {
  return {
    logout: async () => window.location.assign('/login'),
    lock: () => window.location.assign('/lock'),
  };
}
