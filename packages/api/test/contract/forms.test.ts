import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  addressForm,
  afterSalesForm,
  changePasswordForm,
  lockForm,
  loginForm,
  mobilePhone,
  orderForm,
  questionForm,
  searchForm,
  shareEmailForm,
} from '../../src/contract/index.js';
import { addressSample } from './samples.js';

/** The first error key per field path, as a form shows it. */
function errorKeys(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const keys: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '(form)';
    keys[path] ??= issue.message;
  }
  return keys;
}

describe('loginForm', () => {
  const valid = { username: 'huber', password: 'secret1', code: '4k2m', randomStr: '48271767607200000' };
  it('accepts a complete login', () => {
    expect(loginForm.parse(valid).username).toBe('huber');
  });
  it('names each failure by key', () => {
    expect(errorKeys(loginForm, { ...valid, username: '', password: '', code: '' })).toEqual({
      username: 'validation.username.required',
      password: 'validation.password.required',
      code: 'validation.code.required',
    });
    expect(errorKeys(loginForm, { ...valid, username: 'hu', password: '12345', code: '123' })).toEqual({
      username: 'validation.username.length',
      password: 'validation.password.min',
      code: 'validation.code.length',
    });
    expect(errorKeys(loginForm, { ...valid, username: 'h'.repeat(21) })).toEqual({ username: 'validation.username.length' });
  });
});

describe('lockForm and changePasswordForm', () => {
  it('requires the lock password', () => {
    expect(errorKeys(lockForm, { passwd: '' })).toEqual({ passwd: 'validation.lockPassword.required' });
    expect(errorKeys(lockForm, {})).toEqual({ passwd: 'validation.lockPassword.required' });
    expect(lockForm.parse({ passwd: '1234' }).passwd).toBe('1234');
  });

  it('requires the old password and a matching new one of 6 to 20', () => {
    expect(changePasswordForm.safeParse({ password: 'old', newpassword1: 'secret1', newpassword2: 'secret1' }).success).toBe(true);
    expect(errorKeys(changePasswordForm, { password: '', newpassword1: 'secret1', newpassword2: 'secret2' })).toEqual({
      password: 'validation.oldPassword.required',
    });
    expect(errorKeys(changePasswordForm, { password: 'old', newpassword1: 'secret1', newpassword2: 'secret2' })).toEqual({
      newpassword2: 'validation.password.inconsistent',
    });
    expect(errorKeys(changePasswordForm, { password: 'old', newpassword1: 'x'.repeat(21), newpassword2: 'x'.repeat(21) })).toEqual({
      newpassword1: 'validation.password.length',
    });
  });
});

describe('addressForm', () => {
  it('accepts the sample and fills flags', () => {
    const parsed = addressForm.parse({ company: 'Huber', street: 'Ring 1', postalCode: '80331', contactPerson: 'Anna', phone: '08912345678' });
    expect(parsed.isElevator).toBe(false);
    expect(parsed.deliveryType).toBe(1);
    expect(addressForm.safeParse({ ...addressSample, fax: undefined }).success).toBe(true);
  });
  it('names missing required fields and reversed time windows', () => {
    expect(
      errorKeys(addressForm, {
        company: ' ',
        street: 'Ring 1',
        contactPerson: 'Anna',
        phone: '1',
        receivingTimes: [{ weekday: 2, startTime: '14:00', endTime: '09:00' }],
      }),
    ).toEqual({
      company: 'validation.address.company.required',
      postalCode: 'validation.address.postalCode.required',
      phone: 'validation.phone.length',
      'receivingTimes.0.endTime': 'validation.address.receivingTime.order',
    });
  });
  it('holds the phone to the phone helper with its three messages', () => {
    const base = { company: 'Huber', street: 'Ring 1', postalCode: '80331', contactPerson: 'Anna' };
    expect(errorKeys(addressForm, { ...base, phone: '  ' })).toEqual({ phone: 'validation.phone.required' });
    expect(errorKeys(addressForm, { ...base, phone: '+49 89 1234567' })).toEqual({ phone: 'validation.phone.length' });
    expect(errorKeys(addressForm, { ...base, phone: '0891234567x' })).toEqual({ phone: 'validation.phone.format' });
    expect(addressForm.parse({ ...base, phone: ' 08912345678 ' }).phone).toBe('08912345678');
  });
  it('refuses overlapping windows of one weekday and times that are not times', () => {
    const base = { company: 'Huber', street: 'Ring 1', postalCode: '80331', contactPerson: 'Anna', phone: '08912345678' };
    expect(
      errorKeys(addressForm, {
        ...base,
        receivingTimes: [
          { weekday: 1, startTime: '08:00', endTime: '12:00' },
          { weekday: 2, startTime: '10:00', endTime: '14:00' },
          { weekday: 1, startTime: '11:30', endTime: '15:00' },
          { weekday: 3, startTime: '25:00', endTime: '26:00' },
        ],
      }),
    ).toEqual({
      'receivingTimes.2.startTime': 'validation.address.receivingTime.overlap',
      'receivingTimes.3.startTime': 'validation.address.receivingTime.required',
    });
    const touching = [
      { weekday: 1, startTime: '08:00', endTime: '12:00' },
      { weekday: 1, startTime: '12:00', endTime: '16:00' },
    ];
    expect(addressForm.parse({ ...base, receivingTimes: touching }).receivingTimes).toEqual(touching);
  });
});

describe('mobilePhone', () => {
  it('runs the phone helper', () => {
    expect(mobilePhone.parse('13812345678')).toBe('13812345678');
    expect(errorKeys(mobilePhone, '')).toEqual({ '(form)': 'validation.phone.required' });
    expect(errorKeys(mobilePhone, '1381234567')).toEqual({ '(form)': 'validation.phone.length' });
    expect(errorKeys(mobilePhone, '1381234567a')).toEqual({ '(form)': 'validation.phone.format' });
  });
});

describe('afterSalesForm', () => {
  const valid = {
    orderNo: 'KO20260105001',
    artNo: 'GF-4410-AN',
    serviceType: 1,
    applyQuantity: 2,
    contactPerson: 'Anna Huber',
    email: 'service@huber.example',
    damageDescription: 'Armrest cracked',
    proofOfPurchase: ['/admin/sys-file/invoice.pdf'],
  };
  it('accepts a complete application', () => {
    expect(afterSalesForm.parse(valid).proofImages).toEqual([]);
  });
  it('requires article no., contact, email, damage description and proof of purchase', () => {
    expect(errorKeys(afterSalesForm, { serviceType: 0, applyQuantity: 1 })).toEqual({
      artNo: 'validation.afterSales.artNo.required',
      contactPerson: 'validation.afterSales.contactPerson.required',
      email: 'validation.afterSales.email.required',
      damageDescription: 'validation.afterSales.damageDescription.required',
      proofOfPurchase: 'validation.afterSales.proofOfPurchase.required',
    });
    expect(errorKeys(afterSalesForm, { ...valid, email: 'huber.example', serviceType: 4, applyQuantity: 0 })).toEqual({
      email: 'validation.afterSales.email.format',
      serviceType: 'validation.afterSales.serviceType.required',
      applyQuantity: 'validation.quantity.required',
    });
    expect(errorKeys(afterSalesForm, { ...valid, proofImages: Array(6).fill('/admin/sys-file/kontor/p.jpg') })).toEqual({
      proofImages: 'validation.upload.maxFiles',
    });
  });
});

describe('questionForm, shareEmailForm, searchForm', () => {
  it('rejects an empty question', () => {
    expect(errorKeys(questionForm, { skuCode: 'SKU-1', content: '   ' })).toEqual({ content: 'validation.question.required' });
    expect(questionForm.parse({ skuCode: 'SKU-1', content: ' Washable? ' }).content).toBe('Washable?');
  });

  it('checks sender and invitee', () => {
    expect(
      shareEmailForm.safeParse({ senderName: 'Anna', senderEmail: 'anna@huber.example', inviteeEmail: 'max@kunde.example' }).success,
    ).toBe(true);
    expect(errorKeys(shareEmailForm, { senderName: '', senderEmail: '', inviteeEmail: 'max@' })).toEqual({
      senderName: 'validation.share.senderName.required',
      senderEmail: 'validation.share.senderEmail.required',
      inviteeEmail: 'validation.share.inviteeEmail.format',
    });
  });

  it('limits the search to 20 characters', () => {
    expect(searchForm.parse({ searchWord: ' lounge ' }).searchWord).toBe('lounge');
    expect(searchForm.safeParse({ searchWord: 'x'.repeat(20) }).success).toBe(true);
    expect(errorKeys(searchForm, { searchWord: 'x'.repeat(21) })).toEqual({ searchWord: 'validation.search.maxLength' });
  });
});

describe('orderForm', () => {
  const address = { company: 'Huber', street: 'Ring 1', postalCode: '80331', contactPerson: 'Anna', phone: '+49 89 1' };
  it('accepts a complete container order and a pallet order without containers', () => {
    expect(orderForm.safeParse({ kind: 'container', eta: '2026-03-02', cabinetType: '40', containerCount: 2, address }).success).toBe(true);
    expect(orderForm.safeParse({ kind: 'pallet', eta: '2026-01-20', address }).success).toBe(true);
  });
  it('carries the payment terms the form showed, bounded like any line of text', () => {
    const form = { kind: 'pallet', eta: '2026-01-20', address };
    expect(orderForm.parse({ ...form, paymentTerms: ' 30% deposit ' }).paymentTerms).toBe('30% deposit');
    expect(orderForm.safeParse({ ...form, paymentTerms: null }).success).toBe(true);
    expect(errorKeys(orderForm, { ...form, paymentTerms: 'x'.repeat(10_000) })).toEqual({ paymentTerms: 'validation.text.tooLong' });
  });
  it('needs an ETA, containers and a complete address', () => {
    expect(errorKeys(orderForm, { kind: 'container', address: { ...address, postalCode: '' } })).toEqual({
      eta: 'validation.order.eta.required',
      containerCount: 'validation.order.containers.required',
      address: 'validation.order.address.incomplete',
    });
  });
});

describe('order bodies', () => {
  it('trim the remark of an otherwise valid order instead of throwing an unmergeable-intersection error', async () => {
    const { orderEditBody } = await import('../../src/contract/calls/orders.js');
    const { ADDRESS_REQUIRED_FIELDS } = await import('../../src/rules/index.js');
    const address = Object.fromEntries(ADDRESS_REQUIRED_FIELDS.map((field) => [field, 'x']));
    const body = {
      id: 7,
      kind: 'container',
      eta: '2027-03-01',
      cabinetType: '40H',
      containerCount: 1,
      address,
      remark: '  call first  ',
      items: [{ skuId: 1, quantity: 2 }],
    };
    const result = orderEditBody.safeParse(body);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.remark).toBe('call first');
  });
});

describe('text fields', () => {
  it('refuse a NUL character with their own key, which no database column could store', () => {
    const address = { company: 'Huber GmbH', street: 'Ring 1', postalCode: '80331', contactPerson: 'Anna', phone: '08912345678' };
    expect(errorKeys(addressForm, address)).toEqual({});
    expect(errorKeys(addressForm, { ...address, company: 'Huber\u0000 GmbH' })).toEqual({ company: 'validation.text.nul' });
    expect(errorKeys(addressForm, { ...address, city: 'M\u0000nchen' })).toEqual({ city: 'validation.text.nul' });
    expect(errorKeys(questionForm, { content: 'Hello\u0000' })).toMatchObject({ content: 'validation.text.nul' });
  });
});
