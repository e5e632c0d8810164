// Check digits that JSON Schema cannot express; a wrong one is a SchemaValidation problem.

/** ISO 13616 IBAN check: move the first four characters to the end, letters to numbers, mod 97 = 1. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  return remainder === 1;
}

/** ABA routing number: weights 3,7,1 over nine digits, sum divisible by 10. */
export function isValidAbaRouting(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return [...routing].reduce((sum, d, i) => sum + Number(d) * (weights[i] as number), 0) % 10 === 0;
}

/** Mexican CLABE: 18 digits, the last a check digit over weights 3,7,1. */
export function isValidClabe(clabe: string): boolean {
  if (!/^\d{18}$/.test(clabe)) return false;
  const weights = [3, 7, 1];
  const sum = [...clabe.slice(0, 17)].reduce((s, d, i) => s + ((Number(d) * (weights[i % 3] as number)) % 10), 0);
  return (10 - (sum % 10)) % 10 === Number(clabe[17]);
}
