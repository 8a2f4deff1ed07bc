// The personal centre's forms (issue 14): the password change by mailbox code and the invoice request.
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { invoiceForm, mailPasswordForm } from '../../src/contract/index.js';

const keysOf = (result: ReturnType<typeof safeParse>) =>
  result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('mailPasswordForm', () => {
  const valid = { password: 'kontor123', newpassword1: 'garden2026', newpassword2: 'garden2026', email: 'a@b.example', code: '4821' };

  it('takes the old password, a new one twice, the mailbox and a 4-character code', () => {
    expect(safeParse(mailPasswordForm, valid).success).toBe(true);
  });

  it('refuses each rule with its key at its field', () => {
    expect(keysOf(safeParse(mailPasswordForm, { ...valid, newpassword2: 'garden2027' }))).toEqual([
      'newpassword2:validation.password.inconsistent',
    ]);
    expect(keysOf(safeParse(mailPasswordForm, { ...valid, code: '482' }))).toEqual(['code:validation.code.length']);
    // Every rule at once: a short code does not hide the mismatch.
    expect(keysOf(safeParse(mailPasswordForm, { ...valid, newpassword2: 'x', code: '48' })).sort()).toEqual([
      'code:validation.code.length',
      'newpassword2:validation.password.inconsistent',
    ]);
    expect(keysOf(safeParse(mailPasswordForm, { ...valid, code: '' }))).toEqual(['code:validation.code.required']);
    expect(keysOf(safeParse(mailPasswordForm, { ...valid, email: 'a-at-b' }))).toEqual(['email:login.email.format']);
    expect(keysOf(safeParse(mailPasswordForm, { ...valid, password: '' }))).toEqual(['password:validation.oldPassword.required']);
    expect(keysOf(safeParse(mailPasswordForm, { ...valid, newpassword1: 'abc', newpassword2: 'abc' }))).toEqual([
      'newpassword1:validation.password.length',
    ]);
  });
});

describe('invoiceForm', () => {
  const empty = { company: '', vatNo: '', address: '', email: '', phone: '', bankName: '', bankAccount: '' };

  it('needs the company; the mail only when given, and then an address', () => {
    expect(keysOf(safeParse(invoiceForm, empty))).toEqual(['company:validation.invoice.company.required']);
    expect(safeParse(invoiceForm, { ...empty, company: 'Gartenwelt Hoffmann GmbH' }).success).toBe(true);
    expect(keysOf(safeParse(invoiceForm, { ...empty, company: 'G', email: 'rechnung' }))).toEqual(['email:validation.email.format']);
  });
});
