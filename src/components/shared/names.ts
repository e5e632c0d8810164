// Human names for codes the contract lists (payment method types, networks), in the kit's locale.
// Proper nouns come from one table (i18n/proper-names.ts), the words around them from the locale.
// A code the service adds later, with no name yet, still reads as words rather than as code.
import type { MessageKey, Translate } from '../../i18n';
import { englishCore } from '../../i18n';
import { CRYPTO_NAMES, METHOD_BRAND_NAMES, NETWORK_NAMES, TEST_CRYPTO_CURRENCIES, TEST_NETWORKS } from '../../i18n/proper-names';

const known = (key: string): key is MessageKey => key in englishCore;

/** PascalCase read as words: "BankNewRail" → "Bank New Rail" (the fallback for unknown codes). */
export const splitPascalCase = (code: string) => code.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** "BankSepa" → "SEPA bank transfer" (en) / "SEPA-Überweisung" (de); "IdentifierPix" → "Pix". */
export function methodTypeName(type: string, t: Translate): string {
  const brand = METHOD_BRAND_NAMES[type];
  if (brand) return brand;
  const key = `name.method.${type}`;
  return known(key) ? t(key) : splitPascalCase(type);
}

/** Whether a method type has its own name (then the category would only repeat it). */
export const isKnownMethodType = (type: string): boolean => type in METHOD_BRAND_NAMES || known(`name.method.${type}`);

/**
 * "USD" → "US Dollar" / "US-Dollar": the currencies the kit offers a choice of from the catalogue
 * (so every locale, the pseudo-locale too, says them in its words), any other from Intl.
 */
export function fiatName(code: string, t: Translate, locale: string): string {
  const key = `name.fiat.${code}`;
  return known(key) ? t(key) : (new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code);
}

/** "EthereumTestSepolia" → "Ethereum Sepolia (test network)" / "Ethereum Sepolia (Testnetz)". */
export function networkName(network: string, t: Translate): string {
  const name = NETWORK_NAMES[network];
  if (name) return TEST_NETWORKS.has(network) ? t('name.network.test', { name }) : name;
  const key = `name.network.${network}`;
  return known(key) ? t(key) : splitPascalCase(network);
}

/** "ETH" → "Ether"; "ETH_TEST_SEPOLIA" → "Ether (test network)" / "Ether (Testnetz)"; an unknown code as sent. */
export function cryptoName(code: string, t: Translate): string {
  const name = CRYPTO_NAMES[code];
  if (!name) return code;
  return TEST_CRYPTO_CURRENCIES.has(code) ? t('name.network.test', { name }) : name;
}

/** "BTC_TEST" → "Bitcoin" and whether it is a test network's coin: for a tight place (the amount's pill) that marks the test apart. */
export function cryptoShortName(code: string): { name: string; test: boolean } {
  return { name: CRYPTO_NAMES[code] ?? code, test: TEST_CRYPTO_CURRENCIES.has(code) };
}
