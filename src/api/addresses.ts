// What a crypto destination looks like on each network, and which networks carry which currency:
// the service refuses a bank-deposit workflow that would send to an address no chain has (an
// on-chain send cannot be undone), and so does the sandbox. Formats, not checksums: a mistyped
// but well-formed address is the chain's to refuse.
import { ACCOUNT_BASED_NETWORKS } from './common';

const EVM = /^0x[0-9a-fA-F]{40}$/;
const SOLANA = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
// Bech32 (segwit, taproot) or base58 (P2PKH, P2SH), mainnet and test prefixes.
const BITCOIN = /^(?:(?:bc1|tb1|bcrt1)[02-9ac-hj-np-z]{6,87}|[13mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/i;

const BITCOIN_NETWORKS: ReadonlySet<string> = new Set(['Bitcoin', 'BitcoinTest', 'Lightning']);
const ACCOUNT_BASED: ReadonlySet<string> = new Set(ACCOUNT_BASED_NETWORKS);

/** Whether `address` is an EVM account (hex, so any letter case names the same account). */
export const isEvmAddress = (address: string): boolean => EVM.test(address);

/** Whether `address` has the form of an address on `network`; Lightning and OffNetwork take any (invoices, LN addresses, internal ids). */
export function addressFitsNetwork(network: string, address: string): boolean {
  if (network === 'Bitcoin' || network === 'BitcoinTest') return BITCOIN.test(address);
  if (network === 'Solana' || network === 'SolanaDevnet') return SOLANA.test(address);
  if (ACCOUNT_BASED.has(network)) return isEvmAddress(address);
  return address.trim().length > 0;
}

/** Whether `network` carries `cryptoCurrency` (BTC on Bitcoin or Lightning, USDC on the account-based chains); OffNetwork carries any. */
export function networkCarries(network: string, cryptoCurrency: string): boolean {
  if (network === 'OffNetwork') return true;
  if (cryptoCurrency.startsWith('BTC')) return BITCOIN_NETWORKS.has(network);
  if (cryptoCurrency.startsWith('USDC')) return ACCOUNT_BASED.has(network);
  return true;
}
