// Proper nouns: a network's or a payment brand's name is the same in every language, so it is
// written once, here. The catalogues hold only what translates: the words around a name ("(test
// network)", "bank transfer") and names that are descriptions ("Off-chain (internal transfer)").

/** The contract's network codes and the names people know them by. */
export const NETWORK_NAMES: Readonly<Record<string, string>> = {
  Base: 'Base',
  Bitcoin: 'Bitcoin',
  Celo: 'Celo',
  Ethereum: 'Ethereum',
  FlowEvm: 'Flow EVM',
  Gnosis: 'Gnosis',
  PolygonPos: 'Polygon PoS',
  Solana: 'Solana',
  Lightning: 'Lightning',
  BaseTestSepolia: 'Base Sepolia',
  BitcoinTest: 'Bitcoin Testnet',
  CeloTestSepolia: 'Celo Sepolia',
  EthereumTestSepolia: 'Ethereum Sepolia',
  FlowEvmTest: 'Flow EVM Testnet',
  GnosisTestChiado: 'Gnosis Chiado',
  PolygonTestAmoy: 'Polygon Amoy',
  SolanaDevnet: 'Solana Devnet',
};

/** Networks where nothing has value: named with the locale's "(test network)". */
export const TEST_NETWORKS: ReadonlySet<string> = new Set(['BaseTestSepolia', 'BitcoinTest', 'CeloTestSepolia', 'EthereumTestSepolia', 'FlowEvmTest', 'GnosisTestChiado', 'PolygonTestAmoy', 'SolanaDevnet']);

/** The contract's crypto currency codes and the names people know them by; a sandbox code is the same coin on a test network. */
export const CRYPTO_NAMES: Readonly<Record<string, string>> = { BTC: 'Bitcoin', ETH: 'Ether', USDC: 'USDC', BTC_TEST: 'Bitcoin', ETH_TEST_SEPOLIA: 'Ether', USDC_TEST: 'USDC' };

/** Crypto currencies of the sandbox: named with the locale's "(test network)". */
export const TEST_CRYPTO_CURRENCIES: ReadonlySet<string> = new Set(['BTC_TEST', 'ETH_TEST_SEPOLIA', 'USDC_TEST']);

/** Payment method types that are a brand, not a description. */
export const METHOD_BRAND_NAMES: Readonly<Record<string, string>> = { IdentifierPix: 'Pix' };
