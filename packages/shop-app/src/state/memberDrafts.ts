/**
 * What a member typed that this tab keeps (the order forms' drafts and the orders being edited): dropped when the
 * session ends, so the next user signing in in this tab never finds the last one's entries.
 */
import { RESET } from 'jotai/utils';
import { CART_KIND, type CartKind } from '@kontor/api/rules';
import { clearOrderDraftAtom } from './orderDraft.js';
import { forEachOrderEditDraftAtom, ORDER_EDIT_DRAFT_STORAGE_KEY } from './orderEditDraft.js';
import { store } from './store.js';
import { tabStorage } from './tabStorage.js';

export function forgetMemberDrafts(): void {
  for (const kind of Object.keys(CART_KIND) as CartKind[]) store.set(clearOrderDraftAtom, kind);
  forEachOrderEditDraftAtom((draft) => store.set(draft, RESET));
  const storage = tabStorage();
  const editPrefix = ORDER_EDIT_DRAFT_STORAGE_KEY('');
  // Drafts of orders not opened since the last reload are in storage only.
  const stored = typeof sessionStorage === 'undefined' ? [] : Object.keys(sessionStorage);
  for (const key of stored) if (key.startsWith(editPrefix)) storage.removeItem(key);
}
