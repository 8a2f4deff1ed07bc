/**
 * The order form's draft per cart kind, kept in sessionStorage so a reload, a failed call or a lost connection
 * loses nothing; cleared only once the server confirms the order. Its idempotency key is made with the draft,
 * so every submit of one draft (double click, retry after a timeout or a 500) places at most one order.
 */
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { MEMBER_DRAFT_KEY_PREFIX, onForgetMemberDrafts } from './memberDrafts.js';
import { store } from './store.js';
import { tabStorage } from './tabStorage.js';
import type { CartKind } from '@kontor/api/rules';
import type { OrderFormValue } from '@kontor/ui/storefront/OrderForm';

export interface OrderDraftState {
  value: OrderFormValue;
  idempotencyKey: string;
}

export const newOrderDraft = (): OrderDraftState => ({ value: {}, idempotencyKey: globalThis.crypto.randomUUID() });

const sessionJson = createJSONStorage<OrderDraftState>(tabStorage);

export const ORDER_DRAFT_STORAGE_KEY = (kind: CartKind) => `${MEMBER_DRAFT_KEY_PREFIX}draft-${kind}`;

export const orderDraftAtoms = {
  container: atomWithStorage(ORDER_DRAFT_STORAGE_KEY('container'), newOrderDraft(), sessionJson, { getOnInit: true }),
  pallet: atomWithStorage(ORDER_DRAFT_STORAGE_KEY('pallet'), newOrderDraft(), sessionJson, { getOnInit: true }),
} as const;

/** Writes a fresh draft (new key) after the server confirmed the order. */
export const clearOrderDraftAtom = atom(null, (_get, set, kind: CartKind) => set(orderDraftAtoms[kind], newOrderDraft()));

// The session's end leaves a fresh draft (a new key) for the next member in this tab.
onForgetMemberDrafts(() => {
  for (const kind of Object.keys(orderDraftAtoms) as CartKind[]) store.set(clearOrderDraftAtom, kind);
});
