/**
 * The draft of an order being edited (/editOrder, /editPalletOrder), one per order, kept in sessionStorage as the
 * order form's draft is (orderDraft.ts): a reload, a refused save or a lost connection loses neither the form's
 * values nor the changed lines; cleared only once the server saved the order. Parts left unchanged are absent, so
 * they show the order as the server has it.
 */
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import { MEMBER_DRAFT_KEY_PREFIX, onForgetMemberDrafts } from './memberDrafts.js';
import { store } from './store.js';
import { tabStorage } from './tabStorage.js';
import type { OrderFormValue } from '@kontor/ui/storefront/OrderForm';
import type { CartLineView } from '../queries/cart.js';

export interface OrderEditDraft {
  value?: OrderFormValue;
  lines?: CartLineView[];
}

export const ORDER_EDIT_DRAFT_STORAGE_KEY = (orderId: string) => `${MEMBER_DRAFT_KEY_PREFIX}edit-${orderId}`;

const sessionJson = createJSONStorage<OrderEditDraft>(tabStorage);
const draftAtomOf = (orderId: string) =>
  atomWithStorage<OrderEditDraft>(ORDER_EDIT_DRAFT_STORAGE_KEY(orderId), {}, sessionJson, { getOnInit: true });
const atoms = new Map<string, ReturnType<typeof draftAtomOf>>();

/** The draft's atom of one order (the same atom for the same id); write RESET to drop the draft. */
export function orderEditDraftAtom(orderId: string) {
  let draft = atoms.get(orderId);
  if (!draft) {
    draft = draftAtomOf(orderId);
    atoms.set(orderId, draft);
  }
  return draft;
}

// The session's end forgets every order's draft held in memory (the stored ones went by their keys).
onForgetMemberDrafts(() => {
  for (const draft of atoms.values()) store.set(draft, RESET);
});
