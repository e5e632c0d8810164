import { describe, expect, it } from 'vitest';
import { PRODUCTION_NETWORKS, SANDBOX_NETWORKS } from '../api/common';
import { explorerUrl } from './explorer';

describe('explorerUrl', () => {
  it('links every public network, production and sandbox, and never OffNetwork', () => {
    for (const network of [...PRODUCTION_NETWORKS, ...SANDBOX_NETWORKS].filter((n) => n !== 'OffNetwork')) {
      expect(explorerUrl(network, '0xabc'), network).toMatch(/^https:\/\/[^/]+\/.*0xabc/);
    }
    expect(explorerUrl('OffNetwork', 'x')).toBeUndefined();
    expect(explorerUrl('Ethereum', undefined)).toBeUndefined();
  });
  it('keeps sandbox transactions off the production explorers', () => {
    expect(explorerUrl('EthereumTestSepolia', '0x1')).toContain('sepolia.');
    expect(explorerUrl('SolanaDevnet', 'sig')).toContain('cluster=devnet');
  });
});
