// Every price the sandbox makes adds up, as the spec's sell rule says: rate × crypto sold = payout
// + fees, to the fiat currency's cent, and the breakdown's fees sum to the fees and its Remaining is
// the payout. Over every seeded channel and currency, fiat or crypto given, with and without a
// business fee; and through the real prepare and sell routes, for the quote and the transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breakdownAgrees, quoteAddsUp } from '../core/quote-sums';
import { div, limitCheck } from '../core/decimal';
import { CRYPTO_DP, priceSell, rateOf } from './money';
import { seedChannels } from './seed/channels';
import { approvedCustomer, DE_SEPA, sepaForm, startSandbox, type Harness } from './test-helpers';

const cryptos = Object.keys(CRYPTO_DP);
/** A fiat amount in cents within a channel's limits, as a decimal string. */
const centsBetween = (min: string, max: string) => fc.integer({ min: Math.round(Number(min) * 100), max: Math.round(Number(max) * 100) }).map((c) => (c / 100).toFixed(2));
const businessFee = fc.option(fc.record({ FeePct: fc.integer({ min: 0, max: 500 }).map((n) => (n / 100).toString()), FeeBase: fc.integer({ min: 0, max: 500 }).map((n) => (n / 100).toFixed(2)) }), { nil: undefined });

describe('the sandbox prices every sell so that it adds up', () => {
  it('rate × crypto = payout + fees, fiat or crypto given, on every seeded channel', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...seedChannels.map((c) => c.ID)),
        fc.constantFrom(...cryptos),
        fc.boolean(),
        fc.integer({ min: 0, max: 1_000_000 }),
        businessFee,
        (channelId, crypto, fiatGiven, seed, fee) => {
          const channel = seedChannels.find((c) => c.ID === channelId)!;
          const { MinLimit, MaxLimit } = channel.Limits;
          const fiat = (Number(MinLimit) + (seed / 1_000_000) * (Number(MaxLimit) - Number(MinLimit))).toFixed(2);
          // The same worth as crypto, to the crypto's decimals.
          const amount = fiatGiven ? { fiat } : { crypto: div(fiat, rateOf(crypto, channel.FiatCurrency), CRYPTO_DP[crypto] ?? 8, 'up') };
          const priced = priceSell(channel, crypto, amount, fee && { ...fee, FiatCurrency: channel.FiatCurrency });
          // A sell the channel would refuse (its payout under the minimum once fees are taken) is never quoted.
          fc.pre(limitCheck(priced.fiatAmount, MinLimit, MaxLimit) === 'within');
          const figures = { rate: priced.rate, cryptoAmount: priced.cryptoAmount, fiatAmount: priced.fiatAmount, totalFee: priced.totalFee, fiatCurrency: channel.FiatCurrency };
          expect(quoteAddsUp(figures), JSON.stringify({ channel: channel.ID, amount, fee, priced })).toBe(true);
          const breakdown = [{ Type: 'ChannelFee' as const, Amount: priced.channelFee }, { Type: 'BusinessFee' as const, Amount: priced.businessFee }, { Type: 'Remaining' as const, Amount: priced.fiatAmount }];
          expect(breakdownAgrees(breakdown, priced.totalFee, priced.fiatAmount)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  describe('through the prepare and sell routes', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startSandbox({ quoteTtlSeconds: 60 });
      await approvedCustomer(h);
    });
    afterAll(() => h.sandbox.close());

    it('the SellQuote, the Breakdown and the transaction it sells agree', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...cryptos), fc.boolean(), centsBetween('12', '20000'), businessFee, async (code, fiatGiven, fiat, fee) => {
          const amount = fiatGiven ? { FiatAmount: fiat } : { CryptoAmount: div(fiat, rateOf(code, 'EUR'), CRYPTO_DP[code] ?? 8, 'up') };
          const prepared = await h.call('POST', '/v1/transactions/sell/prepare', {
            ChannelID: DE_SEPA, CryptoCurrency: code, CustomerID: 'cust-1', Form: sepaForm, Quoted: true, DelayedSell: true, ...amount,
            ...(fee ? { BusinessFee: { ...fee, FiatCurrency: 'EUR' } } : {}),
          });
          if (prepared.status === 400) return; // under the channel's minimum once the fees are taken: refused, never quoted
          expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
          const quote = prepared.body.SellQuote;
          expect(quoteAddsUp({ rate: quote.Rate, cryptoAmount: quote.CryptoAmount, fiatAmount: quote.FiatAmount, totalFee: quote.TotalFee, fiatCurrency: quote.FiatCurrency }), JSON.stringify(quote)).toBe(true);
          expect(breakdownAgrees(prepared.body.Breakdown, quote.TotalFee, quote.FiatAmount), JSON.stringify(prepared.body.Breakdown)).toBe(true);
          await h.control('/balances', { CryptoCurrency: code, Available: '1000000', Total: '1000000' });
          const sold = await h.call('POST', '/v1/transactions/sell', {
            FormSessionID: prepared.body.FormSessionID, CryptoCurrency: code, CryptoAuthorizedAmount: quote.CryptoAmount, FiatAmount: quote.FiatAmount, Nonce: crypto.randomUUID(),
          });
          expect(sold.status, JSON.stringify(sold.body)).toBe(202);
          const tx = sold.body.Transaction;
          expect(quoteAddsUp({ rate: tx.FiatPayment.Rate, cryptoAmount: tx.Amount, fiatAmount: tx.FiatPayment.Amount, totalFee: tx.FiatPayment.FeeAmount, fiatCurrency: tx.FiatPayment.FiatCurrency })).toBe(true);
          expect(breakdownAgrees(tx.Breakdown, tx.FiatPayment.FeeAmount, tx.FiatPayment.Amount)).toBe(true);
        }),
        { numRuns: 60 },
      );
    });
  });
});
