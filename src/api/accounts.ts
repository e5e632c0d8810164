// Balances and virtual accounts.
import { z } from 'zod/mini';
import { CryptoCurrencyCodeSchema, CustomerIDSchema, PageQuerySchema, PositiveDecimalSchema, VirtualAccountIDSchema, pageOf } from './common';
import { PaymentMethodSchema } from './payment-methods';

export const BalanceSchema = z.object({
  AccountType: z.literal('Current'),
  CryptoCurrency: CryptoCurrencyCodeSchema,
  Available: PositiveDecimalSchema,
  Total: PositiveDecimalSchema,
});
export type Balance = z.infer<typeof BalanceSchema>;
export const BalanceListSchema = pageOf(BalanceSchema);
export type BalanceList = z.infer<typeof BalanceListSchema>;
export const ListBalancesQuerySchema = z.extend(PageQuerySchema, { CryptoCurrency: z.optional(CryptoCurrencyCodeSchema) });

export const VirtualAccountStatusSchema = z.enum(['Active', 'PendingClosure', 'Closed']);
export type VirtualAccountStatus = z.infer<typeof VirtualAccountStatusSchema>;
export const VirtualAccountSchema = z.object({
  VirtualAccountID: VirtualAccountIDSchema,
  Status: VirtualAccountStatusSchema,
  PaymentMethods: z.array(PaymentMethodSchema),
});
export type VirtualAccount = z.infer<typeof VirtualAccountSchema>;
export const VirtualAccountListSchema = pageOf(VirtualAccountSchema);
export type VirtualAccountList = z.infer<typeof VirtualAccountListSchema>;
export const ListVirtualAccountsQuerySchema = z.extend(PageQuerySchema, { CustomerID: CustomerIDSchema });
export const VirtualAccountPathSchema = z.object({ VirtualAccountID: VirtualAccountIDSchema });
export const CloseVirtualAccountResultSchema = z.object({ VirtualAccountID: VirtualAccountIDSchema, Status: VirtualAccountStatusSchema });
export type CloseVirtualAccountResult = z.infer<typeof CloseVirtualAccountResultSchema>;
