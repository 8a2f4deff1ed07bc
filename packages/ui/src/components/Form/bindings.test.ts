import { describe, expect, it, vi } from 'vitest';
import { bindIsoDate, bindNumber } from './bindings.js';
import type { BoundFieldProps } from './FormField.js';

const bound = (value: unknown): BoundFieldProps<unknown> => ({
  name: 'x',
  value,
  onChange: vi.fn(),
  onBlur: () => {},
  isInvalid: false,
  errorMessage: undefined,
  isDisabled: undefined,
  validationBehavior: 'aria',
});

describe('bindIsoDate', () => {
  it("turns 'yyyy-MM-dd' into a calendar date and back", () => {
    const props = bound('2027-03-15');
    const date = bindIsoDate(props);
    expect(date.value?.toString()).toBe('2027-03-15');
    date.onChange(date.value!.add({ days: 1 }));
    date.onChange(null);
    expect(vi.mocked(props.onChange).mock.calls).toEqual([['2027-03-16'], [null]]);
  });

  it('shows nothing for an empty or broken value', () => {
    expect(bindIsoDate(bound(null)).value).toBeNull();
    expect(bindIsoDate(bound('15.03.2027')).value).toBeNull();
  });
});

describe('bindNumber', () => {
  it('keeps numbers and reports a cleared field as null', () => {
    const props = bound(null);
    const number = bindNumber(props);
    expect(number.value).toBeNaN();
    number.onChange(3);
    number.onChange(Number.NaN);
    expect(vi.mocked(props.onChange).mock.calls).toEqual([[3], [null]]);
  });
});
