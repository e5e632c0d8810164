// What the demo keeps of a deposit rule it made: what the page shows again, nothing of another
// shape, a quoted address only until its quote ends (by this device's clock).
import { describe, expect, it } from 'vitest';
import { quoteEndsAt } from 'rampkit';
import type { DepositRuleResponse, SellQuote } from 'rampkit/api';
import { addressesOf, MAX_KEPT, readKept, stillSelling, withAdded, type DepositAddress } from './deposit-addresses';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const rule = (address: string, amounts: DepositRuleResponse['Conditions'][number]['AmountConditions'] = []): DepositRuleResponse => ({
  RuleID: '7d9f2d1e-0000-4000-8000-000000000001',
  Conditions: [{ AmountConditions: amounts, CryptoCurrency: 'ETH_TEST_SEPOLIA', Network: 'EthereumTestSepolia', DestinationAddress: { Address: address } }],
});
const quote = { CryptoAmount: '0.05', Expiry: '2026-03-02T10:02:00Z' } as SellQuote;

describe('the deposit addresses the demo keeps', () => {
  it('keeps the address, its network and crypto, the trigger, the amount condition and when it was made: not the rule id', () => {
    const [kept] = addressesOf(rule('0xabc', [{ ComparisonOperator: 'GTEQ', Value: '0.01' }]), { trigger: 'permanent', now: NOW });
    expect(kept).toEqual({ address: '0xabc', network: 'EthereumTestSepolia', crypto: 'ETH_TEST_SEPOLIA', trigger: 'permanent', amounts: [{ ComparisonOperator: 'GTEQ', Value: '0.01' }], created: '2026-03-02T10:00:00.000Z' });
  });

  it('keeps a quoted address until its quote ends on this device’s clock, then no longer lists it', () => {
    // This device is about 30 s behind the server. A Date header's whole second is read at its end
    // (the kit's countdown does so, never showing more time than is left): 31 s behind, the quote
    // ends at 10:01:29 by this device's clock, the instant PriceQuote's countdown reaches 0.
    const servedAt = { serverNow: 'Mon, 02 Mar 2026 10:00:30 GMT', receivedAt: NOW };
    const [kept] = addressesOf(rule('0xq'), { trigger: 'quoted', quote, servedAt, now: NOW });
    expect(kept!.until).toBe('2026-03-02T10:01:29.000Z');
    expect(Date.parse(kept!.until!)).toBe(quoteEndsAt(quote.Expiry, servedAt));
    expect(kept!.amounts).toEqual([{ ComparisonOperator: 'EQ', Value: '0.05' }]);
    expect(stillSelling([kept!], Date.parse('2026-03-02T10:01:28Z'))).toHaveLength(1);
    expect(stillSelling([kept!], Date.parse('2026-03-02T10:01:29Z'))).toEqual([]);
  });

  it('lists the newest first, an address once, and at most MAX_KEPT', () => {
    const made = (address: string, at: number) => addressesOf(rule(address), { trigger: 'single', now: at });
    let kept: DepositAddress[] = [];
    for (let i = 0; i < MAX_KEPT + 5; i++) kept = withAdded(kept, made(`0x${i}`, NOW + i), NOW + i);
    expect(kept).toHaveLength(MAX_KEPT);
    expect(kept[0]!.address).toBe(`0x${MAX_KEPT + 4}`);
    kept = withAdded(kept, made('0x10', NOW + 100), NOW + 100);
    expect(kept.filter((a) => a.address === '0x10')).toHaveLength(1);
    expect(kept[0]!.address).toBe('0x10');
  });

  it('reads back what it wrote, and nothing of another shape', () => {
    const kept = addressesOf(rule('0xabc'), { trigger: 'single', now: NOW });
    expect(readKept(JSON.stringify(kept))).toEqual(kept);
    expect(readKept('not json')).toEqual([]);
    expect(readKept('{"address":"0xabc"}')).toEqual([]);
    expect(readKept(JSON.stringify([{ ...kept[0], trigger: 'sometimes' }, { ...kept[0], amounts: [{ ComparisonOperator: 'EQ', Value: '1e3' }] }, kept[0]]))).toEqual(kept);
  });
});
