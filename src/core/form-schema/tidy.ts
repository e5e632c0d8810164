// What a customer types into a coded field (an IBAN, a code) often differs from what the field's
// pattern takes only by case and spacing: "de89 3704 0044 0532 0130 00". Rather than refuse it,
// the form offers the nearest tidied form that the pattern accepts; what already fits, or what no
// tidying makes fit, stays exactly as typed.
const TIDINGS: ((value: string) => string)[] = [
  (value) => value.trim(),
  (value) => value.trim().toUpperCase(),
  (value) => value.replace(/\s+/g, ''),
  (value) => value.replace(/\s+/g, '').toUpperCase(),
];

export function tidyToPattern(value: string, pattern: unknown): string {
  if (typeof pattern !== 'string' || value === '') return value;
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch {
    return value;
  }
  if (re.test(value)) return value;
  for (const tidy of TIDINGS) {
    const candidate = tidy(value);
    if (candidate !== value && re.test(candidate)) return candidate;
  }
  return value;
}
