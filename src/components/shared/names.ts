// Human names for codes the contract lists (payment method types, networks), in the kit's locale.
// A code the service adds later, with no message yet, still reads as words rather than as code.
import type { MessageKey, Translate } from '../../i18n';
import { englishCore } from '../../i18n';

const known = (key: string): key is MessageKey => key in englishCore;

/** PascalCase read as words: "BankNewRail" → "Bank New Rail" (the fallback for unknown codes). */
export const splitPascalCase = (code: string) => code.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** "BankSepa" → "SEPA bank transfer" (en) / "SEPA-Überweisung" (de). */
export function methodTypeName(type: string, t: Translate): string {
  const key = `name.method.${type}`;
  return known(key) ? t(key) : splitPascalCase(type);
}

/** Whether a method type has its own name (then the category would only repeat it). */
export const isKnownMethodType = (type: string): boolean => known(`name.method.${type}`);

/** "EthereumTestSepolia" → "Ethereum Sepolia (test network)". */
export function networkName(network: string, t: Translate): string {
  const key = `name.network.${network}`;
  return known(key) ? t(key) : splitPascalCase(network);
}
