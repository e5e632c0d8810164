// GET /prices: rates and, when an amount is given, what a trade costs and yields.
import { z } from 'zod/mini';
import { CountryCodeSchema, crossFieldRule, DateTimeSchema, PaymentMethodCategorySchema, PositiveDecimalSchema } from './common';

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

/** One side is a crypto code, the other a fiat code (either way round); at most one amount. */
export const PricesQuerySchema = z
  .object({
    SourceCurrency: z.string().check(z.minLength(1)),
    DestinationCurrency: z.string().check(z.minLength(1)),
    Country: z.optional(CountryCodeSchema),
    PaymentMethodCategory: z.optional(PaymentMethodCategorySchema),
    SourceAmount: z.optional(PositiveDecimalSchema),
    DestinationAmount: z.optional(PositiveDecimalSchema),
  }).check(crossFieldRule((q: { SourceAmount?: unknown; DestinationAmount?: unknown }, ctx) => {
    if (q.SourceAmount !== undefined && q.DestinationAmount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['DestinationAmount'], message: 'give at most one of SourceAmount and DestinationAmount' });
    }
  }));
export type PricesQuery = z.infer<typeof PricesQuerySchema>;
