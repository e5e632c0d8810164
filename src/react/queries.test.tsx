// The query options factories: what a host prefetches with them is what the kit's components and
// hooks read, without a request of their own; the same objects drive useSuspenseQuery.
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createSandboxBackend } from '../testing/sandbox-backend';
import type { RampkitClient } from '../api/client';
import { ChannelPicker } from '../components/ChannelPicker';
import { RampkitProvider } from './RampkitProvider';
import { rampkitQueries } from './queries';
import { rampkitKeys } from './query-keys';
import { useRampkit } from './useRampkit';

/** The client with every call written down, so a test can say which requests went out. */
function counted(client: RampkitClient) {
  const calls: string[] = [];
  const proxy = new Proxy(client, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function' || name === 'onContractMismatch') return value;
      return (...args: unknown[]) => {
        calls.push(String(name));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { client: proxy, calls };
}

const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

describe('rampkitQueries', () => {
  it('keys every factory with rampkitKeys', async () => {
    const backend = await createSandboxBackend();
    const { client } = backend;
    expect(rampkitQueries.sellChannels(client, { query: { CryptoCurrency: 'USDC_TEST' } }).queryKey).toEqual(rampkitKeys.channels.list({ CryptoCurrency: 'USDC_TEST' }));
    expect(rampkitQueries.transactions(client).queryKey).toEqual(rampkitKeys.transactions.list({}));
    expect(rampkitQueries.customer(client, { customerId: 'c-1' }).queryKey).toEqual(rampkitKeys.customers.detail('c-1'));
    expect(rampkitQueries.virtualAccounts(client, { query: { CustomerID: 'c-1' } }).queryKey.slice(0, 3)).toEqual(rampkitKeys.virtualAccounts.lists());
    backend.sandbox.close();
  });

  it('keys a ChannelID and a TransactionID in any case as one record, a CustomerID exactly as given', () => {
    const client = { baseUrl: '/api' } as unknown as RampkitClient;
    const id = '7d9f2c1e-0000-4000-8000-0000000000aa';
    expect(rampkitQueries.transaction(client, { transactionId: id.toUpperCase() }).queryKey).toEqual(rampkitQueries.transaction(client, { transactionId: id }).queryKey);
    expect(rampkitKeys.transactions.detail(id.toUpperCase())).toEqual(['rampkit', 'transactions', 'detail', id]);
    expect(rampkitQueries.channel(client, { channelId: id.toUpperCase(), query: { CryptoCurrency: 'USDC_TEST' } }).queryKey).toEqual(rampkitKeys.channels.detail(id, { CryptoCurrency: 'USDC_TEST' }));
    expect(rampkitQueries.channelForm(client, { channelId: id.toUpperCase() }).queryKey).toEqual(rampkitKeys.channelForms.detail(id, {}));
    // The business's own string: two customers may differ only by case.
    expect(rampkitKeys.customers.detail(id.toUpperCase())).toEqual(['rampkit', 'customers', 'detail', id.toUpperCase()]);
  });

  it('renders ChannelPicker from what the host prefetched, without a request', async () => {
    const backend = await createSandboxBackend();
    const { client, calls } = counted(backend.client);
    const queryClient = fresh();
    // The queries ChannelPicker makes for USDC_TEST in the US (no customer bound, no amount).
    await queryClient.query(rampkitQueries.sellCountries(client, { query: { CryptoCurrency: 'USDC_TEST' } }));
    await queryClient.query(rampkitQueries.sellChannels(client, { query: { CryptoCurrency: 'USDC_TEST', PageSize: 100, Country: 'US', FiatCurrency: 'USD' } }));
    expect(calls).toEqual(['listSellCountries', 'listSellChannels']);

    render(
      <RampkitProvider client={client} queryClient={queryClient}>
        <ChannelPicker cryptoCurrency="USDC_TEST" defaultCountry="US" />
      </RampkitProvider>,
    );
    // On the first render, from the cache: no loading state in between.
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    // A refetch on mount would be marked in the mount effects, which render has run: none is.
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toEqual(['listSellCountries', 'listSellChannels']);
    backend.sandbox.close();
  });

  it('suspends with useSuspenseQuery and shows the answer', async () => {
    const backend = await createSandboxBackend();
    function Countries() {
      const { client } = useRampkit();
      const { data } = useSuspenseQuery(rampkitQueries.sellCountries(client, { query: { CryptoCurrency: 'BTC_TEST' } }));
      return <p>{Object.keys(data).sort().join(',')}</p>;
    }
    render(
      <RampkitProvider client={backend.client} queryClient={fresh()}>
        <Suspense fallback={<p>waiting</p>}>
          <Countries />
        </Suspense>
      </RampkitProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText(/^BR,DE/)).toBeInTheDocument();
    backend.sandbox.close();
  });
});
