// One query options factory per read (TanStack's `queryOptions`): the key from `rampkitKeys`, the
// call through a RampkitClient, and how long the answer stays fresh. The kit's hooks are built on
// them, and a host uses the same objects to prefetch (`queryClient.prefetchQuery`), to suspend
// (`useSuspenseQuery`) or to fill a cache on the server with `createServerClient`: what it puts
// in the cache is what the kit's components then read, without a second request.
import { queryOptions, type QueryKey, type QueryKeyWithDataTag, type UnusedSkipTokenOptions } from '@tanstack/react-query';
import type { ApiError } from '../api/errors';
import type { OperationInput, RampkitClient } from '../api/client';
import type { OperationName } from '../api/operations';
import { rampkitKeys, staleTimes } from './query-keys';

// Exclude, not NonNullable: the intersection NonNullable makes collapses these query types to never.
type Query<N extends OperationName> = Exclude<OperationInput<N>['query'], undefined>;
type Data<N extends keyof RampkitClient> = RampkitClient[N] extends (...args: never[]) => Promise<infer R> ? R : never;

/** Which operation a query runs: the hooks report its failures to `onEvent` under this name. */
export interface RampkitQueryMeta extends Record<string, unknown> {
  operation: OperationName;
}

/**
 * What every factory returns: options that `useQuery`, `useSuspenseQuery` and `prefetchQuery` all
 * take, with a key that carries the data type. Named, with types `@tanstack/react-query` exports,
 * so the published declarations never name TanStack's core package, which a host's package
 * manager need not make resolvable from rampkit.
 */
export type RampkitQueryOptions<TData> = UnusedSkipTokenOptions<TData, ApiError, TData, QueryKey> & QueryKeyWithDataTag<QueryKey, TData, ApiError>;

function define<N extends OperationName>(
  operation: N,
  queryKey: QueryKey,
  staleTime: number,
  run: (signal: AbortSignal) => Promise<Data<N & keyof RampkitClient>>,
): RampkitQueryOptions<Data<N & keyof RampkitClient>> {
  const meta: RampkitQueryMeta = { operation };
  return queryOptions<Data<N & keyof RampkitClient>, ApiError>({ queryKey, staleTime, meta, queryFn: ({ signal }) => run(signal) });
}

export const rampkitQueries = {
  /** Countries (and their fiat currencies) where the crypto currency can be sold. */
  countries: (client: RampkitClient, { query = {} }: { query?: Query<'listSellCountries'> } = {}) =>
    define('listSellCountries', rampkitKeys.countries(query.CryptoCurrency), staleTimes.countries, (signal) => client.listSellCountries({ query, signal })),
  /** The channels a sell can pay out through. */
  channels: (client: RampkitClient, { query }: { query: Query<'listSellChannels'> }) =>
    define('listSellChannels', rampkitKeys.channels(query), staleTimes.channels, (signal) => client.listSellChannels({ query, signal })),
  channel: (client: RampkitClient, { channelId, query }: { channelId: string; query: Query<'getChannel'> }) =>
    define('getChannel', rampkitKeys.channel(channelId, query), staleTimes.channels, (signal) => client.getChannel({ params: { ChannelID: channelId }, query, signal })),
  /** A channel's FormSchema (for a new payment method, or one given by PaymentMethodID). */
  channelForm: (client: RampkitClient, { channelId, query = {} }: { channelId: string; query?: Query<'getChannelForm'> }) =>
    define('getChannelForm', rampkitKeys.channelForm(channelId, query), staleTimes.form, (signal) => client.getChannelForm({ params: { ChannelID: channelId }, query, signal })),
  prices: (client: RampkitClient, { query }: { query: Query<'getPrices'> }) =>
    define('getPrices', rampkitKeys.prices(query), staleTimes.prices, (signal) => client.getPrices({ query, signal })),
  balances: (client: RampkitClient, { query = {} }: { query?: Query<'listBalances'> } = {}) =>
    define('listBalances', rampkitKeys.balanceList(query), staleTimes.records, (signal) => client.listBalances({ query, signal })),
  paymentMethods: (client: RampkitClient, { query }: { query: Query<'listPaymentMethods'> }) =>
    define('listPaymentMethods', rampkitKeys.paymentMethods(query), staleTimes.records, (signal) => client.listPaymentMethods({ query, signal })),
  transaction: (client: RampkitClient, { transactionId }: { transactionId: string }) =>
    define('getTransaction', rampkitKeys.transaction(transactionId), staleTimes.records, (signal) => client.getTransaction({ params: { TransactionID: transactionId }, signal })),
  transactions: (client: RampkitClient, { query = {} }: { query?: Query<'listTransactions'> } = {}) =>
    define('listTransactions', rampkitKeys.transactionList(query), staleTimes.records, (signal) => client.listTransactions({ query, signal })),
  virtualAccounts: (client: RampkitClient, { query }: { query: Query<'listVirtualAccounts'> }) =>
    define('listVirtualAccounts', rampkitKeys.virtualAccountList(query), staleTimes.records, (signal) => client.listVirtualAccounts({ query, signal })),
  customer: (client: RampkitClient, { customerId }: { customerId: string }) =>
    define('getCustomer', rampkitKeys.customer(customerId), staleTimes.records, (signal) => client.getCustomer({ params: { CustomerID: customerId }, signal })),
};

/** The inputs a factory (and the hook built on it) takes, by factory name. */
export type RampkitQueryInput<K extends keyof typeof rampkitQueries> = NonNullable<Parameters<(typeof rampkitQueries)[K]>[1]>;
