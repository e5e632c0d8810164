// Every query key the kit uses, from one factory, so invalidation after an event is exact. A
// prefix (`transactions()`, `customers()`, ...) matches every key below it.
export const rampkitKeys = {
  all: ['rampkit'] as const,
  countries: (crypto?: string) => [...rampkitKeys.all, 'countries', crypto ?? null] as const,
  channels: (query: object) => [...rampkitKeys.all, 'channels', query] as const,
  channel: (id: string, query: object) => [...rampkitKeys.all, 'channel', id, query] as const,
  channelForm: (id: string, query: object) => [...rampkitKeys.all, 'channel-form', id, query] as const,
  prices: (query: object) => [...rampkitKeys.all, 'prices', query] as const,
  balances: () => [...rampkitKeys.all, 'balances'] as const,
  balanceList: (query: object) => [...rampkitKeys.balances(), query] as const,
  paymentMethodLists: () => [...rampkitKeys.all, 'payment-methods'] as const,
  paymentMethods: (query: object) => [...rampkitKeys.paymentMethodLists(), query] as const,
  transactions: () => [...rampkitKeys.all, 'transactions'] as const,
  transactionLists: () => [...rampkitKeys.transactions(), 'list'] as const,
  transactionList: (query: object) => [...rampkitKeys.transactionLists(), query] as const,
  transaction: (id: string) => [...rampkitKeys.transactions(), 'one', id] as const,
  virtualAccounts: () => [...rampkitKeys.all, 'virtual-accounts'] as const,
  virtualAccountList: (query: object) => [...rampkitKeys.virtualAccounts(), query] as const,
  customers: () => [...rampkitKeys.all, 'customer'] as const,
  customer: (id: string) => [...rampkitKeys.customers(), id] as const,
};

/** How long data stays fresh: prices move fast, the countries map barely at all. */
export const staleTimes = {
  prices: 10_000,
  channels: 30_000,
  countries: 60 * 60_000,
  form: 5 * 60_000,
  records: 15_000,
} as const;
