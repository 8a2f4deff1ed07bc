import { describe, expect, it } from 'vitest';
import { serviceEvaluationBody } from '../../src/contract/calls/service-posts.js';
import {
  AFTER_SALES_DIALOG_STATUSES,
  canCancelServicePost,
  canEvaluateServicePost,
  EVALUATION_RANGE,
  SERVICE_POST_STATUS,
  SERVICE_POST_STATUSES,
} from '../../src/rules/index.js';

describe('service post rules', () => {
  it('reads a post through the apply dialog’s statuses: 0 processing, 1 processed, 2 cancelled', () => {
    expect(SERVICE_POST_STATUSES).toBe(AFTER_SALES_DIALOG_STATUSES);
    expect(SERVICE_POST_STATUSES.map((entry) => entry.value)).toEqual([
      SERVICE_POST_STATUS.processing,
      SERVICE_POST_STATUS.processed,
      SERVICE_POST_STATUS.cancelled,
    ]);
  });

  it('cancels only while processing and evaluates only once processed', () => {
    expect([0, 1, 2].map(canCancelServicePost)).toEqual([true, false, false]);
    expect([0, 1, 2].map(canEvaluateServicePost)).toEqual([false, true, false]);
  });

  it('takes whole stars from 1 to 5 in the evaluation body', () => {
    const ok = (evaluation: number) => serviceEvaluationBody.safeParse({ id: 1, evaluation }).success;
    expect([EVALUATION_RANGE.min, 3, EVALUATION_RANGE.max].every(ok)).toBe(true);
    expect([EVALUATION_RANGE.min - 1, EVALUATION_RANGE.max + 1, 2.5].some(ok)).toBe(false);
  });
});
