// A money amount as a customer types it in their locale → the spec's decimal string ("1000.5"), or
// why not: read by the kit's own reader (parseLocaleAmount, the rules of its sell amount field), and
// on top of it the transfer's own rules: more than 0, no more decimals than the currency has, and
// at most a maximum.
import { localeSeparators, parseLocaleAmount, toLocaleText } from 'rampkit';

export { localeSeparators, toLocaleText };

export type AmountProblem = 'digits' | 'positive' | 'ambiguous' | 'decimals' | 'max';
export type TypedAmount = { amount: string } | { problem: AmountProblem };

/** What was typed, read in the locale as the spec's decimal string, before any other check; undefined when it is no amount. */
export function readAmount(typed: string, locale: string): string | undefined {
  const found = parseLocaleAmount(typed, locale);
  return found.kind === 'amount' ? found.amount : undefined;
}

/** How many decimals a currency's amounts carry (2 for EUR and USD). */
export const currencyDecimals = (currency: string): number => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** The spec's decimal string without leading zeros or trailing fraction zeros ("007.50" → "7.5"). */
const tidy = (amount: string) => {
  const [integer, fraction = ''] = amount.split('.') as [string, string?];
  const int = integer.replace(/^0+(?=\d)/, '');
  const frac = fraction.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
};

/** Whether a spec decimal string is above a whole number (no float rounding: digits compared). */
function above(amount: string, max: number): boolean {
  const [integer, fraction = ''] = tidy(amount).split('.') as [string, string?];
  const limit = String(max);
  if (integer.length !== limit.length) return integer.length > limit.length;
  return integer > limit || (integer === limit && /[1-9]/.test(fraction));
}

/**
 * An amount of `currency` as typed in `locale`: the spec's decimal string, or the problem to say.
 * `typed` with letters ("abc", "1e3", "10 EUR") asks for digits; a sign, nothing or zero asks for
 * more than 0.
 */
export function readTypedAmount(typed: string, locale: string, currency: string, max: number): TypedAmount {
  const found = parseLocaleAmount(typed, locale);
  if (found.kind === 'ambiguous') return { problem: 'ambiguous' };
  if (found.kind !== 'amount') return { problem: /[^\d.,\s+\-\u2212]/u.test(typed) ? 'digits' : 'positive' };
  const amount = tidy(found.amount);
  if (!/[1-9]/.test(amount)) return { problem: 'positive' };
  if ((amount.split('.')[1] ?? '').length > currencyDecimals(currency)) return { problem: 'decimals' };
  if (above(amount, max)) return { problem: 'max' };
  return { amount: found.amount };
}


/** An amount cut (not rounded) to a number of decimals: the example for one typed too finely ("10.555" → "10.55"). */
export function cutTo(amount: string, decimals: number): string {
  const [integer, fraction = ''] = tidy(amount).split('.') as [string, string?];
  const kept = fraction.slice(0, decimals).replace(/0+$/, '');
  return kept ? `${integer}.${kept}` : integer;
}
