// Which networks a deposit rule can watch for a currency. The spec lists the account-based networks
// a rule accepts, not which currency lives on which: this is the kit's table of where each one is
// issued natively (docs/adr/0090). A sandbox currency (ETH_TEST_SEPOLIA, USDC_TEST) is only ever on
// test networks, a production one only on production networks, so a sandbox never defaults to a
// production network it refuses ("Celo is a production network") and never lists one first.
import { ACCOUNT_BASED_NETWORKS } from '../../api/common';

/** Networks per currency, most used first (the first is the default). Bitcoin has no account-based network. */
export const DEPOSIT_NETWORKS_BY_CRYPTO: Readonly<Record<string, readonly string[]>> = {
  ETH: ['Ethereum', 'Base'],
  USDC: ['Ethereum', 'Base', 'PolygonPos', 'Solana', 'Celo'],
  BTC: [],
  ETH_TEST_SEPOLIA: ['EthereumTestSepolia', 'BaseTestSepolia'],
  USDC_TEST: ['EthereumTestSepolia', 'BaseTestSepolia', 'PolygonTestAmoy', 'SolanaDevnet', 'CeloTestSepolia'],
  BTC_TEST: [],
};

const accountBased = (n: string) => (ACCOUNT_BASED_NETWORKS as readonly string[]).includes(n);

/**
 * The networks to offer for a currency: the host's list (in its order) where given, kept to those
 * the currency is on; else the kit's table. A currency the table does not know yet (the service
 * added it) keeps the host's account-based networks, or offers none rather than guessing.
 */
export function depositNetworks(cryptoCurrency: string, hostNetworks?: readonly string[]): string[] {
  const known = DEPOSIT_NETWORKS_BY_CRYPTO[cryptoCurrency];
  if (!hostNetworks) return [...(known ?? [])];
  return hostNetworks.filter((n) => accountBased(n) && (!known || known.includes(n)));
}
