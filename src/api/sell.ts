// Prepare → (NextStep …) → quote → sell.
import { z } from 'zod/mini';
import {
  ChannelIDSchema, crossFieldRule, CryptoCurrencyCodeSchema, CustomerIDSchema, DateTimeSchema, ExternalIDSchema, FiatCurrencyCodeSchema,
  FormSessionIDSchema, NonceSchema, PaymentMethodIDSchema, PositiveDecimalSchema, TransactionAmountSchema,
} from './common';
import { FormSchemaSchema } from './channels';
import { TransactionSchema } from './transactions';

/**
 * No greater than 100, read from the digits. A value that is not a decimal at all passes here: the
 * PositiveDecimal pattern has already said so, once (big.js threw on it instead).
 */
function atMostHundred(value: string): boolean {
  if (!/^\+?\d+(\.\d+)?$/.test(value)) return true;
  const [whole = '', fraction = ''] = value.replace(/^\+/, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  return digits.length < 3 || (digits === '100' && /^0*$/.test(fraction));
}

/** Business fee applied per transaction. FeeBase needs FiatCurrency; FeePct is 0-100 percent units. */
export const BusinessFeeInputSchema = z
  .object({
    FeeBase: z.optional(PositiveDecimalSchema),
    FeePct: z.optional(PositiveDecimalSchema.check(z.refine(atMostHundred, 'must be from 0 to 100 (0.5 means 0.5%)'))),
    FiatCurrency: z.optional(FiatCurrencyCodeSchema),
  }).check(crossFieldRule((fee: { FeeBase?: unknown; FiatCurrency?: unknown }, ctx) => {
    if (fee.FeeBase !== undefined && fee.FiatCurrency === undefined) {
      ctx.addIssue({ code: 'custom', path: ['FiatCurrency'], message: 'is required when FeeBase is set' });
    }
  }));
export type BusinessFeeInput = z.infer<typeof BusinessFeeInputSchema>;

/** FormInput: the answers to the channel's FormSchema (or the current NextStep's schema). */
export const FormInputSchema = z.record(z.string(), z.unknown());
export type FormInput = z.infer<typeof FormInputSchema>;

const PrepareSellFieldsSchema = z.object({
  ChannelID: ChannelIDSchema,
  CryptoCurrency: CryptoCurrencyCodeSchema,
  FormSessionID: z.optional(FormSessionIDSchema),
  PaymentMethodID: z.optional(PaymentMethodIDSchema),
  CustomerID: z.optional(CustomerIDSchema),
  FiatAmount: z.optional(TransactionAmountSchema),
  CryptoAmount: z.optional(TransactionAmountSchema),
  Quoted: z.optional(z.boolean()),
  Form: z.optional(FormInputSchema),
  DelayedSell: z.optional(z.boolean()),
  Version: z.optional(z.string()),
  BusinessFee: z.optional(BusinessFeeInputSchema),
});
function exactlyOneAmount(r: { FiatAmount?: unknown; CryptoAmount?: unknown }, ctx: z.core.$RefinementCtx) {
  const given = [r.FiatAmount, r.CryptoAmount].filter((v) => v !== undefined).length;
  if (given !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: [r.FiatAmount === undefined ? 'FiatAmount' : 'CryptoAmount'],
      message: given === 0 ? 'give exactly one of FiatAmount and CryptoAmount' : 'FiatAmount and CryptoAmount exclude each other: give only one',
    });
  }
}
export const PrepareSellRequestSchema = PrepareSellFieldsSchema.check(crossFieldRule(exactlyOneAmount));
export type PrepareSellRequest = z.infer<typeof PrepareSellRequestSchema>;

/**
 * The published 0.1.3 operation prices by FiatAmount (required) and offers no quote (no Quoted):
 * what the kit sends to a host that configured a 0.1.3 upstream.
 */
export const PublishedPrepareSellRequestSchema = z.extend(z.omit(PrepareSellFieldsSchema, { Quoted: true }), { FiatAmount: TransactionAmountSchema }).check(crossFieldRule(exactlyOneAmount));

export const NextStepSchema = z.object({
  StepID: z.string().check(z.minLength(1)),
  StepType: z.enum(['Ack', 'DataEntry']),
  Schema: FormSchemaSchema,
});
export type NextStep = z.infer<typeof NextStepSchema>;

export const SellQuoteSchema = z.object({
  SignedQuote: z.string().check(z.minLength(1)),
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
  Rate: z.optional(PositiveDecimalSchema),
  Breakdown: z.optional(z.array(PrepareBreakdownItemSchema)),
  NextStep: z.optional(NextStepSchema),
  SellQuote: z.optional(SellQuoteSchema),
});
export type PrepareSellResponse = z.infer<typeof PrepareSellResponseSchema>;

export const SellRequestSchema = z.object({
  CryptoCurrency: CryptoCurrencyCodeSchema,
  CryptoAuthorizedAmount: TransactionAmountSchema,
  FormSessionID: FormSessionIDSchema,
  Nonce: NonceSchema,
  FiatAmount: z.optional(TransactionAmountSchema),
  ExternalID: z.optional(ExternalIDSchema),
});
export type SellRequest = z.infer<typeof SellRequestSchema>;

export const SellResponseSchema = z.object({ Transaction: TransactionSchema });
export type SellResponse = z.infer<typeof SellResponseSchema>;
