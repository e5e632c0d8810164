// POST /sandbox/fiat-deposit/simulate: a bank transfer into a virtual account, sandbox only.
import { z } from 'zod';
import { FiatCurrencyCodeSchema, PaymentMethodIDSchema, PositiveDecimalSchema, VirtualAccountIDSchema } from './common';
import { FiatDepositSchema } from './webhooks';

export const SimulateFiatDepositRequestSchema = z
  .object({
    VirtualAccountID: VirtualAccountIDSchema.optional(),
    PaymentMethodID: PaymentMethodIDSchema.optional(),
    Amount: PositiveDecimalSchema,
    FiatCurrency: FiatCurrencyCodeSchema,
    Reference: z.string().max(140).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.VirtualAccountID === undefined && r.PaymentMethodID === undefined) {
      ctx.addIssue({ code: 'custom', path: ['PaymentMethodID'], message: 'give the PaymentMethodID or the VirtualAccountID that receives the transfer' });
    }
  });
export type SimulateFiatDepositRequest = z.infer<typeof SimulateFiatDepositRequestSchema>;
export const SimulateFiatDepositResponseSchema = z.object({ FiatDeposit: FiatDepositSchema });
