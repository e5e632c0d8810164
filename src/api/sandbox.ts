// POST /sandbox/fiat-deposit/simulate: a bank transfer into a customer's bank-deposit details,
// sandbox only. The shape is the published one (not-shown.md): the transfer is addressed by the
// PaymentMethodID the bank-deposit workflow answered, and the answer names the FiatDeposit it made.
import { z } from 'zod';
import { FiatCurrencyCodeSchema, PaymentMethodIDSchema, TransactionAmountSchema } from './common';

export const SimulateFiatDepositRequestSchema = z.object({
  PaymentMethodID: PaymentMethodIDSchema,
  FiatAmount: TransactionAmountSchema,
  FiatCurrency: FiatCurrencyCodeSchema,
  Reference: z.string().min(1, 'must not be empty').max(140, 'must be at most 140 characters').optional(),
});
export type SimulateFiatDepositRequest = z.infer<typeof SimulateFiatDepositRequestSchema>;
export const SimulateFiatDepositResponseSchema = z.object({ FiatDepositID: z.string().min(1) });
export type SimulateFiatDepositResponse = z.infer<typeof SimulateFiatDepositResponseSchema>;
