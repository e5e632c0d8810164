// The sandbox's amounts carry each crypto currency's decimals from the contract's one table.
import { describe, expect, it } from 'vitest';
import { CRYPTO_DECIMALS } from '../api/currencies';
import { decimalsExceeded } from '../core/decimal';
import { CRYPTO_DP, precisionProblems, priceSell } from './money';
import { seedChannels } from './seed/channels';

describe('sandbox money', () => {
  it("refuses too many decimals by the kit's own rule (decimalsExceeded), so the amount step refuses what the sandbox would", () => {
    for (const [amount, currency] of [['25.123', 'EUR'], ['25.12', 'EUR'], ['0.1234567', 'USDC_TEST'], ['3', 'JPY'], ['3.1', 'JPY']] as const) {
      expect(precisionProblems(amount, currency, 'FiatAmount').length > 0).toBe(decimalsExceeded(amount, currency) !== undefined);
    }
  });

  it('takes the decimals of every crypto it trades from CRYPTO_DECIMALS', () => {
    expect(Object.keys(CRYPTO_DP).sort()).toEqual(['BTC_TEST', 'ETH_TEST_SEPOLIA', 'USDC_TEST']);
    for (const [code, dp] of Object.entries(CRYPTO_DP)) expect(dp).toBe(CRYPTO_DECIMALS[code as keyof typeof CRYPTO_DECIMALS]);
  });

  it('prices an ETH sell to the wei, as the kit reads it', () => {
    const channel = seedChannels.find((c) => c.FiatCurrency === 'EUR')!;
    const { cryptoAmount } = priceSell(channel, 'ETH_TEST_SEPOLIA', { fiat: '100' });
    const decimals = cryptoAmount.split('.')[1] ?? '';
    expect(decimals.length).toBeGreaterThan(8);
    expect(decimals.length).toBeLessThanOrEqual(18);
  });
});
