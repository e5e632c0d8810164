import { describe, expect, it } from 'vitest';
import { addressFitsNetwork, networkCarries } from './addresses';

describe('destination addresses', () => {
  it.each([
    ['EthereumTestSepolia', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['Base', '0x1111111111111111111111111111111111111111'],
    ['SolanaDevnet', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['Bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['Bitcoin', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
    ['Bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['Bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['BitcoinTest', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    ['BitcoinTest', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
    ['Lightning', 'ana@wallet.example'],
    ['OffNetwork', 'internal-42'],
  ])('takes a %s address of the right form: %s', (network, address) => {
    expect(addressFitsNetwork(network, address)).toBe(true);
  });
  it.each([
    ['EthereumTestSepolia', 'not-an-address'],
    ['EthereumTestSepolia', '0x1'],
    ['EthereumTestSepolia', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['SolanaDevnet', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['SolanaDevnet', '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl'],
    ['BitcoinTest', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['Bitcoin', 'bc1'],
    ['Lightning', '  '],
  ])('refuses on %s: %s', (network, address) => {
    expect(addressFitsNetwork(network, address)).toBe(false);
  });
  it('sends BTC on Bitcoin or Lightning and USDC on the account-based chains', () => {
    expect(networkCarries('BitcoinTest', 'BTC_TEST')).toBe(true);
    expect(networkCarries('Lightning', 'BTC')).toBe(true);
    expect(networkCarries('BaseTestSepolia', 'USDC_TEST')).toBe(true);
    expect(networkCarries('BitcoinTest', 'USDC_TEST')).toBe(false);
    expect(networkCarries('EthereumTestSepolia', 'BTC_TEST')).toBe(false);
    expect(networkCarries('OffNetwork', 'USDC')).toBe(true);
  });
});
