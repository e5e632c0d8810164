// Money stays a decimal string until it is shown; arithmetic goes through big.js, never Number,
// so 0.1 + 0.2 is 0.3 and a 38-digit amount keeps every digit.
import Big from 'big.js';
import { currencyDecimals, currencyKind } from '../api/currencies';

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

/** Digits after the point in a decimal string as written ("1.50" has 2). */
const fractionDigits = (value: Decimal): number => toBig(value).toFixed().split('.')[1]?.length ?? 0;

/**
 * Formats a decimal string for people. Intl.NumberFormat formats a numeric *string* exactly (no
 * float round-trip) in current engines, so large and precise amounts keep their digits.
 *
 * What a code is comes from the contract's currency lists (api/currencies), never from its length:
 * - fiat: money style with at least the ISO 4217 minor units; extra digits a rate carries are kept;
 * - crypto: the number, then the code, with up to the asset's decimals (8 for BTC, 18 for ETH), so
 *   0.0016129 BTC shows as "0.0016129 BTC", never rounded to cents;
 * - a code the contract does not list: every digit given, then the code (nothing is guessed).
 * maximumFractionDigits / minimumFractionDigits override those defaults when a caller asks.
 */
export function formatAmount(value: Decimal, options: { locale?: string; currency?: string; maximumFractionDigits?: number; minimumFractionDigits?: number } = {}): string {
  const { locale = 'en', currency } = options;
  const kind = currency === undefined ? undefined : currencyKind(currency);
  const decimals = currency === undefined ? undefined : currencyDecimals(currency);
  const given = fractionDigits(value);
  let min: number;
  let max: number;
  if (kind === 'fiat') {
    min = options.minimumFractionDigits ?? (decimals as number);
    max = options.maximumFractionDigits ?? Math.max(min, given);
  } else {
    min = options.minimumFractionDigits ?? 0;
    max = options.maximumFractionDigits ?? Math.max(min, kind === 'crypto' ? Math.min(given, decimals as number) : given);
  }
  min = Math.min(min, max);
  const format = new Intl.NumberFormat(locale, {
    ...(kind === 'fiat' ? { style: 'currency', currency } : {}),
    minimumFractionDigits: min,
    maximumFractionDigits: Math.min(max, 100),
  });
  const text = format.format(toBig(value).toFixed() as unknown as number);
  return kind === 'fiat' || currency === undefined ? text : `${text} ${currency}`;
}

/** A percent given in percent units ("0.5" is 0.5 %), formatted for the locale. */
export function formatPercent(value: Decimal, locale = 'en'): string {
  const fraction = toBig(value).div(100).toFixed();
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(fraction as unknown as number);
}
