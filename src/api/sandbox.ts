// POST /sandbox/fiat-deposit/simulate: a bank transfer into a customer's bank-deposit details,
// sandbox only. The shape is the published one (not-shown.md): the transfer is addressed by the
// PaymentMethodID the bank-deposit workflow answered, and the answer names the FiatDeposit it made.
import { z } from 'zod/mini';
import { FiatCurrencyCodeSchema, PaymentMethodIDSchema, TransactionAmountSchema } from './common';

export const SimulateFiatDepositRequestSchema = z.object({
  PaymentMethodID: PaymentMethodIDSchema,
  FiatAmount: TransactionAmountSchema,
  FiatCurrency: FiatCurrencyCodeSchema,
  Reference: z.optional(z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(140, 'must be at most 140 characters'))),
});
export type SimulateFiatDepositRequest = z.infer<typeof SimulateFiatDepositRequestSchema>;
export const SimulateFiatDepositResponseSchema = z.object({ FiatDepositID: z.string().check(z.minLength(1)) });
export type SimulateFiatDepositResponse = z.infer<typeof SimulateFiatDepositResponseSchema>;
