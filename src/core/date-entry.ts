// A date as people type it in their locale (28.2.1990 in German, 28/02/1990 in French) → the ISO
// date the spec sends (1990-02-28), or why not. The order of day, month and year and the separator
// come from Intl's own short date of the locale (formatToParts). The kit's `en` is English for
// everyone, not the United States: neither 05/04 order is English for all of its readers, and a
// wrong guess sends another real date without a word, so `en` is entered year first, as the ISO
// date itself (1990-02-28). An ISO date is read in every locale. Impossible dates (30.02.1990) and
// two-digit years are refused, never guessed.

export type DatePart = 'day' | 'month' | 'year';

export interface DateEntryOrder {
  parts: readonly [DatePart, DatePart, DatePart];
  separator: string;
}

const ISO_ORDER: DateEntryOrder = { parts: ['year', 'month', 'day'], separator: '-' };
const orders = new Map<string, DateEntryOrder>();

/** How a locale writes a date with digits: the order of its parts and its separator. */
export function dateEntryOrder(locale: string): DateEntryOrder {
  if (locale === 'en') return ISO_ORDER;
  let order = orders.get(locale);
  if (!order) {
    const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(Date.UTC(2000, 10, 22));
    const fields = parts.filter((p): p is Intl.DateTimeFormatPart & { type: DatePart } => p.type === 'day' || p.type === 'month' || p.type === 'year').map((p) => p.type);
    const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
    order = fields.length === 3 && new Set(fields).size === 3 ? { parts: fields as [DatePart, DatePart, DatePart], separator } : ISO_ORDER;
    orders.set(locale, order);
  }
  return order;
}

export type DateEntry =
  | { kind: 'empty' }
  | { kind: 'date'; iso: string }
  /** Three numbers that name no day of the calendar (31.04., 29.02.1991, month 13). */
  | { kind: 'impossible' }
  /** Not a date in the locale's order with a four-digit year. */
  | { kind: 'invalid' };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real day of the Gregorian calendar (years 1000 to 9999). */
function isoOf(year: number, month: number, day: number): string | undefined {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return undefined;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/** What the customer typed, read in the locale's order (any of . / - and spaces between the numbers). */
export function parseDateEntry(text: string, order: DateEntryOrder): DateEntry {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const numbers = iso ? [iso[1]!, iso[2]!, iso[3]!] : typed.split(/\s*[./-]\s*|\s+/);
  const parts = iso ? ISO_ORDER.parts : order.parts;
  if (numbers.length !== 3 || !numbers.every((n) => /^\d+$/.test(n))) return { kind: 'invalid' };
  const value = (part: DatePart) => numbers[parts.indexOf(part)]!;
  if (value('year').length !== 4 || value('day').length > 2 || value('month').length > 2) return { kind: 'invalid' };
  const date = isoOf(Number(value('year')), Number(value('month')), Number(value('day')));
  return date ? { kind: 'date', iso: date } : { kind: 'impossible' };
}

/** True when `value` is a real ISO date (YYYY-MM-DD). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return !!m && isoOf(Number(m[1]), Number(m[2]), Number(m[3])) === value;
}

/** An ISO date written in the locale's order (1990-02-28 → 28.02.1990). */
export function formatDateEntry(iso: string, order: DateEntryOrder): string {
  const [year, month, day] = iso.split('-');
  const of: Record<DatePart, string | undefined> = { year, month, day };
  return order.parts.map((p) => of[p] ?? '').join(order.separator);
}

/** The entry's pattern with the locale's letters for each part (TT.MM.JJJJ). */
export function dateEntryPattern(order: DateEntryOrder, letters: Record<DatePart, string>): string {
  return order.parts.map((p) => letters[p]).join(order.separator);
}
