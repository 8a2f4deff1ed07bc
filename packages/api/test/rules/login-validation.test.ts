// The login and lock-screen checks of spec section 5, as the login form and lock dialog run them before sending.
import { describe, expect, it } from 'vitest';
import {
  CODE_RESEND_SECONDS,
  lockPasswordProblem,
  loginNameProblem,
  loginPasswordProblem,
  verificationCodeProblem,
} from '../../src/rules/index.js';

describe('login checks', () => {
  it('wants a login name of 3 to 20 characters', () => {
    expect(loginNameProblem('  ')).toBe('validation.username.required');
    expect(loginNameProblem('ab')).toBe('validation.username.length');
    expect(loginNameProblem('a'.repeat(21))).toBe('validation.username.length');
    expect(loginNameProblem('ddp-buyer')).toBeUndefined();
  });
  it('wants a password of at least 6 characters, spaces included', () => {
    expect(loginPasswordProblem('')).toBe('validation.password.required');
    expect(loginPasswordProblem('12345')).toBe('validation.password.min');
    expect(loginPasswordProblem('     1')).toBeUndefined();
  });
  it('wants a code of exactly 4 characters', () => {
    expect(verificationCodeProblem(undefined)).toBe('validation.code.required');
    expect(verificationCodeProblem('abc')).toBe('validation.code.length');
    expect(verificationCodeProblem('abcde')).toBe('validation.code.length');
    expect(verificationCodeProblem('ab3d')).toBeUndefined();
  });
  it('refuses a blank lock password and waits a minute between codes', () => {
    expect(lockPasswordProblem(' ')).toBe('validation.lockPassword.required');
    expect(lockPasswordProblem('x')).toBeUndefined();
    expect(CODE_RESEND_SECONDS).toBe(60);
  });
});
