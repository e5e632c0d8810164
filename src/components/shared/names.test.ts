import { describe, expect, it } from 'vitest';
import { BANK_DEPOSIT_NETWORKS, KNOWN_PAYMENT_METHOD_TYPES } from '../../api/common';
import { createTranslator, LOCALES, loadMessages } from '../../i18n';
import { methodTypeName, networkName, splitPascalCase } from './names';

describe.each(LOCALES)('human names in %s', (locale) => {
  it('names every known payment method type and every network in words, not in code', async () => {
    const messages: Record<string, string> = await loadMessages(locale);
    const t = createTranslator(await loadMessages(locale));
    for (const type of KNOWN_PAYMENT_METHOD_TYPES) {
      expect(messages[`name.method.${type}`], `${locale} has a name for ${type}`).toBeTruthy();
      const name = methodTypeName(type, t);
      expect(name, type).not.toBe(type);
      expect(name, type).not.toBe(splitPascalCase(type));
      expect(name, type).not.toMatch(/Bank (Sepa|Ach|Local|Fedwire)|Tokenized|Identifier/);
    }
    for (const network of BANK_DEPOSIT_NETWORKS) {
      expect(messages[`name.network.${network}`], `${locale} has a name for ${network}`).toBeTruthy();
      expect(networkName(network, t), network).toBe(messages[`name.network.${network}`]);
    }
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
  });
  it('still reads a type the service adds later as words', async () => {
    const en = createTranslator(await loadMessages('en'));
    expect(methodTypeName('BankFasterPayments', en)).toBe('Bank Faster Payments');
    expect(networkName('ArbitrumOne', en)).toBe('Arbitrum One');
  });
});
