// The one table of the API's operations: method, path and the schemas of each part. The client
// builds its methods from it, the sandbox validates requests with it, and the proxy derives its
// allowlist from it, so a path or a rule is never written twice.
import { z } from 'zod/mini';
import {
  ChannelCountriesSchema, ChannelFormQuerySchema, ChannelFormResponseReadSchema, ChannelFormResponseSchema, ChannelListSchema, ChannelPathSchema,
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
import { routes, type RouteDef, type SuccessStatus } from './routes';

export interface OperationDef extends RouteDef {
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
}

const op = <const T extends OperationDef>(def: T) => def;

export const operations = {
  listSellChannels: op({ ...routes.listSellChannels, query: ListSellChannelsQuerySchema, responses: { 200: ChannelListSchema }, reads: { 200: ChannelListReadSchema } }),
  listSellCountries: op({ ...routes.listSellCountries, query: SellCountriesQuerySchema, responses: { 200: ChannelCountriesSchema } }),
  getChannel: op({ ...routes.getChannel, params: ChannelPathSchema, query: GetChannelQuerySchema, responses: { 200: ChannelSchema }, reads: { 200: ChannelReadSchema } }),
  getChannelForm: op({ ...routes.getChannelForm, params: ChannelPathSchema, query: ChannelFormQuerySchema, responses: { 200: ChannelFormResponseSchema }, reads: { 200: ChannelFormResponseReadSchema } }),
  getPrices: op({ ...routes.getPrices, query: PricesQuerySchema, responses: { 200: PriceResponseSchema } }),
  listBalances: op({ ...routes.listBalances, query: ListBalancesQuerySchema, responses: { 200: BalanceListSchema } }),
  prepareSell: op({ ...routes.prepareSell, body: PrepareSellRequestSchema, responses: { 200: PrepareSellResponseSchema } }),
  sell: op({ ...routes.sell, body: SellRequestSchema, responses: { 202: SellResponseSchema } }),
  getTransaction: op({ ...routes.getTransaction, params: TransactionPathSchema, responses: { 200: TransactionSchema } }),
  listTransactions: op({ ...routes.listTransactions, query: ListTransactionsQuerySchema, responses: { 200: TransactionListSchema } }),
  listPaymentMethods: op({ ...routes.listPaymentMethods, query: ListPaymentMethodsQuerySchema, responses: { 200: PaymentMethodListSchema } }),
  listVirtualAccounts: op({ ...routes.listVirtualAccounts, query: ListVirtualAccountsQuerySchema, responses: { 200: VirtualAccountListSchema } }),
  closeVirtualAccount: op({ ...routes.closeVirtualAccount, params: VirtualAccountPathSchema, responses: { 200: CloseVirtualAccountResultSchema, 202: CloseVirtualAccountResultSchema } }),
  createDepositRule: op({ ...routes.createDepositRule, body: DepositRuleRequestSchema, responses: { 200: DepositRuleResponseSchema }, reads: { 200: DepositRuleResponseReadSchema } }),
  createBankDepositWorkflow: op({ ...routes.createBankDepositWorkflow, body: BankDepositRequestSchema, responses: { 200: BankDepositResponseSchema }, reads: { 200: BankDepositResponseReadSchema } }),
  putCustomer: op({ ...routes.putCustomer, params: CustomerPathSchema, body: CustomerInputSchema, responses: { 201: PutCustomerCreatedSchema, 204: null }, reads: { 201: z.optional(PutCustomerCreatedSchema) } }),
  getCustomer: op({ ...routes.getCustomer, params: CustomerPathSchema, responses: { 200: CustomerSchema } }),
  startOnboarding: op({ ...routes.startOnboarding, params: CustomerPathSchema, body: OnboardingRequestSchema, responses: { 200: OnboardingSessionSchema, 201: OnboardingSessionSchema, 202: OnboardingAcceptedSchema } }),
  submitPrefill: op({ ...routes.submitPrefill, params: CustomerPathSchema, body: PrefillRequestSchema, responses: { 200: PrefillResponseSchema }, reads: { 200: z.pipe(z.transform((body) => body ?? {}), PrefillResponseSchema) } }),
  simulateFiatDeposit: op({ ...routes.simulateFiatDeposit, body: SimulateFiatDepositRequestSchema, responses: { 200: SimulateFiatDepositResponseSchema } }),
} as const satisfies Record<keyof typeof routes, OperationDef>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;

/** Names of the `{Param}` segments of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** Each operation's template split once, by method: `{Param}` segments as their names. */
type CompiledTemplate = { name: OperationName; parts: (string | { param: string })[]; literal: boolean };
let compiled: Map<string, CompiledTemplate[]> | undefined;
function templatesFor(method: string): CompiledTemplate[] {
  compiled ??= (() => {
    const byMethod = new Map<string, CompiledTemplate[]>();
    for (const [name, def] of Object.entries(operations) as [OperationName, OperationDef][]) {
      const parts = def.path.split('/').map((part) => {
        const param = /^\{(\w+)\}$/.exec(part);
        return param ? { param: param[1] as string } : part;
      });
      const list = byMethod.get(def.method) ?? byMethod.set(def.method, []).get(def.method)!;
      list.push({ name, parts, literal: parts.every((part) => typeof part === 'string') });
    }
    return byMethod;
  })();
  const upper = method.toUpperCase();
  // HEAD names a path's GET operation: a server that answers GET answers HEAD as GET would,
  // without the body (RFC 9110 §9.3.2; docs/adr/0170).
  return compiled.get(upper === 'HEAD' ? 'GET' : upper) ?? [];
}

/** Matches a concrete path (relative to the base, e.g. `/channels/abc/form`) to its operation; HEAD matches the GET one. */
export function matchOperation(method: string, path: string): { name: OperationName; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  let fallback: { name: OperationName; params: Record<string, string> } | undefined;
  for (const { name, parts, literal } of templatesFor(method)) {
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = parts.every((part, i) => {
      const actual = segments[i] as string;
      if (typeof part === 'string') return part === actual;
      try {
        params[part.param] = decodeURIComponent(actual);
      } catch {
        return false;
      }
      return actual.length > 0;
    });
    // A literal path (/channels/sell) wins over a template (/channels/{ChannelID}).
    if (ok && literal) return { name, params };
    if (ok && !fallback) fallback = { name, params };
  }
  return fallback;
}
