// Where a PublicID can be looked up, per network (production and its sandbox pair). OffNetwork
// transactions have no public record.
import type { Network } from '../api/common';

const EXPLORERS: Partial<Record<Network, (id: string) => string>> = {
  Bitcoin: (id) => `https://mempool.space/tx/${id}`,
  BitcoinTest: (id) => `https://mempool.space/testnet4/tx/${id}`,
  Ethereum: (id) => `https://etherscan.io/tx/${id}`,
  EthereumTestSepolia: (id) => `https://sepolia.etherscan.io/tx/${id}`,
  Base: (id) => `https://basescan.org/tx/${id}`,
  BaseTestSepolia: (id) => `https://sepolia.basescan.org/tx/${id}`,
  Celo: (id) => `https://celoscan.io/tx/${id}`,
  CeloTestSepolia: (id) => `https://celo-sepolia.blockscout.com/tx/${id}`,
  FlowEvm: (id) => `https://evm.flowscan.io/tx/${id}`,
  FlowEvmTest: (id) => `https://evm-testnet.flowscan.io/tx/${id}`,
  Gnosis: (id) => `https://gnosisscan.io/tx/${id}`,
  GnosisTestChiado: (id) => `https://gnosis-chiado.blockscout.com/tx/${id}`,
  PolygonPos: (id) => `https://polygonscan.com/tx/${id}`,
  PolygonTestAmoy: (id) => `https://amoy.polygonscan.com/tx/${id}`,
  Solana: (id) => `https://explorer.solana.com/tx/${id}`,
  SolanaDevnet: (id) => `https://explorer.solana.com/tx/${id}?cluster=devnet`,
};

export function explorerUrl(network: Network, publicId: string | undefined): string | undefined {
  if (!publicId) return undefined;
  return EXPLORERS[network]?.(encodeURIComponent(publicId));
}
