// What a customer types into a coded field (an IBAN, a code) often differs from what the field's
// pattern takes only by case and spacing ("de89 3704 0044 0532 0130 00"), or a number by the
// separators it is printed with ("123.456.789-09"). Rather than refuse it,
// the form offers the nearest tidied form that the pattern accepts; what already fits, or what no
// tidying makes fit, stays exactly as typed.
//
// Spaces inside are taken out only in a code. A field of text (a payment reference takes words and
// punctuation) whose pattern happens to refuse spaces keeps them, and its message says why: "Rent
// May" silently sent as "RentMay" would be an answer the customer never gave.
const EDGES: ((value: string) => string)[] = [(value) => value.trim(), (value) => value.trim().toUpperCase()];
const INSIDE: ((value: string) => string)[] = [(value) => value.replace(/\s+/g, ''), (value) => value.replace(/\s+/g, '').toUpperCase()];

/**
 * A number of a fixed count of digits printed with its separators (a CPF 123.456.789-09, a CNPJ
 * 12.345.678/0001-95, a sort code 12-34-56): its digits, when the pattern takes exactly that many
 * and no digit more or less. A pattern of a range of lengths (an account number of 6 to 16 digits)
 * keeps them: "2000145399/0800" is an account and its bank's code, not one number.
 */
function digitsOfFixedNumber(re: RegExp, value: string): string | undefined {
  if (!/^[\d\s./-]+$/.test(value)) return undefined;
  const digits = value.replace(/\D+/g, '');
  return digits.length > 1 && re.test(digits) && !re.test(`${digits}0`) && !re.test(digits.slice(1)) ? digits : undefined;
}

// Punctuation of prose. A code's pattern takes none of it in the middle of a code (a CPF's dots
// stand in fixed places: one of these at most); text takes several. A pattern that takes a space
// there has refused the answer for another reason (its length): the spaces are the customer's.
const PROSE_MARKS = ['.', ',', "'", '!', '?', '(', '&', '/'];

/** True when `re` takes a space or prose punctuation in the middle of `accepted` (an answer it takes): not a code. */
function keepsSpaces(re: RegExp, accepted: string): boolean {
  const middle = Math.floor(accepted.length / 2);
  // In place of a character, so a pattern's length limit does not decide.
  const at = (mark: string) => re.test(accepted.slice(0, middle) + mark + accepted.slice(middle + 1));
  return accepted.length > 2 && (at(' ') || PROSE_MARKS.filter(at).length >= 2);
}

const compiled = new Map<string, RegExp | null>();
function patternOf(pattern: string): RegExp | undefined {
  if (!compiled.has(pattern)) {
    let re: RegExp | null;
    try {
      re = new RegExp(pattern, 'u');
    } catch {
      re = null;
    }
    if (compiled.size > 200) compiled.clear();
    compiled.set(pattern, re);
  }
  return compiled.get(pattern) ?? undefined;
}

export function tidyToPattern(value: string, pattern: unknown): string {
  if (typeof pattern !== 'string' || value === '') return value;
  const re = patternOf(pattern);
  if (!re || re.test(value)) return value;
  for (const tidy of EDGES) {
    const candidate = tidy(value);
    if (candidate !== value && re.test(candidate)) return candidate;
  }
  for (const tidy of INSIDE) {
    const candidate = tidy(value);
    if (candidate !== value && re.test(candidate)) return keepsSpaces(re, candidate) ? value : candidate;
  }
  return digitsOfFixedNumber(re, value) ?? value;
}
