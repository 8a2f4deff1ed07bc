/**
 * The edit of a placed order: the order, its lines as cart lines, and what the buyer changed (the form's values
 * and the lines) as a draft that survives a reload; products added by art. no. with the quick order's check; the
 * save, which sends the form with the lines and keeps the draft until the server has saved it.
 */
import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { RESET } from 'jotai/utils';
import { KontorApiError } from '@kontor/api/client';
import type { CartItem, OrderEditBody } from '@kontor/api/contract';
import {
  cartKindOf,
  QUICK_ORDER_PROBLEMS,
  checkQuickOrder,
  exceedsVolumeCap,
  isContainerType,
  isMessageKey,
  languageId,
  readQuantity,
  totalVolume,
  type QuickOrderLine,
  type QuickOrderRow,
} from '@kontor/api/rules';
import type { OrderFormValue } from '@kontor/ui/storefront/OrderForm';
import { api } from '../../api.js';
import { cartLineView, type CartLineView } from '../../queries/cart.js';
import { orderKeys, useAddressChoices, usePorts } from '../../queries/orders.js';
import { signedInAtom } from '../../session/state.js';
import { orderEditDraftAtom } from '../../state/orderEditDraft.js';
import { languageAtom } from '../../state/settings.js';
import { lookUpQuickOrderProducts } from '../quickorder/useQuickOrder.js';

type LineId = CartLineView['id'];

/** What the lines hold of each SKU, by SKU id as text (the quick order's check counts it against the maximum). */
function heldBySku(lines: readonly CartLineView[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const line of lines) held.set(String(line.skuId), (held.get(String(line.skuId)) ?? 0) + line.quantity);
  return held;
}

export function useOrderEdit(id: string, { back, onSaved }: { back: string; onSaved: () => void }) {
  const client = useQueryClient();
  const language = languageId(useAtomValue(languageAtom));
  // Asked once the session is read: a page drawn by the server, and hydrated, holds the skeleton until then.
  const signedIn = useAtomValue(signedInAtom);
  const asked = id !== '' && signedIn;
  const order = useQuery({ queryKey: orderKeys.one(id), queryFn: () => api.orders.get(id), enabled: asked });
  const fetched = useQuery({
    queryKey: orderKeys.lines(id),
    queryFn: () => api.orders.cartLines(id),
    select: (items) => items.map(cartLineView),
    enabled: asked,
  });
  const addresses = useAddressChoices(back);
  const ports = usePorts();
  const [draft, setDraft] = useAtom(orderEditDraftAtom(id));
  const [serverError, setServerError] = useState<string | null>(null);
  const data = order.data;
  const kind = cartKindOf(data?.orderType);
  const lines = draft.lines ?? fetched.data;

  const port = ports.data?.find((p) => p.name === data?.destinationPort);
  const value: OrderFormValue = draft.value ?? {
    eta: data?.eta?.slice(0, 10) ?? null,
    cabinetType: isContainerType(data?.cabinetType) ? data.cabinetType : null,
    containerCount: data?.containerCount ?? null,
    addressId: data?.addressId ?? null,
    portId: port?.id ?? null,
    remark: data?.remark ?? '',
  };

  /** Changes the lines from what the draft (or else the server) holds now. */
  const fetchedLines = fetched.data;
  const editLines = useCallback(
    (change: (current: CartLineView[]) => CartLineView[]) =>
      setDraft((previous) => ({ ...previous, lines: change(previous.lines ?? fetchedLines ?? []) })),
    [setDraft, fetchedLines],
  );
  // Stable, so a quantity change re-renders only its own line (CartLine is memoised).
  const changeQuantity = useCallback(
    (lineId: LineId, quantity: number) => editLines((current) => current.map((line) => (line.id === lineId ? { ...line, quantity } : line))),
    [editLines],
  );
  const remove = useCallback((ids: LineId[]) => editLines((current) => current.filter((line) => !ids.includes(line.id))), [editLines]);

  /**
   * Checks one art. no. and quantity as the quick order does; a product the order holds gets the quantity added. A
   * container order that would then hold more than 65 m³ is refused here, as the cart refuses it, not first at save.
   */
  const add = async (artNo: string, quantity: number): Promise<QuickOrderRow> => {
    const typed: QuickOrderLine = { line: 1, raw: `${artNo}\t${quantity}`, sku: artNo, quantityText: String(quantity), quantity: readQuantity(String(quantity)) };
    const products = await lookUpQuickOrderProducts([typed], language);
    const [row] = checkQuickOrder([typed], products, heldBySku(lines ?? []));
    if (row?.status !== 'valid' || !row.product) return row!;
    const product = row.product;
    const withRow = (current: CartLineView[]) =>
      current.some((line) => String(line.skuId) === String(product.skuId))
        ? current.map((line) => (String(line.skuId) === String(product.skuId) ? { ...line, quantity: line.quantity + quantity } : line))
        : // The look-up answers the catalogue's product, which carries every fact a cart line has.
          [...current, cartLineView({ ...product, id: `new-${product.skuId}`, quantity } as unknown as CartItem)];
    if (kind === 'container' && exceedsVolumeCap(totalVolume(withRow(lines ?? [])))) {
      return { ...row, status: 'error', problem: QUICK_ORDER_PROBLEMS.volumeCap };
    }
    editLines(withRow);
    return row;
  };

  const save = useMutation({
    mutationFn: (next: OrderFormValue) => {
      const chosen = addresses.choices?.find((choice) => String(choice.id) === String(next.addressId));
      const nextPort = ports.data?.find((p) => String(p.id) === String(next.portId));
      const body: OrderEditBody = {
        id,
        kind,
        eta: next.eta ?? null,
        cabinetType: kind === 'container' ? (next.cabinetType ?? null) : null,
        containerCount: kind === 'container' ? (next.containerCount ?? null) : null,
        addressId: next.addressId ?? null,
        address: chosen ? { ...chosen.address } : null,
        destinationPort: nextPort?.name ?? null,
        items: (lines ?? []).map((line) => ({ skuId: line.skuId, quantity: line.quantity })),
        ...(next.remark ? { remark: next.remark } : {}),
      };
      return api.orders.edit({ ...body, portId: nextPort?.id ?? null, languageId: language } as OrderEditBody);
    },
    onMutate: () => setServerError(null),
    onSuccess: async () => {
      setDraft(RESET);
      await client.invalidateQueries({ queryKey: orderKeys.all });
      onSaved();
    },
    // A refusal names a message key, shown by the form; the draft stays as it was. Other failures were toasted.
    onError: (error) => setServerError(error instanceof KontorApiError && isMessageKey(error.message) ? error.message : null),
  });

  return {
    order,
    fetched,
    addresses,
    ports,
    kind,
    value,
    lines,
    changed: draft.value !== undefined || draft.lines !== undefined,
    setValue: (next: OrderFormValue) => setDraft((previous) => ({ ...previous, value: next })),
    changeQuantity,
    remove,
    add,
    discard: () => {
      setServerError(null);
      setDraft(RESET);
    },
    save,
    serverError,
  };
}
