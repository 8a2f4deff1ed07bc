/**
 * Status and type tables of spec sections 3 and 4, each value with the message key the UI translates.
 * Where the spec lists names without wire values (order steps, payment, message and read states),
 * the values are their positions from 0, as the backend's dictionaries number them.
 */
export interface StatusEntry {
  readonly value: number;
  readonly key: string;
}

/** Order status display steps; cancelled ends an order instead of following completed. */
export const ORDER_STATUS_STEPS = [
  { value: 0, key: 'order.status.placed' },
  { value: 1, key: 'order.status.confirmed' },
  { value: 2, key: 'order.status.reviewed' },
  { value: 3, key: 'order.status.shipped' },
  { value: 4, key: 'order.status.completed' },
  { value: 5, key: 'order.status.cancelled' },
] as const satisfies readonly StatusEntry[];
export const ORDER_STATUS = { placed: 0, confirmed: 1, reviewed: 2, shipped: 3, completed: 4, cancelled: 5 } as const;

/** An order whose lines offer an after-sales request: its goods are on their way or delivered. */
export const offersAfterSales = (status: unknown): boolean => Number(status) === ORDER_STATUS.shipped || Number(status) === ORDER_STATUS.completed;

export const PAYMENT_STATUSES = [
  { value: 0, key: 'payment.status.unpaid' },
  { value: 1, key: 'payment.status.paid' },
] as const satisfies readonly StatusEntry[];

export const AFTER_SALES_STATUSES = [
  { value: 0, key: 'afterSales.status.application' },
  { value: 1, key: 'afterSales.status.handlingOpinions' },
  { value: 2, key: 'afterSales.status.agree' },
  { value: 3, key: 'afterSales.status.implement' },
  { value: 4, key: 'afterSales.status.complete' },
  { value: 5, key: 'afterSales.status.evaluation' },
  { value: 9, key: 'afterSales.status.cancel' },
] as const satisfies readonly StatusEntry[];
export const AFTER_SALES_STATUS = { application: 0, handlingOpinions: 1, agree: 2, implement: 3, complete: 4, evaluation: 5, cancel: 9 } as const;

/** The apply dialog's own, shorter reading of an after-sales request. */
export const AFTER_SALES_DIALOG_STATUSES = [
  { value: 0, key: 'afterSales.dialogStatus.processing' },
  { value: 1, key: 'afterSales.dialogStatus.processed' },
  { value: 2, key: 'afterSales.dialogStatus.cancelled' },
] as const satisfies readonly StatusEntry[];

/** The apply dialog's reading of a request's status: complete and evaluation read as processed, cancel as cancelled. */
export function afterSalesDialogStatus(status: number): AfterSalesDialogStatusValue {
  const [processing, processed, cancelled] = AFTER_SALES_DIALOG_STATUSES.map((entry) => entry.value);
  if (status === AFTER_SALES_STATUS.cancel) return cancelled!;
  return status === AFTER_SALES_STATUS.complete || status === AFTER_SALES_STATUS.evaluation ? processed! : processing!;
}

export const SERVICE_TYPES = [
  { value: 0, key: 'afterSales.serviceType.replaceParts' },
  { value: 1, key: 'afterSales.serviceType.replaceProduct' },
  { value: 2, key: 'afterSales.serviceType.compensation' },
  { value: 3, key: 'afterSales.serviceType.others' },
] as const satisfies readonly StatusEntry[];

export const MESSAGE_STATES = [
  { value: 0, key: 'message.state.toSend' },
  { value: 1, key: 'message.state.sent' },
  { value: 2, key: 'message.state.fail' },
  { value: 3, key: 'message.state.partialFail' },
  { value: 4, key: 'message.state.failureNoLongerSent' },
] as const satisfies readonly StatusEntry[];

export const READ_STATES = [
  { value: 0, key: 'message.read.unread' },
  { value: 1, key: 'message.read.read' },
  { value: 2, key: 'message.read.replied' },
  { value: 3, key: 'message.read.collected' },
  { value: 4, key: 'message.read.turnedToTodo' },
] as const satisfies readonly StatusEntry[];

/** The two carts (and order kinds): container and pallet. */
export const CART_KINDS = [
  { value: 1, key: 'cart.kind.container' },
  { value: 2, key: 'cart.kind.pallet' },
] as const satisfies readonly StatusEntry[];
export const CART_KIND = { container: 1, pallet: 2 } as const;
export type CartKind = keyof typeof CART_KIND;

/** An address is delivered to the door or picked up by the customer. */
export const DELIVERY_TYPES = [
  { value: 1, key: 'address.delivery.homeDelivery' },
  { value: 2, key: 'address.delivery.selfPickUp' },
] as const satisfies readonly StatusEntry[];

export type OrderStatusValue = (typeof ORDER_STATUS_STEPS)[number]['value'];
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number]['value'];
export type AfterSalesStatusValue = (typeof AFTER_SALES_STATUSES)[number]['value'];
export type AfterSalesDialogStatusValue = (typeof AFTER_SALES_DIALOG_STATUSES)[number]['value'];
export type ServiceTypeValue = (typeof SERVICE_TYPES)[number]['value'];
export type MessageStateValue = (typeof MESSAGE_STATES)[number]['value'];
export type ReadStateValue = (typeof READ_STATES)[number]['value'];

/** The message key of a value in one of the tables above (values may arrive as numeric strings). */
export function statusKey(table: readonly StatusEntry[], value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return table.find((entry) => entry.value === Number(value))?.key;
}

/** Which display step an order is at: its index among the steps, or -1 for an unknown status. */
export function orderStepIndex(status: unknown): number {
  if (status === null || status === undefined || status === '') return -1;
  return ORDER_STATUS_STEPS.findIndex((step) => step.value === Number(status));
}

/**
 * How a status reads at a glance, beyond its words: waiting on someone, under way, done, or ended without being
 * done. Chips show it as a tone and an icon, so cancelled never looks like completed.
 */
export type StatusTone = 'waiting' | 'underWay' | 'done' | 'ended';

export const ORDER_STATUS_TONES = {
  0: 'waiting',
  1: 'underWay',
  2: 'underWay',
  3: 'underWay',
  4: 'done',
  5: 'ended',
} as const satisfies Record<OrderStatusValue, StatusTone>;

export const AFTER_SALES_STATUS_TONES = {
  0: 'waiting',
  1: 'underWay',
  2: 'underWay',
  3: 'underWay',
  4: 'done',
  5: 'done',
  9: 'ended',
} as const satisfies Record<AfterSalesStatusValue, StatusTone>;

/** The tone of a value in one of the tone tables above; an unknown value waits. */
export function statusTone(tones: Readonly<Record<number, StatusTone>>, value: unknown): StatusTone {
  return tones[Number(value)] ?? 'waiting';
}
