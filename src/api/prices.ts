// GET /prices: rates and, when an amount is given, what a trade costs and yields.
import { z } from 'zod';
import { CountryCodeSchema, DateTimeSchema, PaymentMethodCategorySchema, PositiveDecimalSchema } from './common';

export const CryptoFeeBreakdownItemSchema = z.object({ Type: z.enum(['ChannelFee', 'BusinessFee']), Amount: PositiveDecimalSchema });

export const PriceItemSchema = z.object({
  PaymentMethodCategory: PaymentMethodCategorySchema,
  Rate: PositiveDecimalSchema,
  UpdatedAt: DateTimeSchema,
  TotalFee: PositiveDecimalSchema.optional(),
  BusinessFee: PositiveDecimalSchema.optional(),
  SourceAmount: PositiveDecimalSchema.optional(),
  DestinationAmount: PositiveDecimalSchema.optional(),
  CryptoFeeBreakdown: z.array(CryptoFeeBreakdownItemSchema).optional(),
});
export type PriceItem = z.infer<typeof PriceItemSchema>;
export const PriceResponseSchema = z.object({ Items: z.array(PriceItemSchema) });
export type PriceResponse = z.infer<typeof PriceResponseSchema>;

/** One side is a crypto code, the other a fiat code (either way round); at most one amount. */
export const PricesQuerySchema = z
  .object({
    SourceCurrency: z.string().min(1),
    DestinationCurrency: z.string().min(1),
    Country: CountryCodeSchema.optional(),
    PaymentMethodCategory: PaymentMethodCategorySchema.optional(),
    SourceAmount: PositiveDecimalSchema.optional(),
    DestinationAmount: PositiveDecimalSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.SourceAmount !== undefined && q.DestinationAmount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['DestinationAmount'], message: 'give at most one of SourceAmount and DestinationAmount' });
    }
  });
export type PricesQuery = z.infer<typeof PricesQuerySchema>;
