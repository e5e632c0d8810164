// Every query key the kit uses, from one factory, so invalidation after an event is exact.
export const rampkitKeys = {
  all: ['rampkit'] as const,
  countries: (crypto?: string) => [...rampkitKeys.all, 'countries', crypto ?? null] as const,
  channels: (query: object) => [...rampkitKeys.all, 'channels', query] as const,
  channel: (id: string, query: object) => [...rampkitKeys.all, 'channel', id, query] as const,
  channelForm: (id: string, query: object) => [...rampkitKeys.all, 'channel-form', id, query] as const,
  prices: (query: object) => [...rampkitKeys.all, 'prices', query] as const,
  balances: () => [...rampkitKeys.all, 'balances'] as const,
  balanceList: (query: object) => [...rampkitKeys.balances(), query] as const,
  paymentMethods: (query: object) => [...rampkitKeys.all, 'payment-methods', query] as const,
  transactions: () => [...rampkitKeys.all, 'transactions'] as const,
  transactionList: (query: object) => [...rampkitKeys.transactions(), 'list', query] as const,
  transaction: (id: string) => [...rampkitKeys.transactions(), 'one', id] as const,
  virtualAccounts: (query: object) => [...rampkitKeys.all, 'virtual-accounts', query] as const,
  customer: (id: string) => [...rampkitKeys.all, 'customer', id] as const,
};

/** How long data stays fresh: prices move fast, the countries map barely at all. */
export const staleTimes = {
  prices: 10_000,
  channels: 30_000,
  countries: 60 * 60_000,
  form: 5 * 60_000,
  records: 15_000,
} as const;
