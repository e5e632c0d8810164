import { describe, expect, it } from 'vitest';
import { tidyToPattern } from './tidy';

const SEED_IBAN = '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$';
const PUBLISHED_IBAN = '^[A-Z]{2}\\d{2}(?: ?[A-Z0-9]){11,30}$';
// A published payment reference: words and punctuation, but no space (noah-labs/public-schemas bfd73e8c30).
const REFERENCE_WITHOUT_SPACES = '^[\\w!"#$%&\'()+,\\-./:;<=>?@\\\\_`~]*$';
const CPF = '^[0-9]{3}[.]?[0-9]{3}[.]?[0-9]{3}-?[0-9]$';

describe('tidyToPattern', () => {
  it('takes out spaces and lower case where only that keeps an IBAN from its pattern', () => {
    expect(tidyToPattern('de89 3704 0044 0532 0130 00', SEED_IBAN)).toBe('DE89370400440532013000');
    expect(tidyToPattern(' DE89370400440532013000 ', SEED_IBAN)).toBe('DE89370400440532013000');
  });

  it('keeps the spaces a pattern allows, changing only the case', () => {
    expect(tidyToPattern('de89 3704 0044 0532 0130 00', PUBLISHED_IBAN)).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('never takes the spaces out of text: a reference whose pattern refuses them stays as typed, so its message shows', () => {
    expect(tidyToPattern('Rent May', REFERENCE_WITHOUT_SPACES)).toBe('Rent May');
    expect(tidyToPattern('Invoice 42/2026', REFERENCE_WITHOUT_SPACES)).toBe('Invoice 42/2026');
    // Spaces around it are no part of the answer.
    expect(tidyToPattern(' Invoice-42 ', REFERENCE_WITHOUT_SPACES)).toBe('Invoice-42');
  });

  it('takes them out of a code whose punctuation stands in fixed places', () => {
    expect(tidyToPattern('123 456 789 0', CPF)).toBe('1234567890');
    expect(tidyToPattern('123.456.789-0', CPF)).toBe('123.456.789-0');
  });

  it('takes the separators out of a number whose pattern takes its digits alone (the sandbox\'s Pix CPF, CNPJ and a sort code)', () => {
    expect(tidyToPattern('123.456.789-09', '^[0-9]{11}$')).toBe('12345678909');
    expect(tidyToPattern('12.345.678/0001-95', '^([0-9]{11}|[0-9]{14})$')).toBe('12345678000195');
    expect(tidyToPattern('12-34-56', '^\\d{6}$')).toBe('123456');
    // Not a number alone (letters, a plus sign), or the wrong count of digits: as typed, so its message shows.
    expect(tidyToPattern('+49 30-1234', '^[0-9]{9}$')).toBe('+49 30-1234');
    expect(tidyToPattern('123.456.789-0', '^[0-9]{11}$')).toBe('123.456.789-0');
    expect(tidyToPattern('AB-12', '^[A-Z0-9]{4}$')).toBe('AB-12');
    // A number of a range of lengths keeps its separators: an account and its bank's code are two numbers.
    expect(tidyToPattern('2000145399/0800', '^[0-9]{6,16}$')).toBe('2000145399/0800');
  });

  it('leaves what fits, what nothing makes fit, and fields without a pattern as typed', () => {
    expect(tidyToPattern('DE89370400440532013000', SEED_IBAN)).toBe('DE89370400440532013000');
    expect(tidyToPattern('not an iban', SEED_IBAN)).toBe('not an iban');
    expect(tidyToPattern('ana silva', undefined)).toBe('ana silva');
    expect(tidyToPattern('x', '([')).toBe('x');
  });
});
