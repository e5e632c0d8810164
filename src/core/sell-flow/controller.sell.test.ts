// The sell call of the controller, failure by failure, against the real sandbox behind the real
// proxy: a sell whose answer is lost is only ever sent again as it was (same Nonce) or looked up,
// never becomes two sales, and each definite refusal starts a new attempt.
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, sellHarness, type SellHarness } from '../../../tooling/sell-controller';

let harness: SellHarness | undefined;
afterEach(() => harness?.close());

async function atQuote() {
  const h = (harness = await sellHarness());
  const sale = h.controller();
  h.mount(sale);
  await h.toQuote(sale);
  return { h, sale };
}
const sells = (h: SellHarness) => h.sent.filter((s) => s.call === 'sell').map((s) => s.body!.Nonce);
const transactions = async (h: SellHarness) => (await h.backend.client.listTransactions({ query: { CustomerID: h.backend.customerId } })).Items;
const usedSession = { ...envelope(400, 'InvalidMessage', [{ Field: 'FormSessionID', Reason: 'IntegrityValidation', Description: 'The form session was already used for a sell.' }]) };
// The client sends a sell (idempotent by its Nonce) up to three times itself before it reports no answer.
const LOST = ['lost', 'lost', 'lost'] as const;

describe('SellFlowController when the sell fails', () => {
  it('the same sale in a duplicated tab, sold there first: this tab shows that sale, never "could not confirm" for good', async () => {
    const { h, sale } = await atQuote();
    // The duplicated tab: the same state (its session storage copied), its own controller and Nonces.
    const twin = h.controller({}, sale.getState());
    h.mount(twin);
    twin.actions.sell();
    await h.settled();
    expect(twin.getState().step).toBe('done');
    sale.actions.sell();
    await h.settled();
    expect(sale.getState()).toMatchObject({ step: 'done', transactionId: twin.getState().transactionId });
    expect(await transactions(h)).toHaveLength(1);
  });

  it('no answer: unresolved, no new quote or way back meanwhile, and "check again" resends the same request', async () => {
    const { h, sale } = await atQuote();
    h.script('sell', ...LOST);
    sale.actions.sell();
    await h.settled();
    expect(sale.getState()).toMatchObject({ step: 'quote', busy: undefined, attempt: { unresolved: true }, error: expect.objectContaining({ status: 0 }) });
    const prepares = h.sent.filter((s) => s.call === 'prepareSell').length;
    sale.actions.requote();
    sale.actions.expireQuote();
    sale.actions.back();
    expect(sale.getState().step).toBe('quote');
    expect(h.sent.filter((s) => s.call === 'prepareSell')).toHaveLength(prepares);

    sale.actions.checkSell();
    await h.settled();
    expect(sale.getState().step).toBe('done');
    expect(new Set(sells(h)).size).toBe(1);
    expect(sells(h)).toHaveLength(4);
    expect(await transactions(h)).toHaveLength(1);
    expect(h.events.filter((e) => e.type === 'sell.completed')).toHaveLength(1);
  });

  it('"form session already used" after a lost answer: it went through, and the lookup finds it by the attempt\'s reference', async () => {
    const { h, sale } = await atQuote();
    h.script('sell', ...LOST, usedSession);
    sale.actions.sell();
    await h.settled();
    sale.actions.checkSell();
    await h.settled();
    expect(h.sent.map((s) => s.call).slice(-2)).toEqual(['sell', 'listTransactions']);
    const [made] = await transactions(h);
    expect(sale.getState()).toMatchObject({ step: 'done', transaction: { ID: made!.ID, ExternalID: sells(h)[0] } });
  });

  it('"form session already used" with nothing found yet: stays unresolved, and checking again looks again', async () => {
    const { h, sale } = await atQuote();
    h.script('sell', usedSession);
    sale.actions.sell();
    await h.settled();
    expect(sale.getState()).toMatchObject({ step: 'quote', busy: undefined, attempt: { unresolved: true, wentThrough: true } });
    sale.actions.checkSell();
    await h.settled();
    expect(h.sent.map((s) => s.call)).toEqual(['prepareSell', 'sell', 'listTransactions', 'listTransactions']);
    expect(sale.getState().attempt).toMatchObject({ unresolved: true });
  });

  it('a Duplicate (the Nonce spent on another body): the next press is a new attempt with a new Nonce', async () => {
    const { h, sale } = await atQuote();
    h.script('sell', envelope(409, 'Duplicate'));
    sale.actions.sell();
    await h.settled();
    expect(sale.getState()).toMatchObject({ step: 'quote', attempt: undefined, error: expect.objectContaining({ type: 'Duplicate' }) });
    sale.actions.sell();
    await h.settled();
    expect(sale.getState().step).toBe('done');
    const [first, second] = sells(h);
    expect(second).not.toBe(first);
  });

  it('a refusal that repeating can help (409 Conflict): the same attempt, same Nonce, is sent again and sells', async () => {
    const { h, sale } = await atQuote();
    h.script('sell', envelope(409, 'Conflict'), envelope(409, 'Conflict'));
    sale.actions.sell();
    await h.settled();
    expect(sale.getState().step).toBe('done');
    expect(sells(h)).toHaveLength(3);
    expect(new Set(sells(h)).size).toBe(1);
  });

  it('a 409 Conflict on every attempt is the spec\'s repeated 409: the attempt is over, the next press a new one', async () => {
    const { h, sale } = await atQuote();
    h.script('sell', envelope(409, 'Conflict'), envelope(409, 'Conflict'), envelope(409, 'Conflict'));
    sale.actions.sell();
    await h.settled();
    expect(sale.getState()).toMatchObject({ step: 'quote', error: expect.objectContaining({ type: 'Conflict', retryable: false }), attempt: undefined });
    expect(sale.getState().error?.nextAction).toEqual({ kind: 'change-request' });
    sale.actions.sell();
    await h.settled();
    expect(sale.getState().step).toBe('done');
    expect(new Set(sells(h)).size).toBe(2);
  });

  it('a definite refusal (not enough balance at the sell): back to the amount, and the attempt is over', async () => {
    const { h, sale } = await atQuote();
    h.script('sell', envelope(402, 'InsufficientBalance'));
    sale.actions.sell();
    await h.settled();
    expect(sale.getState()).toMatchObject({ step: 'amount', attempt: undefined, error: expect.objectContaining({ type: 'InsufficientBalance' }) });
    expect(h.events.map((e) => e.type)).toEqual(['quote.received', 'sell.submitted', 'error']);
  });
});
