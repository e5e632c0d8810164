// The spec's postal address strings are printable ASCII (0x20-0x7E). People write "Hauptstraße 5,
// München": rather than refuse a real address, the kit writes it the way a postal form does
// (ß → ss, ü → ue, é → e …) and shows the customer what will be sent. German-style expansion for
// ä ö ü (and å → aa, æ → ae, œ → oe, as Scandinavian and French forms write them), a table for
// letters that have no decomposition (ß, ø, ł, đ, þ …) and for typographic punctuation, then
// Unicode NFKD with the accents dropped for the rest (é, ç, ñ, ş, fullwidth letters, ligatures).
// What is still outside printable ASCII (北京, Москва) is refused by name, never silently dropped.

const PRINTABLE = /^[\x20-\x7E]*$/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

// Letters written as two: the capital form depends on its neighbours (MÜNCHEN → MUENCHEN, Müller → Mueller).
const EXPANDED: Readonly<Record<string, [lower: string, title: string, upper: string]>> = {
  'ä': ['ae', 'Ae', 'AE'], 'ö': ['oe', 'Oe', 'OE'], 'ü': ['ue', 'Ue', 'UE'],
  'å': ['aa', 'Aa', 'AA'], 'æ': ['ae', 'Ae', 'AE'], 'œ': ['oe', 'Oe', 'OE'],
  'ß': ['ss', 'SS', 'SS'], 'þ': ['th', 'Th', 'TH'], 'ŋ': ['ng', 'Ng', 'NG'],
};
const CAPITALS: Readonly<Record<string, string>> = { 'Ä': 'ä', 'Ö': 'ö', 'Ü': 'ü', 'Å': 'å', 'Æ': 'æ', 'Œ': 'œ', 'ẞ': 'ß', 'Þ': 'þ', 'Ŋ': 'ŋ' };

// One letter for one, where NFKD has no decomposition to a base letter.
const SINGLE: Readonly<Record<string, string>> = {
  'ø': 'o', 'Ø': 'O', 'ł': 'l', 'Ł': 'L', 'đ': 'd', 'Đ': 'D', 'ð': 'd', 'Ð': 'D', 'ħ': 'h', 'Ħ': 'H',
  'ı': 'i', 'ŧ': 't', 'Ŧ': 'T', 'ŀ': 'l', 'Ŀ': 'L', 'ĸ': 'k', 'ſ': 's', 'ƒ': 'f',
  // Punctuation and spaces people paste from word processors and phones.
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u2032': "'", '\u00b4': "'", '`': "'",
  '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u201f': '"', '\u2033': '"', '\u00ab': '"', '\u00bb': '"', '\u2039': "'", '\u203a': "'",
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-', '\u2212': '-',
  '\u2026': '...', '\u00b7': '.', '\u2022': '-', '\u00d7': 'x',
  // The ordinal sign of Italian and French addresses ("3° piano", "n° 12"); º and ª decompose by NFKD.
  '\u00b0': 'o',
  '\u00a0': ' ', '\u2007': ' ', '\u202f': ' ', '\u2009': ' ', '\u200a': ' ', '\u3000': ' ', '\t': ' ', '\n': ' ', '\r': ' ',
  // Invisible characters: nothing to send.
  '\u00ad': '', '\u200b': '', '\u200c': '', '\u200d': '', '\u2060': '', '\ufeff': '',
};

const isUpper = (c: string | undefined) => c !== undefined && c !== c.toLowerCase() && c === c.toUpperCase();

export type PrintableAscii =
  /** `text` is printable ASCII; `changed` when it differs from what was given. */
  | { ok: true; text: string; changed: boolean }
  /** Characters no rule writes in ASCII, each named once, in the order they appear. */
  | { ok: false; refused: string[] };

/** One character in ASCII (its neighbours decide the case of a two-letter capital). */
function asciiOf(char: string, before: string | undefined, after: string | undefined): string {
  const lower = CAPITALS[char];
  const expanded = EXPANDED[lower ?? char];
  if (expanded) {
    if (!lower) return expanded[0];
    // All capitals inside a word in capitals (MÜNCHEN, STRAẞE), else a title (Müller, Ärzte).
    const inCapitals = isUpper(after) || (isUpper(before) && !/\p{L}/u.test(after ?? ''));
    return inCapitals ? expanded[2] : expanded[1];
  }
  return SINGLE[char] ?? char.normalize('NFKD').replace(COMBINING_MARKS, '');
}

/** `text` written in printable ASCII, or the characters that cannot be. */
export function toPrintableAscii(text: string): PrintableAscii {
  if (PRINTABLE.test(text)) return { ok: true, text, changed: false };
  const chars = [...text.normalize('NFC')];
  let out = '';
  const refused = new Set<string>();
  chars.forEach((char, i) => {
    const ascii = asciiOf(char, chars[i - 1], chars[i + 1]);
    if (PRINTABLE.test(ascii)) out += ascii;
    else refused.add(char);
  });
  return refused.size ? { ok: false, refused: [...refused] } : { ok: true, text: out, changed: out !== text };
}

/** True when every character of `text` is printable ASCII. */
export const isPrintableAscii = (text: string): boolean => PRINTABLE.test(text);

// Letters of Latin scripts and the ASCII a postal form writes for them: a pattern that takes the
// second and refuses the first allows ASCII only.
const SAMPLES: readonly [typed: string, ascii: string][] = [
  ['München', 'Muenchen'],
  ['Straße', 'Strasse'],
  ['José', 'Jose'],
  ['Łódź', 'Lodz'],
  ['ÉCOLE', 'ECOLE'],
];

const asciiOnly = new Map<string, boolean>();

/**
 * True when a schema `pattern` takes ASCII letters and refuses accented ones (`^[\x20-\x7E]*$`,
 * `^[A-Za-z .'-]+$`): there the kit offers the ASCII form of what the customer types. A pattern
 * that takes no letters at all (digits, an IBAN) or takes any letter is not one.
 */
export function isAsciiOnlyPattern(pattern: unknown): boolean {
  if (typeof pattern !== 'string' || pattern === '') return false;
  let known = asciiOnly.get(pattern);
  if (known === undefined) {
    let re: RegExp | undefined;
    try {
      re = new RegExp(pattern, 'u');
    } catch {
      re = undefined;
    }
    known = !!re && SAMPLES.some(([typed, ascii]) => re.test(ascii) && !re.test(typed)) && !SAMPLES.some(([typed]) => re.test(typed));
    asciiOnly.set(pattern, known);
  }
  return known;
}
