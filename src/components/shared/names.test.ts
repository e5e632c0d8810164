import { describe, expect, it } from 'vitest';
import { BANK_DEPOSIT_NETWORKS, KNOWN_PAYMENT_METHOD_TYPES } from '../../api/common';
import { createTranslator, LOCALES, loadMessages } from '../../i18n';
import { METHOD_BRAND_NAMES, NETWORK_NAMES, TEST_NETWORKS } from '../../i18n/proper-names';
import { methodTypeName, networkName, splitPascalCase } from './names';

describe.each(LOCALES)('human names in %s', (locale) => {
  it('names every known payment method type and every network in words, not in code', async () => {
    const messages: Record<string, string> = await loadMessages(locale);
    const t = createTranslator(await loadMessages(locale));
    for (const type of KNOWN_PAYMENT_METHOD_TYPES) {
      expect(messages[`name.method.${type}`] ?? METHOD_BRAND_NAMES[type], `${locale} has a name for ${type}`).toBeTruthy();
      const name = methodTypeName(type, t);
      expect(name, type).not.toBe(type);
      expect(name, type).not.toBe(splitPascalCase(type));
      expect(name, type).not.toMatch(/Bank (Sepa|Ach|Local|Fedwire)|Tokenized|Identifier/);
    }
    for (const network of BANK_DEPOSIT_NETWORKS) {
      const name = networkName(network, t);
      expect(NETWORK_NAMES[network] ?? messages[`name.network.${network}`], `${locale} has a name for ${network}`).toBeTruthy();
      if (!NETWORK_NAMES[network]) expect(name, network).not.toBe(splitPascalCase(network));
      // A test network says so in the locale's words, around the same proper noun.
      if (TEST_NETWORKS.has(network)) expect(name, network).toBe(messages['name.network.test']!.replace('{name}', NETWORK_NAMES[network]!));
      else if (NETWORK_NAMES[network]) expect(name, network).toBe(NETWORK_NAMES[network]);
    }
  });

  it('keeps proper nouns out of the catalogue: no message is a bare network or brand name', async () => {
    const messages: Record<string, string> = await loadMessages(locale);
    const properNouns = new Set([...Object.values(NETWORK_NAMES), ...Object.values(METHOD_BRAND_NAMES)]);
    expect(Object.entries(messages).filter(([key, text]) => key.startsWith('name.') && properNouns.has(text))).toEqual([]);
  });
});

describe('names', () => {
  it('reads as a customer expects in English and German', async () => {
    const en = createTranslator(await loadMessages('en'));
    const de = createTranslator(await loadMessages('de'));
    expect(methodTypeName('BankSepa', en)).toBe('SEPA bank transfer');
    expect(methodTypeName('BankAch', de)).toBe('ACH-Überweisung');
    expect(networkName('EthereumTestSepolia', en)).toBe('Ethereum Sepolia (test network)');
    expect(networkName('PolygonPos', de)).toBe('Polygon PoS');
    expect(networkName('SolanaDevnet', de)).toBe('Solana Devnet (Testnetz)');
    expect(networkName('OffNetwork', de)).toBe('Off-Chain (interne Übertragung)');
    expect(methodTypeName('IdentifierPix', de)).toBe('Pix');
  });
  it('still reads a type the service adds later as words', async () => {
    const en = createTranslator(await loadMessages('en'));
    expect(methodTypeName('BankFasterPayments', en)).toBe('Bank Faster Payments');
    expect(networkName('ArbitrumOne', en)).toBe('Arbitrum One');
  });
});
