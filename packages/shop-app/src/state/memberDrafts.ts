/**
 * What a member typed that this tab keeps (the order forms' drafts and the orders being edited): dropped when the
 * member logs out, so the next user signing in in this tab never finds the last one's entries. A session that
 * expires under the member (a 401, a failed refresh) keeps them for the same member signing in again: the login
 * returns to the form, which shows what was typed. The drafts' modules load
 * with the order screens, not with every page: each registers how to reset its atoms in memory, and the stored
 * drafts go by their keys' common prefix.
 */
import { tabStorage } from './tabStorage.js';

/** The start of every stored draft's key (`kontor-order-draft-container`, `kontor-order-edit-42`, ...). */
export const MEMBER_DRAFT_KEY_PREFIX = 'kontor-order-';

const resets = new Set<() => void>();

/** Registers the reset of a draft module's atoms (called once, when the module loads). */
export function onForgetMemberDrafts(reset: () => void): void {
  resets.add(reset);
}

export function forgetMemberDrafts(): void {
  if (typeof sessionStorage !== 'undefined') {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(MEMBER_DRAFT_KEY_PREFIX)) sessionStorage.removeItem(key);
  }
  for (const reset of resets) reset();
}

/** Whose drafts this tab keeps: the member who signed in in it (kept through reloads and a session that expired). */
const OWNER_KEY = 'kontor-drafts-owner';

/** A session ended: a logout forgets the drafts; an expired session keeps them for their owner, when one is known. */
export function sessionEndedForDrafts(loggedOut: boolean): void {
  if (!loggedOut && tabStorage().getItem(OWNER_KEY)) return;
  tabStorage().removeItem(OWNER_KEY);
  forgetMemberDrafts();
}

/** A member signed in: drafts kept for someone else go; the member's own are theirs again. */
export function claimMemberDrafts(member: string | undefined): void {
  const owner = tabStorage().getItem(OWNER_KEY);
  if (owner != null && owner !== member) forgetMemberDrafts();
  if (member) tabStorage().setItem(OWNER_KEY, member);
  else tabStorage().removeItem(OWNER_KEY);
}
