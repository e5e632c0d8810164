import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod/mini';
import {
  AccountBasedNetworkSchema, BankDepositCustomerIDSchema, BankDepositNetworkSchema, CountryCodeSchema, CryptoCurrencyCodeSchema,
  CustomerIDSchema, DateStringSchema, DateTimeSchema, EmailSchema, ExternalIDSchema, FiatCurrencyCodeSchema, FullNameSchema,
  IdentitySchema, NetworkSchema, NonceSchema, PageQuerySchema, PaymentMethodIDSchema, PhoneNumberSchema, PositiveDecimalSchema,
  PostalAddressSchema, ReturnURLSchema, TransactionAmountSchema, VirtualAccountIDSchema, ChannelIDSchema, FormSessionIDSchema, UuidSchema,
} from './common';
import { isTransactionAmount } from './values';

type Case = [label: string, value: unknown];

function table(schema: z.ZodMiniType, good: Case[], bad: Case[]) {
  it.each(good)('accepts %s', (_label, value) => {
    const result = schema.safeParse(value);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });
  it.each(bad)('rejects %s', (_label, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
}

describe('PositiveDecimal', () => {
  table(
    PositiveDecimalSchema,
    [['an integer', '10'], ['zero', '0'], ['a fraction', '0.25'], ['a leading +', '+5.5'], ['many digits', '123456789012345678901234567890.123456']],
    [['a negative', '-1'], ['a number type', 10], ['an exponent', '1e5'], ['empty', ''], ['a trailing dot', '1.'], ['a leading dot', '.5'], ['NaN', 'NaN'], ['spaces', ' 1'], ['a comma', '1,5'], ['two signs', '++1']],
  );
  it('round-trips any non-negative decimal string unchanged (no float conversion)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n }), fc.option(fc.stringMatching(/^\d{1,20}$/), { nil: undefined }), (int, frac) => {
        const value = frac === undefined ? `${int}` : `${int}.${frac}`;
        expect(PositiveDecimalSchema.parse(value)).toBe(value);
      }),
    );
  });
  it('rejects any negative decimal', () => {
    fc.assert(fc.property(fc.bigInt({ min: 1n }), (n) => {
      expect(PositiveDecimalSchema.safeParse(`-${n}`).success).toBe(false);
    }));
  });
});

describe('TransactionAmount (1-38 characters)', () => {
  table(TransactionAmountSchema, [['38 characters', '1'.repeat(38)], ['one digit', '7']], [['39 characters', '1'.repeat(39)], ['empty', '']]);
  it('says what is wrong in the contract\'s words', () => {
    expect(TransactionAmountSchema.safeParse('1'.repeat(39)).error?.issues.map((i) => i.message)).toEqual(['must be at most 38 characters']);
    expect(TransactionAmountSchema.safeParse('1,5').error?.issues.map((i) => i.message)).toEqual(['must be a non-negative decimal number as a string, such as "10" or "0.25"']);
  });
  // AmountStep checks typed amounts with the zod-free form (values.ts), built from the same parts.
  it('is what the zod-free isTransactionAmount accepts, for any text', () => {
    const decimalLike = fc.stringMatching(/^[+-]?\d{0,40}(\.\d{0,5})?\s?$/);
    fc.assert(fc.property(fc.oneof(fc.string(), decimalLike), (text) => {
      expect(isTransactionAmount(text)).toBe(TransactionAmountSchema.safeParse(text).success);
    }), { numRuns: 2000 });
  });
});

describe('Date (YYYY-MM-DD, a real day)', () => {
  table(
    DateStringSchema,
    [['a plain date', '1990-05-17'], ['a leap day', '2024-02-29']],
    [['a date-time', '1990-05-17T00:00:00Z'], ['no padding', '1990-5-17'], ['month 13', '1990-13-01'], ['Feb 30', '2023-02-30'], ['a non-leap Feb 29', '2023-02-29'], ['slashes', '1990/05/17'], ['11 chars', '1990-05-177']],
  );
  it('says one thing per mistake: the form, or else the day', () => {
    expect(DateStringSchema.safeParse('17.05.1990').error?.issues.map((i) => i.message)).toEqual(['must be a date in the form YYYY-MM-DD']);
    expect(DateStringSchema.safeParse('2023-02-30').error?.issues.map((i) => i.message)).toEqual(['must be a real calendar date']);
  });
});

describe('DateTime', () => {
  table(DateTimeSchema, [['UTC', '2026-01-31T12:00:00Z'], ['an offset', '2026-01-31T12:00:00+02:00'], ['fractions', '2026-01-31T12:00:00.123Z']], [['a date only', '2026-01-31'], ['no zone', '2026-01-31T12:00:00'], ['garbage', 'yesterday']]);
});

describe('codes', () => {
  table(CountryCodeSchema, [['DE', 'DE'], ['US', 'US'], ['BR', 'BR']], [['lower case', 'de'], ['alpha-3', 'DEU'], ['unassigned', 'ZZ'], ['empty', '']]);
  table(FiatCurrencyCodeSchema, [['EUR', 'EUR'], ['NGN', 'NGN']], [['lower case', 'eur'], ['unknown', 'ABC'], ['crypto', 'BTC']]);
  table(CryptoCurrencyCodeSchema, [['BTC', 'BTC'], ['sandbox USDC', 'USDC_TEST'], ['ETH sepolia', 'ETH_TEST_SEPOLIA']], [['DOGE', 'DOGE'], ['lower case', 'btc']]);
});

describe('Phone (+ and 6-15 digits)', () => {
  table(PhoneNumberSchema, [['6 digits', '+123456'], ['15 digits', '+123456789012345']], [['no +', '4915112345678'], ['5 digits', '+12345'], ['16 digits', '+1234567890123456'], ['spaces', '+49 151 1234'], ['letters', '+49abc12345']]);
});

describe('Email', () => {
  table(EmailSchema, [['plain', 'ana@example.com']], [['no @', 'ana.example.com'], ['no domain', 'ana@']]);
});

describe('identifier lengths', () => {
  table(CustomerIDSchema, [['1 char', 'a'], ['42 chars', 'a'.repeat(42)]], [['empty', ''], ['43 chars', 'a'.repeat(43)]]);
  table(BankDepositCustomerIDSchema, [['36 chars', 'a'.repeat(36)]], [['37 chars', 'a'.repeat(37)], ['empty', '']]);
  table(ExternalIDSchema, [['36 chars', 'x'.repeat(36)]], [['37 chars', 'x'.repeat(37)], ['empty', '']]);
  table(PaymentMethodIDSchema, [['150 chars', 'p'.repeat(150)]], [['151 chars', 'p'.repeat(151)], ['empty', '']]);
  table(VirtualAccountIDSchema, [['43 alphanumerics', 'A1'.repeat(21) + 'b']], [['44 chars', 'a'.repeat(44)], ['a dash', 'va-1'], ['empty', '']]);
  table(NonceSchema, [['a uuid', '4b0e4a8e-7c5e-4c38-9a55-6d5e2f6a1b2c']], [['37 chars', 'n'.repeat(37)], ['empty', '']]);
  table(ReturnURLSchema, [['an https URL', 'https://shop.example/return']], [['9 chars', 'https://a'], ['not a URL', 'shop/return'], ['1001 chars', `https://a.example/${'p'.repeat(983)}`]]);
});

// UUIDs are case-insensitive (RFC 9562 §4): an id in upper case is valid, and the sandbox and the
// proxy treat it as the same id (src/api/canonical-id.ts, docs/adr/0171).
describe('UUIDs in any case', () => {
  const uuid = '4b0e4a8e-7c5e-4c38-9a55-6d5e2f6a1b2c';
  for (const schema of [UuidSchema, ChannelIDSchema, FormSessionIDSchema]) {
    table(schema, [['lower case', uuid], ['upper case', uuid.toUpperCase()], ['mixed case', '4B0E4A8E-7c5e-4C38-9a55-6D5E2F6A1B2C']], [['no dashes', uuid.replace(/-/g, '')], ['not hex', uuid.replace('b', 'g')]]);
  }
});

describe('networks', () => {
  table(NetworkSchema, [['Ethereum', 'Ethereum'], ['sandbox Base', 'BaseTestSepolia'], ['OffNetwork', 'OffNetwork']], [['Lightning', 'Lightning'], ['unknown', 'Dogechain']]);
  table(BankDepositNetworkSchema, [['Lightning', 'Lightning'], ['Bitcoin', 'Bitcoin']], [['unknown', 'Dogechain']]);
  table(
    AccountBasedNetworkSchema,
    [['Celo', 'Celo'], ['Solana devnet', 'SolanaDevnet'], ['Polygon Amoy', 'PolygonTestAmoy']],
    [['Bitcoin (UTXO)', 'Bitcoin'], ['BitcoinTest', 'BitcoinTest'], ['Lightning', 'Lightning'], ['OffNetwork', 'OffNetwork']],
  );
});

const address = { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' };

describe('postal address', () => {
  table(
    PostalAddressSchema,
    [
      ['a German address', address],
      ['a US state code', { ...address, Country: 'US', State: 'NY', PostCode: '10001' }],
      ['a Canadian province', { ...address, Country: 'CA', State: 'ON', PostCode: 'M5V 2T6' }],
      ['an empty Street2', { ...address, Street2: '' }],
      ['200-char street', { ...address, Street: 's'.repeat(200) }],
      ['a real post code of one digit repeated (Budapest 1111)', { ...address, Country: 'HU', State: 'Budapest', PostCode: '1111' }],
      ['a real post code of one digit repeated (Penshurst NSW 2222)', { ...address, Country: 'AU', State: 'NSW', PostCode: '2222' }],
    ],
    [
      ['a 1-char street', { ...address, Street: 'A' }],
      ['a 201-char street', { ...address, Street: 's'.repeat(201) }],
      ['a 201-char Street2', { ...address, Street2: 's'.repeat(201) }],
      ['an empty city', { ...address, City: '' }],
      ['a 101-char city', { ...address, City: 'c'.repeat(101) }],
      ['a 21-char post code', { ...address, PostCode: '1'.repeat(21) }],
      ['post code 00000', { ...address, PostCode: '00000' }],
      ['post code NA', { ...address, PostCode: 'NA' }],
      ['post code n/a', { ...address, PostCode: 'n/a' }],
      ['post code XXXX', { ...address, PostCode: 'XXXX' }],
      ['post code ----', { ...address, PostCode: '----' }],
      ['state None', { ...address, State: 'None' }],
      ['state NA', { ...address, State: 'NA' }],
      ['missing State', { ...address, State: undefined }],
      ['missing PostCode', { ...address, PostCode: undefined }],
      ['a US state name', { ...address, Country: 'US', State: 'New York' }],
      ['a lower-case US code', { ...address, Country: 'US', State: 'ny' }],
      ['an unknown US code', { ...address, Country: 'US', State: 'XY' }],
      ['a Canadian name', { ...address, Country: 'CA', State: 'Ontario' }],
      ['non-ASCII city', { ...address, City: 'Köln' }],
      ['a control character', { ...address, Street: 'Main\tStreet' }],
      ['an unknown country', { ...address, Country: 'XX' }],
    ],
  );
  it('puts a wrong US state on the State field', () => {
    const result = PostalAddressSchema.safeParse({ ...address, Country: 'US', State: 'New York' });
    expect(result.error?.issues[0]?.path).toEqual(['State']);
  });
  it('accepts any printable-ASCII street within 2-200 characters, and refuses any with a non-printable character', () => {
    const printable = fc.string({ minLength: 2, maxLength: 200, unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) });
    fc.assert(fc.property(printable, (Street) => {
      expect(PostalAddressSchema.safeParse({ ...address, Street }).success).toBe(true);
    }));
    const control = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
    fc.assert(fc.property(printable, control, (s, c) => {
      expect(PostalAddressSchema.safeParse({ ...address, Street: `${s}${c}` }).success).toBe(false);
    }));
  });
});

describe('FullName and Identity', () => {
  table(FullNameSchema, [['first and last', { FirstName: 'Ana', LastName: 'Silva' }], ['with middle', { FirstName: 'Ana', LastName: 'Silva', MiddleName: 'M' }]], [
    ['51-char first name', { FirstName: 'a'.repeat(51), LastName: 'S' }],
    ['empty last name', { FirstName: 'Ana', LastName: '' }],
    ['empty middle name', { FirstName: 'Ana', LastName: 'S', MiddleName: '' }],
    ['missing last name', { FirstName: 'Ana' }],
  ]);
  const identity = { IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' };
  table(IdentitySchema, [['a passport', identity], ['with dates', { ...identity, IssuedDate: '2020-01-01', ExpiryDate: '2030-01-01' }]], [
    ['a 37-char number', { ...identity, IDNumber: '1'.repeat(37) }],
    ['an unknown IDType', { ...identity, IDType: 'LibraryCard' }],
    ['a bad date', { ...identity, ExpiryDate: '2030-02-30' }],
    ['no country', { ...identity, IssuingCountry: undefined }],
  ]);
});

describe('paging query', () => {
  table(PageQuerySchema, [['PageSize 1', { PageSize: '1' }], ['PageSize 100', { PageSize: 100 }], ['nothing', {}]], [['PageSize 0', { PageSize: '0' }], ['PageSize 101', { PageSize: '101' }], ['PageSize 2.5', { PageSize: '2.5' }], ['PageSize abc', { PageSize: 'abc' }],
    // An integer is digits: coercion would read these as 10, 16, 5 and 1 and send them on as typed.
    ['PageSize 1e1', { PageSize: '1e1' }], ['PageSize 0x10', { PageSize: '0x10' }], ['PageSize " 5"', { PageSize: ' 5' }], ['PageSize true', { PageSize: true }],
    ['PageSize +5', { PageSize: '+5' }], ['PageSize 5.5 as a number', { PageSize: 5.5 }]]);
});
