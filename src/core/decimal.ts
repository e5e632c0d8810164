// Money stays a decimal string until it is shown; arithmetic goes through big.js, never Number,
// so 0.1 + 0.2 is 0.3 and a 38-digit amount keeps every digit.
import Big from 'big.js';

export type Decimal = string;
export type Rounding = 'down' | 'half-up' | 'up';

const ROUND: Record<Rounding, Big.RoundingMode> = { down: Big.roundDown, 'half-up': Big.roundHalfUp, up: Big.roundUp };

export const toBig = (value: Decimal | Big): Big => (value instanceof Big ? value : new Big(value.replace(/^\+/, '')));
export const add = (...values: (Decimal | Big)[]): Decimal => values.reduce<Big>((sum, v) => sum.plus(toBig(v)), new Big(0)).toFixed();
export const sub = (a: Decimal | Big, b: Decimal | Big): Decimal => toBig(a).minus(toBig(b)).toFixed();
export const mul = (a: Decimal | Big, b: Decimal | Big): Decimal => toBig(a).times(toBig(b)).toFixed();
export const div = (a: Decimal | Big, b: Decimal | Big, dp: number, rounding: Rounding = 'half-up'): Decimal => toBig(a).div(toBig(b)).round(dp, ROUND[rounding]).toFixed();
export const round = (a: Decimal | Big, dp: number, rounding: Rounding = 'half-up'): Decimal => toBig(a).round(dp, ROUND[rounding]).toFixed();
export const compare = (a: Decimal | Big, b: Decimal | Big): -1 | 0 | 1 => toBig(a).cmp(toBig(b)) as -1 | 0 | 1;
export const percentOf = (amount: Decimal | Big, percent: Decimal | Big): Decimal => toBig(amount).times(toBig(percent)).div(100).toFixed();

/** Where an amount stands against a channel's limits. */
export function limitCheck(amount: Decimal, min: Decimal, max?: Decimal): 'below' | 'within' | 'above' {
  if (compare(amount, min) < 0) return 'below';
  if (max !== undefined && compare(amount, max) > 0) return 'above';
  return 'within';
}

/**
 * Formats a decimal string for people. Intl.NumberFormat formats a numeric *string* exactly (no
 * float round-trip) in current engines, so large and precise amounts keep their digits.
 */
export function formatAmount(value: Decimal, options: { locale?: string; currency?: string; maximumFractionDigits?: number; minimumFractionDigits?: number } = {}): string {
  const { locale = 'en', currency, maximumFractionDigits, minimumFractionDigits } = options;
  const fiat = currency !== undefined && /^[A-Z]{3}$/.test(currency);
  const format = new Intl.NumberFormat(locale, {
    ...(fiat ? { style: 'currency', currency } : {}),
    ...(maximumFractionDigits !== undefined ? { maximumFractionDigits } : fiat ? {} : { maximumFractionDigits: 8 }),
    ...(minimumFractionDigits !== undefined ? { minimumFractionDigits } : {}),
  });
  const text = format.format(toBig(value).toFixed() as unknown as number);
  return fiat || currency === undefined ? text : `${text} ${currency}`;
}

/** A percent given in percent units ("0.5" is 0.5 %), formatted for the locale. */
export function formatPercent(value: Decimal, locale = 'en'): string {
  const fraction = toBig(value).div(100).toFixed();
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(fraction as unknown as number);
}
