// One Nonce per attempt, the kit's one rule for it (the sell machine and the deposit rule use it).
import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse } from '../api/errors';
import { attemptFor, keepsAttempt } from './attempt';

const nonces = () => {
  let n = 0;
  return () => `n-${++n}`;
};
const error = (status: number, Type: string) => apiErrorFromResponse(status, { Type, Action: 'Sell', Detail: Type, Instance: 'i' });

describe('attemptFor', () => {
  it('reuses the Nonce for the same body, whatever the order of its keys, and makes a new one for another', () => {
    const next = nonces();
    const first = attemptFor<Record<string, unknown>>(undefined, { A: '1', B: { C: [1, 2] } }, next);
    expect(first.nonce).toBe('n-1');
    expect(attemptFor(first, { B: { C: [1, 2] }, A: '1' }, next)).toBe(first);
    expect(attemptFor(first, { A: '1', B: { C: [2, 1] } }, next).nonce).toBe('n-2');
    expect(attemptFor(first, { A: '1', B: { C: [1, 2] }, D: 'x' }, next).nonce).toBe('n-3');
    // A key left undefined is a key not sent.
    expect(attemptFor(first, { A: '1', B: { C: [1, 2] }, D: undefined }, next)).toBe(first);
  });
});

describe('keepsAttempt', () => {
  it.each([
    ['no answer at all', ApiError.network('Sell', new Error('reset')), true],
    ['a server error (it may have applied)', error(503, 'Unexpected'), true],
    ['409 Conflict (did not apply; repeat it)', error(409, 'Conflict'), true],
    ['429 (did not apply; repeat it)', error(429, 'RateLimited'), true],
    ['a Duplicate (the Nonce is spent on another body)', error(409, 'Duplicate'), false],
    ['a definite refusal', error(400, 'InvalidMessage'), false],
    ['not enough balance', error(402, 'InsufficientBalance'), false],
  ])('%s → %s', (_label, failure, kept) => {
    expect(keepsAttempt(failure)).toBe(kept);
  });
});
