// GET /prices: rates and, when an amount is given, what a trade costs and yields.
import { z } from 'zod/mini';
import { CountryCodeSchema, CRYPTO_CURRENCIES, crossFieldRule, DateTimeSchema, PaymentMethodCategorySchema, PositiveDecimalSchema } from './common';
import { FIAT_CURRENCIES } from './iso';

export const CryptoFeeBreakdownItemSchema = z.object({ Type: z.enum(['ChannelFee', 'BusinessFee']), Amount: PositiveDecimalSchema });

export const PriceItemSchema = z.object({
  PaymentMethodCategory: PaymentMethodCategorySchema,
  Rate: PositiveDecimalSchema,
  UpdatedAt: DateTimeSchema,
  TotalFee: z.optional(PositiveDecimalSchema),
  BusinessFee: z.optional(PositiveDecimalSchema),
  SourceAmount: z.optional(PositiveDecimalSchema),
  DestinationAmount: z.optional(PositiveDecimalSchema),
  CryptoFeeBreakdown: z.optional(z.array(CryptoFeeBreakdownItemSchema)),
});
export type PriceItem = z.infer<typeof PriceItemSchema>;
export const PriceResponseSchema = z.object({ Items: z.array(PriceItemSchema) });
export type PriceResponse = z.infer<typeof PriceResponseSchema>;

/** One side is a crypto code, the other a fiat code (either way round, not-shown.md); at most one amount. */
export const PricesQuerySchema = z
  .object({
    SourceCurrency: z.string().check(z.minLength(1)),
    DestinationCurrency: z.string().check(z.minLength(1)),
    Country: z.optional(CountryCodeSchema),
    PaymentMethodCategory: z.optional(PaymentMethodCategorySchema),
    SourceAmount: z.optional(PositiveDecimalSchema),
    DestinationAmount: z.optional(PositiveDecimalSchema),
  }).check(crossFieldRule((q: { SourceCurrency?: unknown; DestinationCurrency?: unknown; SourceAmount?: unknown; DestinationAmount?: unknown }, ctx) => {
    const isCrypto = (code: unknown) => (CRYPTO_CURRENCIES as readonly unknown[]).includes(code);
    const isFiat = (code: unknown) => (FIAT_CURRENCIES as readonly unknown[]).includes(code);
    // The side that is not the crypto code is the one at fault; with no crypto code at all, the source.
    if (typeof q.SourceCurrency === 'string' && typeof q.DestinationCurrency === 'string') {
      const sellSide = isCrypto(q.SourceCurrency);
      const other = sellSide ? q.DestinationCurrency : q.SourceCurrency;
      if (!sellSide && !isCrypto(q.DestinationCurrency)) {
        ctx.addIssue({ code: 'custom', path: ['SourceCurrency'], message: `one side must be a crypto currency: ${CRYPTO_CURRENCIES.join(', ')}` });
      } else if (!isFiat(other)) {
        ctx.addIssue({ code: 'custom', path: [sellSide ? 'DestinationCurrency' : 'SourceCurrency'], message: 'must be an ISO 4217 currency code, such as EUR, on the other side of the crypto currency' });
      }
    }
    if (q.SourceAmount !== undefined && q.DestinationAmount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['DestinationAmount'], message: 'give at most one of SourceAmount and DestinationAmount' });
    }
  }));
export type PricesQuery = z.infer<typeof PricesQuerySchema>;
