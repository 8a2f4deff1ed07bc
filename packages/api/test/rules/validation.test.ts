import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD_LENGTH,
  LOGIN_NAME_LENGTH,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
  ROLE_NAME_LENGTH,
  SEARCH_MAX_LENGTH,
  USER_NAME_LENGTH,
  VALIDATION_KEYS,
  VERIFICATION_CODE_LENGTH,
  addressFieldKey,
  phoneProblem,
  uploadProblem,
} from '../../src/rules/index.js';

describe('validation limits of spec section 5', () => {
  it('has the spec numbers', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(ADMIN_PASSWORD_LENGTH).toEqual({ min: 6, max: 20 });
    expect(VERIFICATION_CODE_LENGTH).toBe(4);
    expect(LOGIN_NAME_LENGTH).toEqual({ min: 3, max: 20 });
    expect(USER_NAME_LENGTH).toEqual({ min: 2, max: 20 });
    expect(ROLE_NAME_LENGTH).toEqual({ min: 3, max: 20 });
    expect(PHONE_LENGTH).toBe(11);
    expect(SEARCH_MAX_LENGTH).toBe(20);
    expect(MAX_UPLOAD_FILES).toBe(5);
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
  });

  it('keys are unique', () => {
    const keys = Object.values(VALIDATION_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(addressFieldKey('street')).toBe('validation.address.street.required');
  });
});

describe('phone helper', () => {
  it('requires a value, eleven characters, digits only', () => {
    expect(phoneProblem('')).toBe('validation.phone.required');
    expect(phoneProblem(undefined)).toBe('validation.phone.required');
    expect(phoneProblem('   ')).toBe('validation.phone.required');
    expect(phoneProblem('1381234567')).toBe('validation.phone.length');
    expect(phoneProblem('138123456789')).toBe('validation.phone.length');
    expect(phoneProblem('138-1234-56')).toBe('validation.phone.format');
    expect(phoneProblem('13812345678')).toBeUndefined();
  });
});

describe('uploads', () => {
  const photo = { size: 1024, type: 'image/jpeg' };
  it('allows at most 5 files', () => {
    expect(uploadProblem(Array(5).fill(photo))).toBeUndefined();
    expect(uploadProblem(Array(6).fill(photo))).toBe('validation.upload.maxFiles');
    expect(uploadProblem([photo, photo], 4)).toBe('validation.upload.maxFiles');
  });

  it('allows at most 5 MB per file', () => {
    expect(uploadProblem([{ size: MAX_UPLOAD_BYTES, type: 'image/png' }])).toBeUndefined();
    expect(uploadProblem([{ size: MAX_UPLOAD_BYTES + 1, type: 'image/png' }])).toBe('validation.upload.maxSize');
  });

  it('takes images and PDF only', () => {
    expect(uploadProblem([{ size: 10, type: 'application/pdf' }])).toBeUndefined();
    expect(uploadProblem([{ size: 10, type: 'image/svg+xml' }])).toBe('validation.upload.type');
    expect(uploadProblem([{ size: 10, type: 'application/zip' }])).toBe('validation.upload.type');
  });
});
