import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FiatCurrencyCode } from '../../api/common';
import { effectiveCurrency } from './LocationFields';

describe('effectiveCurrency', () => {
  it("keeps the customer's choice when the country offers it, else the country's first, typed as the schema's code", () => {
    const countries = { DE: ['EUR'], US: ['USD'] } as const satisfies Record<string, FiatCurrencyCode[]>;
    expect(effectiveCurrency({ ...countries }, 'DE', 'EUR')).toBe('EUR');
    expect(effectiveCurrency({ ...countries }, 'DE', 'USD')).toBe('EUR');
    expect(effectiveCurrency({ ...countries }, undefined, 'EUR')).toBeUndefined();
    expectTypeOf(effectiveCurrency).returns.toEqualTypeOf<FiatCurrencyCode | undefined>();
  });
});
