// Type tests of rampkit/testing and the sandbox's control API as a QA suite calls them (run by
// `vitest --project types`): the names the docs give are the names the types take.
import { describe, expectTypeOf, it } from 'vitest';
import type { Transaction } from './api/index';
import type { HostedOnboardingPage, Kit, OnchainDepositResult, ReviewOutcome, SandboxControl, SandboxHandle } from './testing/index';
import type { ReviewOutcome as SandboxReviewOutcome } from './sandbox/entry';

declare const hosted: HostedOnboardingPage;
declare const sandbox: SandboxControl;
declare const handle: SandboxHandle;
declare const kit: Kit;

describe('review outcomes', () => {
  it('are the four the sandbox decides, one type for the hosted page and the control API', () => {
    expectTypeOf<ReviewOutcome>().toEqualTypeOf<'Approved' | 'DeclinedRetry' | 'DeclinedFinal' | 'ActionsRequired'>();
    expectTypeOf<SandboxReviewOutcome>().toEqualTypeOf<ReviewOutcome>();
    expectTypeOf(hosted.chooseOutcome).parameter(0).toEqualTypeOf<ReviewOutcome>();
    expectTypeOf(sandbox.decideVerification).parameter(1).toEqualTypeOf<ReviewOutcome>();
  });

  it('refuses the verbs the docs once named', () => {
    // @ts-expect-error the outcome is Approved, not Approve
    void hosted.chooseOutcome('Approve');
    // @ts-expect-error DeclinedRetry, not DeclineRetry
    void hosted.complete({ outcome: 'DeclineRetry' });
    void hosted.complete({ outcome: 'DeclinedFinal', values: { FirstName: 'Ana' } });
  });
});

describe('the control API', () => {
  it('answers a deposit with the transaction it started, or why none', async () => {
    const deposit = await sandbox.depositOnchain({ Address: '0xabc', Amount: '0.05' });
    expectTypeOf(deposit).toEqualTypeOf<OnchainDepositResult>();
    if (deposit.Matched) {
      expectTypeOf(deposit.Transaction).toEqualTypeOf<Transaction>();
      expectTypeOf(deposit.TransactionID).toBeString();
    } else {
      expectTypeOf(deposit.Reason).toBeString();
      // @ts-expect-error an unmatched deposit started no transaction
      void deposit.TransactionID;
    }
  });

  it("lists a customer's transactions", () => {
    expectTypeOf(sandbox.transactions).returns.resolves.toEqualTypeOf<Transaction[]>();
  });
});

describe('helpers a QA suite would otherwise write', () => {
  it('run with the sandbox fixture', () => {
    expectTypeOf(kit.priceQuote.expire).toBeCallableWith(handle);
    expectTypeOf(kit.priceQuote.quoteId).returns.resolves.toBeString();
    expectTypeOf(kit.depositRule.deposit).toBeCallableWith(handle, { amount: '0.05' });
    expectTypeOf(kit.depositRule.deposit).returns.resolves.toEqualTypeOf<OnchainDepositResult>();
    expectTypeOf(kit.depositRule.network).returns.resolves.toBeString();
    expectTypeOf(kit.sellFlow.locale).returns.resolves.toEqualTypeOf<string | null>();
  });

  it('wait for form schemas and answer a host’s own steps', () => {
    expectTypeOf(kit.schemas.next).toBeCallableWith('NextStep', { timeout: 5000 });
    expectTypeOf(kit.schemas.waitFor).returns.resolves.toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf(kit.dynamicForm.completeSteps).returns.resolves.toEqualTypeOf<string[]>();
    // @ts-expect-error the loop needs to know where the host's forms end
    void kit.dynamicForm.completeSteps({});
  });
});
