// Each operation's route (method, path, Action, whether it may be repeated), without its schemas.
// zod-free on purpose: the client sends a request with this alone while the contract (operations.ts,
// its schemas and zod) still loads as a separate chunk; operations.ts adds the schemas to these.

export type SuccessStatus = 200 | 201 | 202 | 204;
export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface RouteDef {
  /** PascalCase name: the error envelope's Action. */
  action: string;
  method: HttpMethod;
  /** Relative to {base_url} (which ends in /v1); parameters as {Name}. */
  path: `/${string}`;
  /** A success answered without its body (published 0.1.3): asking once more gets it. */
  askAgainWhenEmpty?: SuccessStatus;
  /** Safe to repeat: reads, PUT, and POSTs that carry their own Nonce. */
  idempotent: boolean;
}

export const routes = {
  listSellChannels: { action: 'ListSellChannels', method: 'GET', path: '/channels/sell', idempotent: true },
  listSellCountries: { action: 'ListSellCountries', method: 'GET', path: '/channels/sell/countries', idempotent: true },
  getChannel: { action: 'GetChannel', method: 'GET', path: '/channels/{ChannelID}', idempotent: true },
  getChannelForm: { action: 'GetChannelForm', method: 'GET', path: '/channels/{ChannelID}/form', idempotent: true },
  getPrices: { action: 'GetPrices', method: 'GET', path: '/prices', idempotent: true },
  listBalances: { action: 'ListBalances', method: 'GET', path: '/balances', idempotent: true },
  prepareSell: { action: 'PrepareSell', method: 'POST', path: '/transactions/sell/prepare', idempotent: false },
  sell: { action: 'Sell', method: 'POST', path: '/transactions/sell', idempotent: true },
  getTransaction: { action: 'GetTransaction', method: 'GET', path: '/transactions/{TransactionID}', idempotent: true },
  listTransactions: { action: 'ListTransactions', method: 'GET', path: '/transactions', idempotent: true },
  listPaymentMethods: { action: 'ListPaymentMethods', method: 'GET', path: '/payment-methods', idempotent: true },
  listVirtualAccounts: { action: 'ListVirtualAccounts', method: 'GET', path: '/virtual-accounts', idempotent: true },
  closeVirtualAccount: { action: 'CloseVirtualAccount', method: 'POST', path: '/virtual-accounts/{VirtualAccountID}/close', idempotent: true },
  createDepositRule: { action: 'CreateOnchainDepositRule', method: 'POST', path: '/workflows/onchain-deposit-to-payment-method', idempotent: true },
  createBankDepositWorkflow: { action: 'CreateBankDepositWorkflow', method: 'POST', path: '/workflows/bank-deposit-to-onchain-address', idempotent: false },
  putCustomer: { action: 'PutCustomer', method: 'PUT', path: '/customers/{CustomerID}', idempotent: true },
  getCustomer: { action: 'GetCustomer', method: 'GET', path: '/customers/{CustomerID}', idempotent: true },
  startOnboarding: { action: 'StartOnboarding', method: 'POST', path: '/onboarding/{CustomerID}', askAgainWhenEmpty: 201, idempotent: false },
  submitPrefill: { action: 'SubmitPrefill', method: 'POST', path: '/onboarding/{CustomerID}/prefill', idempotent: false },
  simulateFiatDeposit: { action: 'SimulateFiatDeposit', method: 'POST', path: '/sandbox/fiat-deposit/simulate', idempotent: false },
} as const satisfies Record<string, RouteDef>;
