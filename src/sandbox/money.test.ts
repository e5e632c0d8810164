// The sandbox's amounts carry each crypto currency's decimals from the contract's one table.
import { describe, expect, it } from 'vitest';
import { CRYPTO_DECIMALS } from '../api/currencies';
import { CRYPTO_DP, priceSell } from './money';
import { seedChannels } from './seed/channels';

describe('sandbox money', () => {
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
