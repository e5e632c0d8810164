// Shared types of the Business Payments API ("Conventions" and "Shared types" in the spec).
// Every rule is written here once; request validation, response validation, the sandbox and the
// components' types all come from these schemas.
import { z } from 'zod/mini';
import { CA_PROVINCES, COUNTRIES, FIAT_CURRENCIES, US_STATES } from './iso';
import { CRYPTO_CURRENCIES, POSITIVE_DECIMAL_PATTERN, TRANSACTION_AMOUNT_MAX_LENGTH } from './values';
import { en } from 'zod/locales';

// zod/mini loads no locale: without this every message zod words itself reads "Invalid input".
// The contract speaks English (as zod's classic build did by default); errors.ts says it too, so
// whichever of the two a bundle keeps, the messages are the same.
z.config(en());

// ---------- scalars ----------

/** Non-negative decimal carried as a string; may carry a leading +. Never parsed to a float. */
export const PositiveDecimalSchema = z
  .string().check(z.regex(POSITIVE_DECIMAL_PATTERN, 'must be a non-negative decimal number as a string, such as "10" or "0.25"'));
export type PositiveDecimal = z.infer<typeof PositiveDecimalSchema>;

/** Amounts in transaction records: a PositiveDecimal of 1 to 38 characters. */
export const TransactionAmountSchema = PositiveDecimalSchema.check(
  z.maxLength(TRANSACTION_AMOUNT_MAX_LENGTH, `must be at most ${TRANSACTION_AMOUNT_MAX_LENGTH} characters`),
);
export type TransactionAmount = z.infer<typeof TransactionAmountSchema>;

function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Exactly 10 characters, YYYY-MM-DD, and a real calendar day. */
export const DateStringSchema = z.string().check(
  // A value that is not YYYY-MM-DD gets that one message, not also "not a real date".
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date in the form YYYY-MM-DD', abort: true }), z.refine(isCalendarDate, 'must be a real calendar date'));
export type DateString = z.infer<typeof DateStringSchema>;

/** ISO 8601 date-time; an offset or Z is required so the instant is unambiguous. */
export const DateTimeSchema = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time with a time zone, such as 2026-01-31T12:00:00Z' });
export type DateTime = z.infer<typeof DateTimeSchema>;

export const CountryCodeSchema = z.enum(COUNTRIES, { error: 'must be an ISO 3166-1 alpha-2 country code, such as DE' });
export type CountryCode = z.infer<typeof CountryCodeSchema>;

export const FiatCurrencyCodeSchema = z.enum(FIAT_CURRENCIES, { error: 'must be an ISO 4217 currency code, such as EUR' });
export type FiatCurrencyCode = z.infer<typeof FiatCurrencyCodeSchema>;

export const PhoneNumberSchema = z.string().check(z.regex(/^\+\d{6,15}$/, 'must be + followed by 6 to 15 digits, such as +4915112345678'));
export const EmailSchema = z.email('must be an email address');
export const UuidSchema = z.uuid('must be a UUID');

const lengthBetween = (min: number, max: number) =>
  z.string().check(z.minLength(min, `must be at least ${min} character${min === 1 ? '' : 's'}`), z.maxLength(max, `must be at most ${max} characters`));

export const CustomerIDSchema = lengthBetween(1, 42);
export type CustomerID = z.infer<typeof CustomerIDSchema>;
/** The bank-deposit workflow body narrows CustomerID to 1-36 characters. */
export const BankDepositCustomerIDSchema = lengthBetween(1, 36);
export const ExternalIDSchema = lengthBetween(1, 36);
export const PaymentMethodIDSchema = lengthBetween(1, 150);
export const VirtualAccountIDSchema = lengthBetween(1, 43).check(z.regex(/^[A-Za-z0-9]+$/, 'must contain letters and digits only'));
export const ReturnURLSchema = z.url('must be an absolute URL').check(z.minLength(10, 'must be at least 10 characters'), z.maxLength(1000, 'must be at most 1000 characters'));
/** ChannelID and FormSessionID are UUIDs (not-shown.md). */
export const ChannelIDSchema = UuidSchema;
export const FormSessionIDSchema = UuidSchema;
/** Nonce: 1-36 characters chosen by the client, unique per attempt (not-shown.md). */
export const NonceSchema = lengthBetween(1, 36);

// ---------- crypto and networks ----------

// The lists are zod-free (values.ts) so the first paint reads them without the contract chunk.
export { CRYPTO_CURRENCIES, PRODUCTION_CRYPTO_CURRENCIES, SANDBOX_CRYPTO_CURRENCIES } from './values';
export const CryptoCurrencyCodeSchema = z.enum(CRYPTO_CURRENCIES, { error: `must be one of ${CRYPTO_CURRENCIES.join(', ')}` });
export type CryptoCurrencyCode = z.infer<typeof CryptoCurrencyCodeSchema>;
/** The bank-deposit workflow request lists BTC and USDC (and their sandbox names). */
export const BANK_DEPOSIT_CRYPTO_CURRENCIES = ['BTC', 'USDC', 'BTC_TEST', 'USDC_TEST'] as const;

/** Production name → sandbox name, as the spec pairs them. */
export const NETWORK_PAIRS = {
  Base: 'BaseTestSepolia',
  Bitcoin: 'BitcoinTest',
  Celo: 'CeloTestSepolia',
  Ethereum: 'EthereumTestSepolia',
  FlowEvm: 'FlowEvmTest',
  Gnosis: 'GnosisTestChiado',
  PolygonPos: 'PolygonTestAmoy',
  Solana: 'SolanaDevnet',
  OffNetwork: 'OffNetwork',
} as const;
export const PRODUCTION_NETWORKS = Object.keys(NETWORK_PAIRS) as (keyof typeof NETWORK_PAIRS)[];
export const SANDBOX_NETWORKS = [...new Set(Object.values(NETWORK_PAIRS))] as (typeof NETWORK_PAIRS)[keyof typeof NETWORK_PAIRS][];
export const NETWORKS = [...new Set([...PRODUCTION_NETWORKS, ...SANDBOX_NETWORKS])] as [string, ...string[]];
export const NetworkSchema = z.enum(NETWORKS as [keyof typeof NETWORK_PAIRS | (typeof NETWORK_PAIRS)[keyof typeof NETWORK_PAIRS], ...string[]], {
  error: `must be a network: ${NETWORKS.join(', ')}`,
});
export type Network = z.infer<typeof NetworkSchema>;

/** The bank-deposit workflow request also lists Lightning; nothing else accepts it. */
export const BANK_DEPOSIT_NETWORKS = [...NETWORKS, 'Lightning'] as [string, ...string[]];
export const BankDepositNetworkSchema = z.enum(BANK_DEPOSIT_NETWORKS, { error: `must be a network: ${BANK_DEPOSIT_NETWORKS.join(', ')}` });

/** On-chain deposit rules accept only account-based networks (and their sandbox names). */
const ACCOUNT_BASED_PRODUCTION = ['Celo', 'Ethereum', 'Base', 'FlowEvm', 'Gnosis', 'PolygonPos', 'Solana'] as const;
export const ACCOUNT_BASED_NETWORKS = [
  ...ACCOUNT_BASED_PRODUCTION,
  ...ACCOUNT_BASED_PRODUCTION.map((n) => NETWORK_PAIRS[n]),
] as [string, ...string[]];
export const AccountBasedNetworkSchema = z.enum(ACCOUNT_BASED_NETWORKS, {
  error: `must be an account-based network: ${ACCOUNT_BASED_NETWORKS.join(', ')}`,
});

export const DestinationAddressSchema = z.object({ Address: z.string().check(z.minLength(1, 'must not be empty')) });
export type DestinationAddress = z.infer<typeof DestinationAddressSchema>;

// ---------- enums ----------

export const PaymentMethodCategorySchema = z.enum(['Bank', 'Card', 'Identifier']);
export type PaymentMethodCategory = z.infer<typeof PaymentMethodCategorySchema>;
/** The spec's list is partial ("Full list: not shown"): known values are listed for pickers, and
 * responses accept any PascalCase type so a new method type from the service is not an error. */
export const KNOWN_PAYMENT_METHOD_TYPES = ['BankSepa', 'BankLocal', 'BankFedwire', 'BankAch', 'TokenizedCard', 'IdentifierPix'] as const;
export const PaymentMethodTypeSchema = z.string().check(z.regex(/^[A-Z][A-Za-z0-9]{1,63}$/, `must be a payment method type such as ${KNOWN_PAYMENT_METHOD_TYPES.join(', ')}`));
export type PaymentMethodType = z.infer<typeof PaymentMethodTypeSchema>;
export const FiatPaymentCardSchemeSchema = z.enum(['Mastercard', 'Visa']);
export const PaymentMethodIdentifierTypeSchema = z.enum(['PhoneNumber', 'Email', 'TaxID']);
export const ENTITY_TYPES = [
  'LimitedLiabilityCompany', 'PublicCompany', 'SoleProprietorship', 'Partnership', 'Corporation', 'Trust',
  'PrivateFoundation', 'Charity', 'NonProfitOrganization', 'PublicAgency',
] as const;
export const EntityTypeSchema = z.enum(ENTITY_TYPES);
export const IDTypeSchema = z.enum(['DrivingLicense', 'NationalIDCard', 'Passport', 'AddressProof', 'ResidencePermit', 'TaxID']);
export const CustomerTypeSchema = z.enum(['Individual', 'Business']);

// ---------- postal address, names, identities ----------

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const printable = (min: number, max: number) => lengthBetween(min, max).check(z.regex(PRINTABLE_ASCII, 'must use printable ASCII characters only'));

/** Values that stand for "no value" and are refused for PostCode and State. */
export const ADDRESS_PLACEHOLDERS = ['NA', 'N/A', 'N.A.', 'NONE', 'NULL', 'NIL', 'UNKNOWN', '-', '--', '.', 'X', 'XX', 'XXX', 'TBD', 'N', '?'];
function isPlaceholder(value: string): boolean {
  const v = value.trim().toUpperCase();
  // Digits repeated are real codes (1111 Budapest, 2222 Penshurst NSW, 4444 Rümlingen): only zeros
  // stand for none. Any other character repeated (XXXX, ----) is no place's code.
  return v === '' || ADDRESS_PLACEHOLDERS.includes(v) || /^0+$/.test(v) || /^(\D)\1{3,}$/.test(v);
}

/**
 * A rule across an object's fields that runs even when one of its fields has already failed, so
 * one answer lists every problem of a request (the envelope's RequestExtension.Body is a list);
 * zod skips a check after any earlier issue unless told when to run. The rule then sees the
 * failed fields' raw values, so it reads its fields as unknown.
 */
export function crossFieldRule<T extends object>(rule: (value: T, ctx: z.core.$RefinementCtx<T>) => void): z.core.$ZodCheck<T> {
  return z.superRefine(rule, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });
}

export const PostalAddressSchema = z
  .object({
    Street: printable(2, 200),
    Street2: z.optional(printable(0, 200)),
    City: printable(1, 100),
    PostCode: printable(1, 20).check(z.refine((v) => !isPlaceholder(v), 'must be the real post code, not a placeholder such as 00000 or NA')),
    State: printable(1, 100).check(z.refine((v) => !isPlaceholder(v), 'must be the real state or region, not a placeholder such as NA or None')),
    Country: CountryCodeSchema,
  }).check(z.superRefine((address, ctx) => {
    const codes = address.Country === 'US' ? US_STATES : address.Country === 'CA' ? CA_PROVINCES : undefined;
    if (codes && !(codes as readonly string[]).includes(address.State)) {
      ctx.addIssue({
        code: 'custom',
        path: ['State'],
        message: `must be the two-letter ISO 3166-2 subdivision code for ${address.Country}, such as ${address.Country === 'US' ? 'NY' : 'ON'}`,
      });
    }
  }));
export type PostalAddress = z.infer<typeof PostalAddressSchema>;

const namePart = lengthBetween(1, 50);
export const FullNameSchema = z.object({ FirstName: namePart, LastName: namePart, MiddleName: z.optional(namePart) });
export type FullName = z.infer<typeof FullNameSchema>;

export const IdentitySchema = z.object({
  IssuingCountry: CountryCodeSchema,
  IDNumber: lengthBetween(1, 36),
  IssuedDate: z.optional(DateStringSchema),
  ExpiryDate: z.optional(DateStringSchema),
  IDType: IDTypeSchema,
});
export type Identity = z.infer<typeof IdentitySchema>;

export const MetadataSchema = z.record(z.string(), z.string());

/** The spec leaves Metadata's size open; bounded as payment APIs bound theirs (docs/adr/0168). */
export const METADATA_LIMITS = { pairs: 50, keyLength: 40, valueLength: 500 } as const;
/** Metadata a request writes: at most 50 pairs, keys of 1-40 characters, values of at most 500. */
export const MetadataInputSchema = z.record(lengthBetween(1, METADATA_LIMITS.keyLength), z.string().check(z.maxLength(METADATA_LIMITS.valueLength, `must be at most ${METADATA_LIMITS.valueLength} characters`))).check(
  z.refine((pairs) => Object.keys(pairs).length <= METADATA_LIMITS.pairs, `must have at most ${METADATA_LIMITS.pairs} pairs`),
);

// ---------- paging ----------

const PAGE_SIZE_MESSAGE = 'must be a whole number from 1 to 100';
/**
 * PageSize: an integer from 1 to 100, as a number or (in a query string) its digits. Not coerced:
 * `Number()` reads `1e1`, `0x10`, ` 5` and `true` as numbers, and the client sends a query as
 * given, so each would leave the kit as typed.
 */
export const PageSizeSchema = z.pipe(
  z.union([z.number({ error: PAGE_SIZE_MESSAGE }), z.string().check(z.regex(/^\d+$/, PAGE_SIZE_MESSAGE))], { error: PAGE_SIZE_MESSAGE }),
  z.pipe(z.transform((value: number | string) => Number(value)), z.number().check(z.int(PAGE_SIZE_MESSAGE), z.gte(1, 'must be at least 1'), z.lte(100, 'must be at most 100'))),
);

export const PageQuerySchema = z.object({
  PageSize: z.optional(PageSizeSchema),
  PageToken: z.optional(z.string().check(z.minLength(1))),
});

/** A page of items: `Items` and, while more remain, an opaque `PageToken`. */
export const pageOf = <T extends z.ZodMiniType>(item: T) => z.object({ Items: z.array(item), PageToken: z.optional(z.string()) });

export { lengthBetween, printable };
