import { describe, expect, it } from 'vitest';
import { depositNetworks } from './networks';
import { TEST_NETWORKS } from '../../i18n/proper-names';

describe('depositNetworks', () => {
  it('offers a sandbox currency only test networks, never a production one first (the sandbox refuses Celo)', () => {
    for (const crypto of ['ETH_TEST_SEPOLIA', 'USDC_TEST']) {
      const offered = depositNetworks(crypto);
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.every((n) => TEST_NETWORKS.has(n))).toBe(true);
    }
    expect(depositNetworks('USDC_TEST')[0]).toBe('EthereumTestSepolia');
  });

  it('offers a production currency only production networks', () => {
    expect(depositNetworks('USDC').some((n) => TEST_NETWORKS.has(n))).toBe(false);
    expect(depositNetworks('ETH')).toEqual(['Ethereum', 'Base']);
  });

  it('keeps the host’s list and order, less what the currency is not on', () => {
    expect(depositNetworks('USDC_TEST', ['Celo', 'SolanaDevnet', 'CeloTestSepolia', 'BitcoinTest'])).toEqual(['SolanaDevnet', 'CeloTestSepolia']);
    expect(depositNetworks('ETH_TEST_SEPOLIA', ['CeloTestSepolia'])).toEqual([]);
  });

  it('has no network for Bitcoin, which no account-based network carries', () => {
    expect(depositNetworks('BTC_TEST')).toEqual([]);
  });
});
