// Every query key the kit uses, by entity, in TanStack's convention: `all` above `lists()` above
// `list(query)`, and `all` above `details()` above `detail(id)`. A shorter key is a prefix of every
// key below it, so `invalidateQueries({ queryKey: rampkitKeys.transactions.lists() })` reaches every
// page of every transaction list and no single transaction. An entity has the levels its reads
// need: a list, a record by id, or both.
import type { OperationInput } from '../api/client';
import type { OperationName } from '../api/operations';
import { canonicalId } from '../api/canonical-id';

// Exclude, not NonNullable: the intersection NonNullable makes collapses these query types to never.
type Query<N extends OperationName> = Exclude<OperationInput<N>['query'], undefined>;

const all = ['rampkit'] as const;
type EntityKey = readonly ['rampkit', string];
const entity = (name: string): EntityKey => [...all, name];

/** An entity's lists, each keyed by the query that asked for it. */
function listKeys<ListQuery extends object>(of: EntityKey) {
  const lists = () => [...of, 'list'] as const;
  return { lists, list: (query: ListQuery) => [...lists(), query] as const };
}

/**
 * An entity's records by id; a read that also takes a query (a channel for a country) adds it. The
 * id is keyed as `keyOf` spells it: a UUID the spec types as one (ChannelID, TransactionID) in its
 * canonical form, so a host's upper-case id and a live event's lower-case one are one cache entry
 * (docs/adr/0171, 0175); CustomerID as given.
 */
function detailKeys<DetailQuery extends object = never>(of: EntityKey, keyOf: (id: string) => string = (id) => id) {
  const details = () => [...of, 'detail'] as const;
  return { details, detail: (id: string, query?: DetailQuery) => (query === undefined ? ([...details(), keyOf(id)] as const) : ([...details(), keyOf(id), query] as const)) };
}

const sellCountries = entity('sell-countries');
const channels = entity('channels');
const channelForms = entity('channel-forms');
const prices = entity('prices');
const balances = entity('balances');
const paymentMethods = entity('payment-methods');
const transactions = entity('transactions');
const virtualAccounts = entity('virtual-accounts');
const customers = entity('customers');

export const rampkitKeys = {
  all,
  sellCountries: { all: sellCountries, ...listKeys<Query<'listSellCountries'>>(sellCountries) },
  /** The sell channels (lists) and each channel by ID. */
  channels: { all: channels, ...listKeys<Query<'listSellChannels'>>(channels), ...detailKeys<Query<'getChannel'>>(channels, canonicalId) },
  channelForms: { all: channelForms, ...detailKeys<Query<'getChannelForm'>>(channelForms, canonicalId) },
  prices: { all: prices, ...listKeys<Query<'getPrices'>>(prices) },
  balances: { all: balances, ...listKeys<Query<'listBalances'>>(balances) },
  paymentMethods: { all: paymentMethods, ...listKeys<Query<'listPaymentMethods'>>(paymentMethods) },
  transactions: { all: transactions, ...listKeys<Query<'listTransactions'>>(transactions), ...detailKeys(transactions, canonicalId) },
  virtualAccounts: { all: virtualAccounts, ...listKeys<Query<'listVirtualAccounts'>>(virtualAccounts) },
  customers: { all: customers, ...detailKeys(customers) },
};

/** How long data stays fresh: prices move fast, the countries map barely at all. */
export const staleTimes = {
  prices: 10_000,
  channels: 30_000,
  sellCountries: 60 * 60_000,
  form: 5 * 60_000,
  records: 15_000,
} as const;
