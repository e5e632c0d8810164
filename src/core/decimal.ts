// Money stays a decimal string until it is shown; arithmetic is exact on BigInt (a value is an
// integer and a count of decimals), never Number, so 0.1 + 0.2 is 0.3 and a 38-digit amount keeps
// every digit. It answers as big.js did (the kit used it before; decimal.test.ts holds the two
// equal on random amounts): quotients to 20 decimals rounded half-up, then to what the caller asks.
import { currencyDecimals, currencyKind } from '../api/currencies';

export type Decimal = string;
export type Rounding = 'down' | 'half-up' | 'up';

/** value = int / 10^scale */
type Exact = { int: bigint; scale: number };

/** big.js's default precision of a quotient. */
const QUOTIENT_DECIMALS = 20;
const NUMBER = /^([-+])?(\d+\.?\d*|\.\d+)(?:e([-+]?\d+))?$/i;
const TEN = 10n;

function parse(value: Decimal): Exact {
  const match = NUMBER.exec(value.trim());
  if (!match) throw new TypeError(`Invalid decimal: ${value}`);
  const [, sign, digits = '', exponent] = match;
  const [whole = '', fraction = ''] = digits.split('.');
  let int = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - Number(exponent ?? 0);
  if (scale < 0) {
    int *= TEN ** BigInt(-scale);
    scale = 0;
  }
  return { int: sign === '-' ? -int : int, scale };
}

const align = (a: Exact, b: Exact): [bigint, bigint, number] => {
  const scale = Math.max(a.scale, b.scale);
  return [a.int * TEN ** BigInt(scale - a.scale), b.int * TEN ** BigInt(scale - b.scale), scale];
};

/** The shortest plain form: no exponent, no trailing zeros after the point. */
function plain({ int, scale }: Exact): Decimal {
  const negative = int < 0n;
  let digits = (negative ? -int : int).toString();
  if (scale > 0) {
    digits = digits.padStart(scale + 1, '0');
    digits = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`.replace(/\.?0+$/, '');
  }
  return negative && digits !== '0' ? `-${digits}` : digits;
}

/** To `dp` decimals: down = towards zero, up = away from zero, half-up = half away from zero. */
function roundExact(value: Exact, dp: number, rounding: Rounding): Exact {
  if (value.scale <= dp) return value;
  const divisor = TEN ** BigInt(value.scale - dp);
  const magnitude = value.int < 0n ? -value.int : value.int;
  let kept = magnitude / divisor;
  const rest = magnitude % divisor;
  if (rest !== 0n && (rounding === 'up' || (rounding === 'half-up' && rest * 2n >= divisor))) kept += 1n;
  return { int: value.int < 0n ? -kept : kept, scale: dp };
}

function quotient(a: Exact, b: Exact): Exact {
  if (b.int === 0n) throw new RangeError('Division by zero');
  // a/b = (a.int * 10^b.scale) / (b.int * 10^a.scale), truncated one decimal further than kept:
  // that decimal alone decides half-up (5 or more rounds away from zero, whatever follows it).
  const scale = QUOTIENT_DECIMALS + 1;
  const truncated = (a.int * TEN ** BigInt(b.scale + scale)) / (b.int * TEN ** BigInt(a.scale));
  return roundExact({ int: truncated, scale }, QUOTIENT_DECIMALS, 'half-up');
}

const exact = (value: Decimal): Exact => parse(value.replace(/^\+/, ''));

/** The same amount in its shortest plain form ("+1.50" → "1.5"). */
export const normalize = (value: Decimal): Decimal => plain(exact(value));
export const add = (...values: Decimal[]): Decimal =>
  plain(values.map(exact).reduce<Exact>((sum, v) => { const [x, y, scale] = align(sum, v); return { int: x + y, scale }; }, { int: 0n, scale: 0 }));
export const sub = (a: Decimal, b: Decimal): Decimal => {
  const [x, y, scale] = align(exact(a), exact(b));
  return plain({ int: x - y, scale });
};
const times = (a: Exact, b: Exact): Exact => ({ int: a.int * b.int, scale: a.scale + b.scale });
export const mul = (a: Decimal, b: Decimal): Decimal => plain(times(exact(a), exact(b)));
export const div = (a: Decimal, b: Decimal, dp: number, rounding: Rounding = 'half-up'): Decimal =>
  plain(roundExact(quotient(exact(a), exact(b)), dp, rounding));
export const round = (a: Decimal, dp: number, rounding: Rounding = 'half-up'): Decimal => plain(roundExact(exact(a), dp, rounding));
export const compare = (a: Decimal, b: Decimal): -1 | 0 | 1 => {
  const [x, y] = align(exact(a), exact(b));
  return x < y ? -1 : x > y ? 1 : 0;
};
const HUNDRED: Exact = { int: 100n, scale: 0 };
export const percentOf = (amount: Decimal, percent: Decimal): Decimal => plain(quotient(times(exact(amount), exact(percent)), HUNDRED));

/** Where an amount stands against a channel's limits. */
export function limitCheck(amount: Decimal, min: Decimal, max?: Decimal): 'below' | 'within' | 'above' {
  if (compare(amount, min) < 0) return 'below';
  if (max !== undefined && compare(amount, max) > 0) return 'above';
  return 'within';
}

/** Digits after the point in a decimal string as written ("1.50" has 2). */
export const fractionDigits = (value: Decimal): number => normalize(value).split('.')[1]?.length ?? 0;

/**
 * The one precision rule for an amount in a currency (the kit's amount step and the sandbox's
 * checks both ask it): the currency's decimals when the amount has more of them (a cent fraction of
 * EUR, a seventh USDC decimal), which cannot be paid or sent as given and which rounding would
 * change; undefined when it fits, or when the contract does not list the code (nothing is guessed).
 */
export function decimalsExceeded(amount: Decimal, currency: string): number | undefined {
  const decimals = currencyDecimals(currency);
  return decimals !== undefined && fractionDigits(amount) > decimals ? decimals : undefined;
}

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
  const text = format.format(normalize(value) as unknown as number);
  return kind === 'fiat' || currency === undefined ? text : `${text} ${currency}`;
}

/** A percent given in percent units ("0.5" is 0.5 %), formatted for the locale. */
export function formatPercent(value: Decimal, locale = 'en'): string {
  const fraction = plain(quotient(exact(value), HUNDRED));
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(fraction as unknown as number);
}
