// The deposit rule controller without React, against the real sandbox behind the real proxy: one
// Nonce per attempt (a retry of the same body reuses it, anything else is a new attempt), the amount
// checked before anything is sent (a number, and no more decimals than the crypto carries, ADR
// 0195), and a quoted rule that is over once its quote runs out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFromResponse } from '../../api/errors';
import type { DepositRuleRequest } from '../../api/rules';
import type { PrepareSellResponse } from '../../api/sell';
import type { RampkitEvent } from '../events';
import { createSandboxBackend, type SandboxBackend } from '../../testing/sandbox-backend';
import { preparedSession } from '../../../tooling/sell-fixture';
import { untilState } from '../../../tooling/until-state';
import { createDepositRuleController, depositRuleView, type DepositRuleClient, type DepositRuleControllerOptions } from './controller';

let backend: SandboxBackend | undefined;
afterEach(() => backend?.close());

/** The real client, except that a scripted create fails its own way: `lost` reaches the service and loses its answer. */
async function setup(over: Partial<DepositRuleControllerOptions> = {}) {
  backend = await createSandboxBackend({ customerId: `rule-${crypto.randomUUID().slice(0, 8)}` });
  await backend.createApprovedCustomer();
  const b = backend;
  const prepared: PrepareSellResponse = await preparedSession(b);
  const sent: DepositRuleRequest[] = [];
  const script: ('lost' | ApiError)[] = [];
  const client: DepositRuleClient = {
    apiVersion: 'seed',
    async createDepositRule(input) {
      sent.push(input.body as DepositRuleRequest);
      const next = script.shift();
      if (next === 'lost') {
        await b.client.createDepositRule(input);
        throw ApiError.network('CreateOnchainDepositRule', new TypeError('The connection was reset'));
      }
      if (next) throw next;
      return b.client.createDepositRule(input);
    },
  };
  const events: RampkitEvent[] = [];
  const options: DepositRuleControllerOptions = { client, customerId: b.customerId, cryptoCurrency: 'ETH_TEST_SEPOLIA', formSessionId: prepared.FormSessionID, networks: ['EthereumTestSepolia'], emit: (e) => events.push(e), ...over };
  const rule = createDepositRuleController(options);
  const landed = () => untilState(rule, (s) => !s.pending);
  return { rule, options, prepared, sent, script, events, landed, view: () => depositRuleView(rule.getState(), options) };
}
const nonces = (sent: DepositRuleRequest[]) => sent.map((r) => r.Trigger.Nonce);

describe('DepositRuleController', () => {
  it('creates a rule with its amount condition, once however often create is pressed, and reports it', async () => {
    const created = vi.fn();
    const { rule, sent, events, landed, view } = await setup({ defaultTrigger: 'single', onRuleCreated: created });
    rule.actions.setOperator('GTEQ');
    rule.actions.setAmount('lots');
    rule.actions.create();
    expect(view().amountProblem).toBe('invalid');
    expect(sent).toEqual([]);
    rule.actions.setAmount('0.01');
    rule.actions.create();
    rule.actions.create();
    expect(view().busy).toBe(true);
    await landed();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.Trigger).toMatchObject({ Type: 'SingleOnchainDepositSourceTriggerInput', Conditions: [{ Network: 'EthereumTestSepolia', AmountConditions: [{ ComparisonOperator: 'GTEQ', Value: '0.01' }] }] });
    expect(view()).toMatchObject({ step: 'created', amountProblem: undefined, rule: { Conditions: [expect.objectContaining({ Network: 'EthereumTestSepolia' })] } });
    expect(created).toHaveBeenCalledExactlyOnceWith(view().rule, { trigger: 'single' });
    expect(events).toEqual([{ type: 'deposit-rule.created', rule: view().rule, trigger: 'single' }]);
  });

  it('ends a rule that sells one deposit once the customer\'s transactions show its sale; another rule\'s sale does not', async () => {
    const { rule, landed, view } = await setup({ defaultTrigger: 'single' });
    rule.actions.create();
    await landed();
    expect(view()).toMatchObject({ step: 'created', awaitingSale: true });
    const made = view().rule!;
    rule.actions.transactionsSeen([{ ID: 'other', Orchestration: { RuleID: 'another-rule' } }, { ID: 'plain' }]);
    expect(view().step).toBe('created');
    // The deposit arrives (the sandbox sells it): the customer's list now holds the rule's sale.
    await backend!.control('/deposits/onchain', { Address: made.Conditions[0]!.DestinationAddress.Address, Amount: '0.05' });
    const listed = await backend!.client.listTransactions({ query: {} });
    rule.actions.transactionsSeen(listed.Items);
    const sale = listed.Items.find((t) => t.Orchestration?.RuleID === made.RuleID)!;
    expect(view()).toMatchObject({ step: 'sold', soldTransactionId: sale.ID, awaitingSale: false });
  });

  it('keeps a rule that sells every deposit open after a sale', async () => {
    const { rule, landed, view } = await setup({ defaultTrigger: 'permanent' });
    rule.actions.create();
    await landed();
    expect(view().awaitingSale).toBe(false);
    rule.actions.transactionsSeen([{ ID: 'sale', Orchestration: { RuleID: view().rule!.RuleID! } }]);
    expect(view().step).toBe('created');
  });

  it('refuses to send an amount with more decimals than Ether carries, to any host that drives it: a code and the 18 decimals, nothing sent; cut to 18 it goes', async () => {
    const created = vi.fn();
    const { rule, sent, landed, view } = await setup({ defaultTrigger: 'single', onRuleCreated: created });
    rule.actions.setOperator('EQ');
    rule.actions.setAmount('0.0000000000000000001');
    expect(rule.actions.create()).toBe(false);
    expect(view()).toMatchObject({ step: 'form', busy: false, amountProblem: 'too-precise', amountDecimals: 18 });
    // Pressed again: still nothing goes (not "exactly 0 Ether", a rule no deposit matches).
    expect(rule.actions.create()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(created).not.toHaveBeenCalled();
    // Typing takes the problem away until the next check.
    rule.actions.setAmount('0.000000000000000001');
    expect(view()).toMatchObject({ amountProblem: undefined, amountDecimals: undefined });
    expect(rule.actions.create()).toBe(true);
    await landed();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.Trigger.Conditions).toEqual([{ Network: 'EthereumTestSepolia', AmountConditions: [{ ComparisonOperator: 'EQ', Value: '0.000000000000000001' }] }]);
    expect(view().step).toBe('created');
  });

  it.each([
    ['ETH_TEST_SEPOLIA', 'en', '1.1234567890123456789', '1.123456789012345678', 18],
    ['USDC_TEST', 'en', '10.1234567', '10.123456', 6],
    ['USDC_TEST', 'de', '10,1234567', '10,123456', 6],
  ] as const)('holds %s to the decimals the contract gives it (%s): %s is too precise, %s is not', async (cryptoCurrency, locale, tooPrecise, fits, decimals) => {
    const { rule, sent, view } = await setup({ cryptoCurrency, locale, defaultTrigger: 'permanent' });
    rule.actions.setOperator('LTEQ');
    rule.actions.setAmount(tooPrecise);
    rule.actions.checkAmount();
    expect(view()).toMatchObject({ amountProblem: 'too-precise', amountDecimals: decimals });
    expect(rule.actions.create()).toBe(false);
    expect(sent).toEqual([]);
    rule.actions.setAmount(fits);
    rule.actions.checkAmount();
    expect(view().amountProblem).toBeUndefined();
  });

  it('says nothing of the amount until it is checked (left or create pressed), nothing for an empty one left, and nothing where no amount is sent', async () => {
    const { rule, options, prepared, sent, landed, view } = await setup({ defaultTrigger: 'permanent' });
    rule.actions.setOperator('GTEQ');
    // Left empty: nothing said yet.
    rule.actions.checkAmount();
    expect(view().amountProblem).toBeUndefined();
    rule.actions.setAmount('abc');
    expect(view().amountProblem).toBeUndefined();
    rule.actions.checkAmount();
    expect(view().amountProblem).toBe('invalid');
    rule.actions.setAmount('1,5');
    expect(view().amountProblem).toBeUndefined();
    rule.actions.checkAmount();
    expect(view().amountProblem).toBe('ambiguous');
    // A quoted rule's amount is the quote's: what is typed is neither judged nor sent.
    rule.setOptions({ ...options, quote: prepared.SellQuote });
    rule.actions.setTrigger('quoted');
    expect(depositRuleView(rule.getState(), { ...options, quote: prepared.SellQuote }).amountProblem).toBeUndefined();
    rule.setOptions(options);
    rule.actions.setTrigger('permanent');
    // Any amount sends none.
    rule.actions.setOperator('any');
    expect(view().amountProblem).toBeUndefined();
    expect(rule.actions.create()).toBe(true);
    await landed();
    expect(sent[0]!.Trigger.Conditions).toEqual([{ Network: 'EthereumTestSepolia' }]);
  });

  it('no answer: the retry is the same attempt, with the same Nonce', async () => {
    const { rule, sent, script, landed, view } = await setup({ defaultTrigger: 'permanent' });
    script.push('lost');
    rule.actions.create();
    await landed();
    expect(view()).toMatchObject({ step: 'form', error: expect.objectContaining({ status: 0 }) });
    rule.actions.create();
    await landed();
    expect(view().step).toBe('created');
    expect(new Set(nonces(sent)).size).toBe(1);
    expect(sent).toHaveLength(2);
  });

  it.each([
    ['a Duplicate (the Nonce spent on another body)', apiErrorFromResponse(409, { Type: 'Duplicate', Action: 'CreateOnchainDepositRule', Detail: 'Duplicate', Instance: 'i' })],
    ['a definite refusal', apiErrorFromResponse(400, { Type: 'InvalidMessage', Action: 'CreateOnchainDepositRule', Detail: 'no', Instance: 'i' })],
  ])('%s: the next create is a new attempt with a new Nonce', async (_label, refusal) => {
    const { rule, sent, script, landed, view } = await setup({ defaultTrigger: 'permanent' });
    script.push(refusal);
    rule.actions.create();
    await landed();
    expect(view().error).toBe(refusal);
    rule.actions.create();
    await landed();
    expect(view().step).toBe('created');
    const [first, second] = nonces(sent);
    expect(second).not.toBe(first);
  });

  it('another body is another attempt: a changed condition after a failure goes with a new Nonce', async () => {
    const { rule, sent, script, landed } = await setup({ defaultTrigger: 'permanent' });
    script.push(ApiError.network('CreateOnchainDepositRule', new Error('offline')));
    rule.actions.create();
    await landed();
    rule.actions.setOperator('EQ');
    rule.actions.setAmount('0.5');
    rule.actions.create();
    await landed();
    const [first, second] = nonces(sent);
    expect(second).not.toBe(first);
  });

  it('a quoted rule is over once its quote runs out; the next quote is live again; starting over asks the host', async () => {
    const requote = vi.fn();
    const { rule, options, prepared, sent, landed, view } = await setup({ onRequoteRequested: requote });
    options.quote = prepared.SellQuote;
    rule.setOptions(options);
    expect(view().trigger).toBe('single');
    rule.actions.setTrigger('quoted');
    rule.actions.create();
    await landed();
    expect(sent[0]!.Trigger).toMatchObject({ Type: 'QuotedOnchainDepositSourceTriggerInput', SignedQuote: prepared.SellQuote!.SignedQuote, Conditions: [{ Network: 'EthereumTestSepolia' }] });
    expect(view().step).toBe('created');
    rule.actions.expireQuote();
    expect(view()).toMatchObject({ step: 'expired', quoteExpired: true, canCreate: false });
    rule.actions.create();
    expect(sent).toHaveLength(1);
    rule.actions.startOver();
    expect(requote).toHaveBeenCalledOnce();
    const next = { ...prepared.SellQuote!, SignedQuote: `${prepared.SellQuote!.SignedQuote}-next` };
    const view2 = depositRuleView(rule.getState(), { ...options, quote: next });
    expect(view2).toMatchObject({ step: 'form', quoteExpired: false, canCreate: true, rule: undefined });
  });

  it('a quote the service says ran out is expired here too, before the countdown: Create waits and a new price is offered', async () => {
    const { rule, options, prepared, sent, script, landed, view } = await setup({ onRequoteRequested: vi.fn() });
    options.quote = prepared.SellQuote;
    rule.setOptions(options);
    rule.actions.setTrigger('quoted');
    script.push(apiErrorFromResponse(400, { Type: 'InvalidMessage', Action: 'CreateOnchainDepositRule', Detail: 'quote expired', Instance: 'i', RequestExtension: { Body: [{ Field: 'Trigger.SignedQuote', Reason: 'IntegrityValidation', Description: 'the quote has expired' }] } }));
    rule.actions.create();
    await landed();
    expect(view().error?.nextAction.kind).toBe('requote');
    expect(view()).toMatchObject({ quoteExpired: true, canCreate: false });
    rule.actions.create();
    expect(sent).toHaveLength(1);
  });

  it('without a host to price again, starting over returns to the other triggers', async () => {
    const { rule, options, prepared, view } = await setup();
    rule.setOptions({ ...options, quote: prepared.SellQuote });
    rule.actions.setTrigger('quoted');
    rule.actions.expireQuote();
    rule.actions.startOver();
    expect(view().trigger).toBe('single');
  });
});
