// Prepare → (NextStep …) → quote → sell.
import Big from 'big.js';
import { z } from 'zod';
import {
  ChannelIDSchema, CryptoCurrencyCodeSchema, CustomerIDSchema, DateTimeSchema, ExternalIDSchema, FiatCurrencyCodeSchema,
  FormSessionIDSchema, NonceSchema, PaymentMethodIDSchema, PositiveDecimalSchema, TransactionAmountSchema,
} from './common';
import { FormSchemaSchema } from './channels';
import { TransactionSchema } from './transactions';

/** Business fee applied per transaction. FeeBase needs FiatCurrency; FeePct is 0-100 percent units. */
export const BusinessFeeInputSchema = z
  .object({
    FeeBase: PositiveDecimalSchema.optional(),
    FeePct: PositiveDecimalSchema.refine((v) => new Big(v.replace(/^\+/, '')).lte(100), 'must be from 0 to 100 (0.5 means 0.5%)').optional(),
    FiatCurrency: FiatCurrencyCodeSchema.optional(),
  })
  .superRefine((fee, ctx) => {
    if (fee.FeeBase !== undefined && fee.FiatCurrency === undefined) {
      ctx.addIssue({ code: 'custom', path: ['FiatCurrency'], message: 'is required when FeeBase is set' });
    }
  });
export type BusinessFeeInput = z.infer<typeof BusinessFeeInputSchema>;

/** FormInput: the answers to the channel's FormSchema (or the current NextStep's schema). */
export const FormInputSchema = z.record(z.string(), z.unknown());
export type FormInput = z.infer<typeof FormInputSchema>;

const PrepareSellFieldsSchema = z.object({
  ChannelID: ChannelIDSchema,
  CryptoCurrency: CryptoCurrencyCodeSchema,
  FormSessionID: FormSessionIDSchema.optional(),
  PaymentMethodID: PaymentMethodIDSchema.optional(),
  CustomerID: CustomerIDSchema.optional(),
  FiatAmount: TransactionAmountSchema.optional(),
  CryptoAmount: TransactionAmountSchema.optional(),
  Quoted: z.boolean().optional(),
  Form: FormInputSchema.optional(),
  DelayedSell: z.boolean().optional(),
  Version: z.string().optional(),
  BusinessFee: BusinessFeeInputSchema.optional(),
});
function exactlyOneAmount(r: { FiatAmount?: string; CryptoAmount?: string }, ctx: z.RefinementCtx) {
  const given = [r.FiatAmount, r.CryptoAmount].filter((v) => v !== undefined).length;
  if (given !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: [r.FiatAmount === undefined ? 'FiatAmount' : 'CryptoAmount'],
      message: given === 0 ? 'give exactly one of FiatAmount and CryptoAmount' : 'FiatAmount and CryptoAmount exclude each other: give only one',
    });
  }
}
export const PrepareSellRequestSchema = PrepareSellFieldsSchema.superRefine(exactlyOneAmount);
export type PrepareSellRequest = z.infer<typeof PrepareSellRequestSchema>;

/**
 * The published 0.1.3 operation prices by FiatAmount (required) and offers no quote (no Quoted):
 * what the kit sends to a host that configured a 0.1.3 upstream.
 */
export const PublishedPrepareSellRequestSchema = PrepareSellFieldsSchema.omit({ Quoted: true })
  .extend({ FiatAmount: TransactionAmountSchema })
  .superRefine(exactlyOneAmount);

export const NextStepSchema = z.object({
  StepID: z.string().min(1),
  StepType: z.enum(['Ack', 'DataEntry']),
  Schema: FormSchemaSchema,
});
export type NextStep = z.infer<typeof NextStepSchema>;

export const SellQuoteSchema = z.object({
  SignedQuote: z.string().min(1),
  Expiry: DateTimeSchema,
  CryptoAmount: PositiveDecimalSchema,
  FiatAmount: PositiveDecimalSchema,
  FiatCurrency: FiatCurrencyCodeSchema,
  Rate: PositiveDecimalSchema,
  TotalFee: PositiveDecimalSchema,
});
export type SellQuote = z.infer<typeof SellQuoteSchema>;

export const PrepareBreakdownItemSchema = z.object({ Type: z.enum(['ChannelFee', 'BusinessFee', 'Remaining']), Amount: PositiveDecimalSchema });

export const PrepareSellResponseSchema = z.object({
  FormSessionID: FormSessionIDSchema,
  TotalFee: PositiveDecimalSchema,
  CryptoAmountEstimate: PositiveDecimalSchema,
  CryptoAuthorizedAmount: PositiveDecimalSchema,
  Rate: PositiveDecimalSchema.optional(),
  Breakdown: z.array(PrepareBreakdownItemSchema).optional(),
  NextStep: NextStepSchema.optional(),
  SellQuote: SellQuoteSchema.optional(),
});
export type PrepareSellResponse = z.infer<typeof PrepareSellResponseSchema>;

export const SellRequestSchema = z.object({
  CryptoCurrency: CryptoCurrencyCodeSchema,
  CryptoAuthorizedAmount: TransactionAmountSchema,
  FormSessionID: FormSessionIDSchema,
  Nonce: NonceSchema,
  FiatAmount: TransactionAmountSchema.optional(),
  ExternalID: ExternalIDSchema.optional(),
});
export type SellRequest = z.infer<typeof SellRequestSchema>;

export const SellResponseSchema = z.object({ Transaction: TransactionSchema });
export type SellResponse = z.infer<typeof SellResponseSchema>;
