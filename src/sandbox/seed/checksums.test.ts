import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidAbaRouting, isValidClabe, isValidIban } from './checksums';

describe('check digits', () => {
  it.each([['DE89370400440532013000'], ['FR7630006000011234567890189'], ['GB82WEST12345698765432'], ['de89 3704 0044 0532 0130 00']])('accepts the IBAN %s', (iban) => expect(isValidIban(iban)).toBe(true));
  it.each([['DE89370400440532013001'], ['DE8937040044'], ['XX00'], ['']])('rejects the IBAN %s', (iban) => expect(isValidIban(iban)).toBe(false));
  it('catches any single changed digit of a valid IBAN', () => {
    const valid = 'DE89370400440532013000';
    fc.assert(fc.property(fc.integer({ min: 4, max: valid.length - 1 }), fc.integer({ min: 1, max: 9 }), (i, delta) => {
      const changed = valid.slice(0, i) + ((Number(valid[i]) + delta) % 10) + valid.slice(i + 1);
      expect(isValidIban(changed)).toBe(false);
    }));
  });
  it.each([['011000015'], ['021000021'], ['026009593']])('accepts the routing number %s', (r) => expect(isValidAbaRouting(r)).toBe(true));
  it.each([['011000016'], ['12345678'], ['abcdefghi']])('rejects the routing number %s', (r) => expect(isValidAbaRouting(r)).toBe(false));
  it.each([['002010077777777771'], ['032180000118359719']])('accepts the CLABE %s', (c) => expect(isValidClabe(c)).toBe(true));
  it.each([['002010077777777772'], ['0020100777777777']])('rejects the CLABE %s', (c) => expect(isValidClabe(c)).toBe(false));
});
