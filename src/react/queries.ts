// One query options factory per read (TanStack's `queryOptions`): the key from `rampkitKeys`, the
// call through a RampkitClient, and how long the answer stays fresh. The kit's hooks are built on
// them, and a host uses the same objects to prefetch (`queryClient.query`), to suspend
// (`useSuspenseQuery`) or to fill a cache on the server with `createServerClient`: what it puts
// in the cache is what the kit's components then read, without a second request.
//
// Names (docs/adr/0002-read-names.md): an operation `list<Noun>` or `get<Noun>` has the factory
// `<noun>` and the hook `use<Noun>`; the hooks are named from the factories.
import { queryOptions, type QueryKey, type QueryKeyWithDataTag, type UnusedSkipTokenOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { ApiError } from '../api/errors';
import type { OperationInput, RampkitClient } from '../api/client';
import type { OperationName } from '../api/operations';
import { rampkitKeys, staleTimes } from './query-keys';

// Exclude, not NonNullable: the intersection NonNullable makes collapses these query types to never.
type Query<N extends OperationName> = Exclude<OperationInput<N>['query'], undefined>;
type Data<N extends OperationName & keyof RampkitClient> = Awaited<ReturnType<RampkitClient[N]>>;

/** Which operation a query runs: the hooks report its failures to `onEvent` under this name. */
export interface RampkitQueryMeta extends Record<string, unknown> {
  operation: OperationName;
}

/**
 * What every factory returns: options that `useQuery`, `useSuspenseQuery` and `queryClient.query`
 * all take, with a key that carries the data type. Named, with types `@tanstack/react-query`
 * exports, so the published declarations never name TanStack's core package, which a host's
 * package manager need not make resolvable from rampkit.
 */
export type RampkitQueryOptions<TData> = UnusedSkipTokenOptions<TData, ApiError, TData, QueryKey> & QueryKeyWithDataTag<QueryKey, TData, ApiError>;

/** TanStack's options a factory (and its hook) passes through: everything but the key and the call. */
type Tuning<TData> = Omit<UseQueryOptions<TData, ApiError>, 'queryKey' | 'queryFn'>;

function define<N extends OperationName & keyof RampkitClient>(
  operation: N,
  queryKey: QueryKey,
  staleTime: number,
  tuning: Tuning<Data<N>>,
  run: (signal: AbortSignal) => Promise<Data<N>>,
): RampkitQueryOptions<Data<N>> {
  const meta: RampkitQueryMeta = { ...tuning.meta, operation };
  return queryOptions<Data<N>, ApiError>({ staleTime, ...tuning, queryKey, meta, queryFn: ({ signal }) => run(signal) });
}

/**
 * Each factory takes the client and one object: what the read needs (`query`, an id) and, beside
 * it, any of TanStack's query options (`staleTime`, `enabled`, `select`, ...). A read hook takes the
 * same object.
 */
export const rampkitQueries = {
  /** Countries (and their fiat currencies) where the crypto currency can be sold. */
  sellCountries: (client: RampkitClient, { query = {}, ...tuning }: { query?: Query<'listSellCountries'> } & Tuning<Data<'listSellCountries'>> = {}) =>
    define('listSellCountries', rampkitKeys.sellCountries.list(query), staleTimes.sellCountries, tuning, (signal) => client.listSellCountries({ query, signal })),
  /** The channels a sell can pay out through. */
  sellChannels: (client: RampkitClient, { query, ...tuning }: { query: Query<'listSellChannels'> } & Tuning<Data<'listSellChannels'>>) =>
    define('listSellChannels', rampkitKeys.channels.list(query), staleTimes.channels, tuning, (signal) => client.listSellChannels({ query, signal })),
  channel: (client: RampkitClient, { channelId, query, ...tuning }: { channelId: string; query: Query<'getChannel'> } & Tuning<Data<'getChannel'>>) =>
    define('getChannel', rampkitKeys.channels.detail(channelId, query), staleTimes.channels, tuning, (signal) => client.getChannel({ params: { ChannelID: channelId }, query, signal })),
  /** A channel's FormSchema (for a new payment method, or one given by PaymentMethodID). */
  channelForm: (client: RampkitClient, { channelId, query = {}, ...tuning }: { channelId: string; query?: Query<'getChannelForm'> } & Tuning<Data<'getChannelForm'>>) =>
    define('getChannelForm', rampkitKeys.channelForms.detail(channelId, query), staleTimes.form, tuning, (signal) => client.getChannelForm({ params: { ChannelID: channelId }, query, signal })),
  prices: (client: RampkitClient, { query, ...tuning }: { query: Query<'getPrices'> } & Tuning<Data<'getPrices'>>) =>
    define('getPrices', rampkitKeys.prices.list(query), staleTimes.prices, tuning, (signal) => client.getPrices({ query, signal })),
  balances: (client: RampkitClient, { query = {}, ...tuning }: { query?: Query<'listBalances'> } & Tuning<Data<'listBalances'>> = {}) =>
    define('listBalances', rampkitKeys.balances.list(query), staleTimes.records, tuning, (signal) => client.listBalances({ query, signal })),
  paymentMethods: (client: RampkitClient, { query, ...tuning }: { query: Query<'listPaymentMethods'> } & Tuning<Data<'listPaymentMethods'>>) =>
    define('listPaymentMethods', rampkitKeys.paymentMethods.list(query), staleTimes.records, tuning, (signal) => client.listPaymentMethods({ query, signal })),
  transaction: (client: RampkitClient, { transactionId, ...tuning }: { transactionId: string } & Tuning<Data<'getTransaction'>>) =>
    define('getTransaction', rampkitKeys.transactions.detail(transactionId), staleTimes.records, tuning, (signal) => client.getTransaction({ params: { TransactionID: transactionId }, signal })),
  transactions: (client: RampkitClient, { query = {}, ...tuning }: { query?: Query<'listTransactions'> } & Tuning<Data<'listTransactions'>> = {}) =>
    define('listTransactions', rampkitKeys.transactions.list(query), staleTimes.records, tuning, (signal) => client.listTransactions({ query, signal })),
  virtualAccounts: (client: RampkitClient, { query, ...tuning }: { query: Query<'listVirtualAccounts'> } & Tuning<Data<'listVirtualAccounts'>>) =>
    define('listVirtualAccounts', rampkitKeys.virtualAccounts.list(query), staleTimes.records, tuning, (signal) => client.listVirtualAccounts({ query, signal })),
  /**
   * The customer record. A 404 (no customer, or no details yet) is an answer, not a failure: it is
   * not retried, and not asked again when another observer mounts (docs/adr/0172).
   */
  customer: (client: RampkitClient, { customerId, ...tuning }: { customerId: string } & Tuning<Data<'getCustomer'>>) =>
    define('getCustomer', rampkitKeys.customers.detail(customerId), staleTimes.records, { retry: false, retryOnMount: false, ...tuning }, (signal) => client.getCustomer({ params: { CustomerID: customerId }, signal })),
};

export type RampkitQueryFactory = keyof typeof rampkitQueries;

/** What a factory, and the hook named after it, takes: the read's inputs and TanStack's options. */
export type RampkitQueryInput<K extends RampkitQueryFactory> = NonNullable<Parameters<(typeof rampkitQueries)[K]>[1]>;

/** The data a factory's query holds (read from the key's data tag). */
export type RampkitQueryData<K extends RampkitQueryFactory> = ReturnType<(typeof rampkitQueries)[K]> extends RampkitQueryOptions<infer T> ? T : never;
