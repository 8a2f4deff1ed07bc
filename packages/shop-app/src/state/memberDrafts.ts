/**
 * What a member typed that this tab keeps (the order forms' drafts and the orders being edited): dropped when the
 * session ends, so the next user signing in in this tab never finds the last one's entries. The drafts' modules load
 * with the order screens, not with every page: each registers how to reset its atoms in memory, and the stored
 * drafts go by their keys' common prefix.
 */

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
