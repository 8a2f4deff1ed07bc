import { describe, expect, it } from 'vitest';
import {
  AFTER_SALES_DIALOG_STATUSES,
  AFTER_SALES_STATUSES,
  CART_KINDS,
  DELIVERY_TYPES,
  MESSAGE_STATES,
  ORDER_STATUS,
  ORDER_STATUS_STEPS,
  PAYMENT_STATUSES,
  READ_STATES,
  SERVICE_TYPES,
  orderStepIndex,
  statusKey,
} from '../../src/rules/index.js';

const values = (table: readonly { value: number }[]) => table.map((entry) => entry.value);
const keys = (table: readonly { key: string }[]) => table.map((entry) => entry.key);

describe('status tables', () => {
  it('order steps: placed, confirmed, reviewed, shipped, completed, cancelled', () => {
    expect(keys(ORDER_STATUS_STEPS)).toEqual([
      'order.status.placed',
      'order.status.confirmed',
      'order.status.reviewed',
      'order.status.shipped',
      'order.status.completed',
      'order.status.cancelled',
    ]);
    expect(values(ORDER_STATUS_STEPS)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ORDER_STATUS.cancelled).toBe(5);
  });

  it('payment: unpaid, paid', () => {
    expect(keys(PAYMENT_STATUSES)).toEqual(['payment.status.unpaid', 'payment.status.paid']);
  });

  it('after-sales: 0, 1, 2, 3, 4, 5, 9; the dialog 0, 1, 2', () => {
    expect(values(AFTER_SALES_STATUSES)).toEqual([0, 1, 2, 3, 4, 5, 9]);
    expect(statusKey(AFTER_SALES_STATUSES, 9)).toBe('afterSales.status.cancel');
    expect(statusKey(AFTER_SALES_STATUSES, 6)).toBeUndefined();
    expect(values(AFTER_SALES_DIALOG_STATUSES)).toEqual([0, 1, 2]);
    expect(statusKey(AFTER_SALES_DIALOG_STATUSES, 2)).toBe('afterSales.dialogStatus.cancelled');
  });

  it('service types: 0 replace parts, 1 replace product, 2 compensation, 3 others', () => {
    expect(SERVICE_TYPES).toEqual([
      { value: 0, key: 'afterSales.serviceType.replaceParts' },
      { value: 1, key: 'afterSales.serviceType.replaceProduct' },
      { value: 2, key: 'afterSales.serviceType.compensation' },
      { value: 3, key: 'afterSales.serviceType.others' },
    ]);
  });

  it('message and read states have five entries each', () => {
    expect(keys(MESSAGE_STATES)).toEqual([
      'message.state.toSend',
      'message.state.sent',
      'message.state.fail',
      'message.state.partialFail',
      'message.state.failureNoLongerSent',
    ]);
    expect(keys(READ_STATES)).toEqual([
      'message.read.unread',
      'message.read.read',
      'message.read.replied',
      'message.read.collected',
      'message.read.turnedToTodo',
    ]);
  });

  it('carts and deliveries', () => {
    expect(values(CART_KINDS)).toEqual([1, 2]);
    expect(values(DELIVERY_TYPES)).toEqual([1, 2]);
  });

  it('reads values sent as numeric strings, ignores empty ones', () => {
    expect(statusKey(PAYMENT_STATUSES, '1')).toBe('payment.status.paid');
    expect(statusKey(PAYMENT_STATUSES, null)).toBeUndefined();
    expect(statusKey(PAYMENT_STATUSES, '')).toBeUndefined();
    expect(orderStepIndex('3')).toBe(3);
    expect(orderStepIndex(null)).toBe(-1);
    expect(orderStepIndex(42)).toBe(-1);
  });
});
