// An amount as a customer types it in their locale → the spec's decimal string ("1000.5"), or why
// not. The locale's own separators come from Intl (formatToParts), so "1.000,50" is 1000.50 in
// German and "1,000.50" in English. A plain dot-decimal ("150.50", the spec's own format) is
// accepted in every locale where it cannot be read as the locale's grouping. What could be read two
// ways is refused rather than guessed ("1,5" in English: one and a half, or fifteen?), and what
// is read is shown back to the customer before it is sent (docs/adr/0016).
import { isTransactionAmount } from '../api/values';
import { compare } from './decimal';

export interface LocaleSeparators {
  /** The locale's decimal separator: "." (en) or "," (de, es, fr, it, pt). */
  decimal: string;
  /** The locale's group separator: "," (en), "." (de, es, it, pt), a narrow no-break space (fr). */
  group: string;
}

export type LocaleAmount =
  /** Nothing but spaces typed. */
  | { kind: 'empty' }
  /** The spec's decimal string: digits, an optional "." and digits; no sign, no grouping. */
  | { kind: 'amount'; amount: string }
  /** Separators that could mean a decimal point or grouping: refused, never guessed. */
  | { kind: 'ambiguous' }
  /** Not a number (letters, a sign, a separator with no digits after it). */
  | { kind: 'invalid' };

const cache = new Map<string, LocaleSeparators>();

/** The decimal and group separators Intl uses for a locale. */
export function localeSeparators(locale: string): LocaleSeparators {
  let found = cache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    found = { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.', group: parts.find((p) => p.type === 'group')?.value ?? ',' };
    cache.set(locale, found);
  }
  return found;
}

// Spaces of every kind (a typed space, the no-break and narrow no-break spaces Intl writes) group
// digits and never mark decimals, so they are one and the same separator here.
const SPACES = /[\s\u00a0\u202f\u2009]+/g;
const SPACE = ' ';

/** "1.234.567" as thousands: a first group of 1-3 digits (not starting with 0), then groups of exactly 3. */
function isGrouped(integer: string, separator: string): boolean {
  const groups = integer.split(separator);
  return groups.length > 1 && /^[1-9]\d{0,2}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

/** An integer part: plain digits, or grouped by one separator (the locale's group or spaces). */
function integerDigits(integer: string, group: string): string | undefined {
  if (/^\d+$/.test(integer)) return integer;
  for (const separator of new Set([group, SPACE])) if (isGrouped(integer, separator)) return integer.split(separator).join('');
  return undefined;
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** Reads what the customer typed as an amount in their locale (see the file's head for the rules). */
export function parseLocaleAmount(typed: string, locale: string): LocaleAmount {
  const separators = localeSeparators(locale);
  const decimal = separators.decimal;
  // A group separator that is neither "." nor "," (a space, or an apostrophe in some locales)
  // never marks decimals either: it reads like a space.
  const group = separators.group === '.' || separators.group === ',' ? separators.group : SPACE;
  const text = (group === SPACE ? typed.replaceAll(separators.group, SPACE) : typed).replace(SPACES, SPACE).trim().replace(/^\+\s?/, '');
  if (!typed.trim()) return { kind: 'empty' };
  if (!/^[\d., ]+$/.test(text) || !/\d/.test(text)) return { kind: 'invalid' };

  const whole = (integer: string, fraction?: string): LocaleAmount => {
    if (fraction !== undefined && !/^\d+$/.test(fraction)) return fraction.includes(SPACE) || !fraction ? { kind: 'invalid' } : { kind: 'ambiguous' };
    const digits = integerDigits(integer, group);
    if (digits === undefined) return /[.,]/.test(integer) ? { kind: 'ambiguous' } : { kind: 'invalid' };
    return { kind: 'amount', amount: fraction === undefined ? digits : `${digits}.${fraction}` };
  };

  // The locale's own decimal separator, once, with only grouping before it: "1.000,50" in German.
  // A bare fraction (",5") or a trailing separator ("150,") says one amount too: 0.5 and 150.
  if (count(text, decimal) === 1 && decimal !== group) {
    const [integer, fraction] = text.split(decimal) as [string, string];
    if (!/\d/.test(integer) && !/\d/.test(fraction)) return { kind: 'invalid' };
    return whole(integer || '0', fraction || undefined);
  }
  if (count(text, decimal) > 1) return { kind: 'ambiguous' };

  // No locale decimal. Grouping by the locale's separator reads as grouping: "1.000" is one
  // thousand in German (shown back before it is sent), "1,000" in English.
  if (isGrouped(text, group)) return whole(text);
  const dots = count(text, '.');
  const commas = count(text, ',');
  if (dots === 1 && commas === 0) {
    // A plain dot-decimal ("1.5", "0.001", "150.50"). Where the dot is neither the locale's
    // decimal nor its group (French groups with spaces), "1.000" could still be someone's
    // thousands: refused.
    if (group !== '.' && decimal !== '.' && isGrouped(text, '.')) return { kind: 'ambiguous' };
    const [integer, fraction] = text.split('.') as [string, string];
    if (!integer) return { kind: 'invalid' };
    return whole(integer, fraction);
  }
  // A comma where it is no decimal and no valid grouping ("1,5" in English), several dots or
  // commas out of place, or both kinds without the locale's order: could mean two things.
  if (dots || commas) return { kind: 'ambiguous' };
  return whole(text);
}

/** The spec's decimal string written with the locale's decimal separator, for an input to show ("1000,5"). */
export function toLocaleText(amount: string, locale: string): string {
  return amount.replace('.', localeSeparators(locale).decimal);
}

/**
 * The amount step's whole rule: the locale's text → the spec's decimal string → the contract's
 * amount rule (isTransactionAmount, 1-38 characters) and more than zero, which nothing can be sold for.
 */
export function readTypedAmount(typed: string, locale: string): { amount: string } | { problem: 'invalid' | 'ambiguous' } {
  const read = parseLocaleAmount(typed, locale);
  if (read.kind === 'ambiguous') return { problem: 'ambiguous' };
  if (read.kind !== 'amount' || !isTransactionAmount(read.amount) || compare(read.amount, '0') <= 0) return { problem: 'invalid' };
  return { amount: read.amount };
}
