// The one table of the API's operations: method, path and the schemas of each part. The client
// builds its methods from it, the sandbox validates requests with it, and the proxy derives its
// allowlist from it, so a path or a rule is never written twice.
import { z } from 'zod/mini';
import {
  ChannelCountriesSchema, ChannelFormQuerySchema, ChannelFormResponseSchema, ChannelListSchema, ChannelPathSchema,
  ChannelSchema, ChannelListReadSchema, ChannelReadSchema, GetChannelQuerySchema, ListSellChannelsQuerySchema, SellCountriesQuerySchema,
} from './channels';
import { PricesQuerySchema, PriceResponseSchema } from './prices';
import {
  BalanceListSchema, CloseVirtualAccountResultSchema, ListBalancesQuerySchema, ListVirtualAccountsQuerySchema,
  VirtualAccountListSchema, VirtualAccountPathSchema,
} from './accounts';
import { PrepareSellRequestSchema, PrepareSellResponseSchema, SellRequestSchema, SellResponseSchema } from './sell';
import { ListTransactionsQuerySchema, TransactionListSchema, TransactionPathSchema, TransactionSchema } from './transactions';
import { ListPaymentMethodsQuerySchema, PaymentMethodListSchema } from './payment-methods';
import { DepositRuleRequestSchema, DepositRuleResponseReadSchema, DepositRuleResponseSchema } from './rules';
import { BankDepositRequestSchema, BankDepositResponseReadSchema, BankDepositResponseSchema } from './workflows';
import { CustomerInputSchema, CustomerPathSchema, CustomerSchema, PutCustomerCreatedSchema } from './customers';
import { OnboardingAcceptedSchema, OnboardingRequestSchema, OnboardingSessionSchema } from './onboarding';
import { PrefillRequestSchema, PrefillResponseSchema } from './prefill';
import { SimulateFiatDepositRequestSchema, SimulateFiatDepositResponseSchema } from './sandbox';

export type SuccessStatus = 200 | 201 | 202 | 204;
export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface OperationDef {
  /** PascalCase name: the error envelope's Action. */
  action: string;
  method: HttpMethod;
  /** Relative to {base_url} (which ends in /v1); parameters as {Name}. */
  path: `/${string}`;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Success statuses and their body schema (null: no body): the contract the sandbox answers by. */
  responses: Partial<Record<SuccessStatus, z.ZodMiniType | null>>;
  /**
   * What the kit reads where it differs from `responses`: the same parts with the fields the
   * published 0.1.3 description leaves out made optional (the client relaxes these further, see reader.ts).
   */
  reads?: Partial<Record<SuccessStatus, z.ZodMiniType>>;
  /** A success answered without its body (published 0.1.3): asking once more gets it. */
  askAgainWhenEmpty?: SuccessStatus;
  /** Safe to repeat: reads, PUT, and POSTs that carry their own Nonce. */
  idempotent: boolean;
}

const op = <const T extends OperationDef>(def: T) => def;

export const operations = {
  listSellChannels: op({ action: 'ListSellChannels', method: 'GET', path: '/channels/sell', query: ListSellChannelsQuerySchema, responses: { 200: ChannelListSchema }, reads: { 200: ChannelListReadSchema }, idempotent: true }),
  listSellCountries: op({ action: 'ListSellCountries', method: 'GET', path: '/channels/sell/countries', query: SellCountriesQuerySchema, responses: { 200: ChannelCountriesSchema }, idempotent: true }),
  getChannel: op({ action: 'GetChannel', method: 'GET', path: '/channels/{ChannelID}', params: ChannelPathSchema, query: GetChannelQuerySchema, responses: { 200: ChannelSchema }, reads: { 200: ChannelReadSchema }, idempotent: true }),
  getChannelForm: op({ action: 'GetChannelForm', method: 'GET', path: '/channels/{ChannelID}/form', params: ChannelPathSchema, query: ChannelFormQuerySchema, responses: { 200: ChannelFormResponseSchema }, idempotent: true }),
  getPrices: op({ action: 'GetPrices', method: 'GET', path: '/prices', query: PricesQuerySchema, responses: { 200: PriceResponseSchema }, idempotent: true }),
  listBalances: op({ action: 'ListBalances', method: 'GET', path: '/balances', query: ListBalancesQuerySchema, responses: { 200: BalanceListSchema }, idempotent: true }),
  prepareSell: op({ action: 'PrepareSell', method: 'POST', path: '/transactions/sell/prepare', body: PrepareSellRequestSchema, responses: { 200: PrepareSellResponseSchema }, idempotent: false }),
  sell: op({ action: 'Sell', method: 'POST', path: '/transactions/sell', body: SellRequestSchema, responses: { 202: SellResponseSchema }, idempotent: true }),
  getTransaction: op({ action: 'GetTransaction', method: 'GET', path: '/transactions/{TransactionID}', params: TransactionPathSchema, responses: { 200: TransactionSchema }, idempotent: true }),
  listTransactions: op({ action: 'ListTransactions', method: 'GET', path: '/transactions', query: ListTransactionsQuerySchema, responses: { 200: TransactionListSchema }, idempotent: true }),
  listPaymentMethods: op({ action: 'ListPaymentMethods', method: 'GET', path: '/payment-methods', query: ListPaymentMethodsQuerySchema, responses: { 200: PaymentMethodListSchema }, idempotent: true }),
  listVirtualAccounts: op({ action: 'ListVirtualAccounts', method: 'GET', path: '/virtual-accounts', query: ListVirtualAccountsQuerySchema, responses: { 200: VirtualAccountListSchema }, idempotent: true }),
  closeVirtualAccount: op({ action: 'CloseVirtualAccount', method: 'POST', path: '/virtual-accounts/{VirtualAccountID}/close', params: VirtualAccountPathSchema, responses: { 200: CloseVirtualAccountResultSchema, 202: CloseVirtualAccountResultSchema }, idempotent: true }),
  createDepositRule: op({ action: 'CreateOnchainDepositRule', method: 'POST', path: '/workflows/onchain-deposit-to-payment-method', body: DepositRuleRequestSchema, responses: { 200: DepositRuleResponseSchema }, reads: { 200: DepositRuleResponseReadSchema }, idempotent: true }),
  createBankDepositWorkflow: op({ action: 'CreateBankDepositWorkflow', method: 'POST', path: '/workflows/bank-deposit-to-onchain-address', body: BankDepositRequestSchema, responses: { 200: BankDepositResponseSchema }, reads: { 200: BankDepositResponseReadSchema }, idempotent: false }),
  putCustomer: op({ action: 'PutCustomer', method: 'PUT', path: '/customers/{CustomerID}', params: CustomerPathSchema, body: CustomerInputSchema, responses: { 201: PutCustomerCreatedSchema, 204: null }, reads: { 201: z.optional(PutCustomerCreatedSchema) }, idempotent: true }),
  getCustomer: op({ action: 'GetCustomer', method: 'GET', path: '/customers/{CustomerID}', params: CustomerPathSchema, responses: { 200: CustomerSchema }, idempotent: true }),
  startOnboarding: op({ action: 'StartOnboarding', method: 'POST', path: '/onboarding/{CustomerID}', params: CustomerPathSchema, body: OnboardingRequestSchema, responses: { 200: OnboardingSessionSchema, 201: OnboardingSessionSchema, 202: OnboardingAcceptedSchema }, askAgainWhenEmpty: 201, idempotent: false }),
  submitPrefill: op({ action: 'SubmitPrefill', method: 'POST', path: '/onboarding/{CustomerID}/prefill', params: CustomerPathSchema, body: PrefillRequestSchema, responses: { 200: PrefillResponseSchema }, reads: { 200: z.pipe(z.transform((body) => body ?? {}), PrefillResponseSchema) }, idempotent: false }),
  simulateFiatDeposit: op({ action: 'SimulateFiatDeposit', method: 'POST', path: '/sandbox/fiat-deposit/simulate', body: SimulateFiatDepositRequestSchema, responses: { 200: SimulateFiatDepositResponseSchema }, idempotent: false }),
} as const satisfies Record<string, OperationDef>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;

/** Names of the `{Param}` segments of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** Matches a concrete path (relative to the base, e.g. `/channels/abc/form`) to its operation. */
export function matchOperation(method: string, path: string): { name: OperationName; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  let fallback: { name: OperationName; params: Record<string, string> } | undefined;
  for (const [name, def] of Object.entries(operations) as [OperationName, OperationDef][]) {
    if (def.method !== method.toUpperCase()) continue;
    const template = def.path.split('/');
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literal = true;
    const ok = template.every((part, i) => {
      const actual = segments[i] as string;
      const param = /^\{(\w+)\}$/.exec(part);
      if (param) {
        literal = false;
        try {
          params[param[1] as string] = decodeURIComponent(actual);
        } catch {
          return false;
        }
        return actual.length > 0;
      }
      return part === actual;
    });
    // A literal path (/channels/sell) wins over a template (/channels/{ChannelID}).
    if (ok && literal) return { name, params };
    if (ok && !fallback) fallback = { name, params };
  }
  return fallback;
}
