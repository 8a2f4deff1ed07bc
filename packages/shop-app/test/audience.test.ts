// A member's page drawn with the visitor's catalogue answer keeps it on screen until the member's arrives, and only then.
import { describe, expect, it } from 'vitest';
import { browseKeys, visitorsUntilMembers } from '../src/screens/browse/queries.js';

const visitorsAnswer = { name: 'Alba Stacking chair' };

describe('visitorsUntilMembers', () => {
  it("stands the visitor's answer in for the member's answer of the same call", () => {
    const previous = { queryKey: browseKeys.product('15', 2, 'visitor') };
    expect(visitorsUntilMembers(visitorsAnswer, previous, browseKeys.product('15', 2, 'member'))).toBe(visitorsAnswer);
  });

  it("never shows another product's or another language's answer in its place", () => {
    const previous = { queryKey: browseKeys.product('15', 2, 'member') };
    expect(visitorsUntilMembers(visitorsAnswer, previous, browseKeys.product('16', 2, 'member'))).toBeUndefined();
    expect(visitorsUntilMembers(visitorsAnswer, previous, browseKeys.product('15', 3, 'member'))).toBeUndefined();
    expect(visitorsUntilMembers(visitorsAnswer, undefined, browseKeys.product('15', 2, 'member'))).toBeUndefined();
  });
});
