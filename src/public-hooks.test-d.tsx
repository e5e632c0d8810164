// Type tests of the hooks, query factories and keys a host uses (run by `vitest --project types`):
// the data type flows from the operations table through a factory into TanStack's hooks and
// cache, a hook takes its factory's input, and names follow docs/adr/0002-read-names.md.
import { describe, expectTypeOf, it } from 'vitest';
import { QueryClient, useQuery, useSuspenseQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import * as kit from './index';
import {
  rampkitKeys, rampkitQueries, useCreateBankDepositWorkflow, useCustomer, useRampkitEvents, useSell, useSellChannels, useSellCountries, useSellFlow, useStartOnboarding,
  useTransaction, useTransactions, type LiveMode, type RampkitQueryInput, type RampkitQueryOptions, type ApiError, type SellFlowView,
} from './index';
import { hasNoCustomerDetails } from './api/index';
import type {
  BankDepositResponse, ChannelCountries, ChannelList, Customer, OperationInput, OperationResult, PrepareSellResponse, RampkitClient, SellResponse, ServedAt, Transaction, TransactionList,
} from './api/index';

declare const client: RampkitClient;
type QueryOf<N extends keyof RampkitClient & Parameters<RampkitClient['request']>[0]> = Exclude<OperationInput<N>['query'], undefined>;

describe('read hooks', () => {
  it('answer with the operation’s data and ApiError', () => {
    expectTypeOf(useTransaction).returns.toEqualTypeOf<UseQueryResult<Transaction, ApiError>>();
    expectTypeOf(useTransactions).returns.toEqualTypeOf<UseQueryResult<TransactionList, ApiError>>();
    expectTypeOf(useSellCountries).returns.toEqualTypeOf<UseQueryResult<ChannelCountries, ApiError>>();
    expectTypeOf(useSellChannels).returns.toEqualTypeOf<UseQueryResult<ChannelList, ApiError>>();
    expectTypeOf(useCustomer).returns.toEqualTypeOf<UseQueryResult<Customer, ApiError>>();
  });

  it('read "no details yet" off the customer read’s error by the kit’s own rule (rampkit/api)', () => {
    expectTypeOf(hasNoCustomerDetails(useCustomer({ customerId: 'c' }).error)).toEqualTypeOf<boolean>();
  });

  it('take their factory’s one object: the read’s inputs and TanStack’s options', () => {
    expectTypeOf(useSellChannels).parameter(0).toEqualTypeOf<RampkitQueryInput<'sellChannels'>>();
    expectTypeOf(useTransaction).parameter(0).toEqualTypeOf<RampkitQueryInput<'transaction'>>();
    expectTypeOf<RampkitQueryInput<'sellChannels'>['query']>().toEqualTypeOf<QueryOf<'listSellChannels'>>();
    useSellChannels({ query: { CryptoCurrency: 'USDC_TEST', Country: 'DE' }, enabled: false, staleTime: 0, select: (list) => list });
    useTransactions();
    // @ts-expect-error a channel list needs its query
    useSellChannels({ enabled: true });
    // @ts-expect-error the query is the operation's: no such field
    useTransactions({ query: { Status: 'Settled' } });
    // @ts-expect-error select keeps the data type the kit's cache holds
    useTransaction({ transactionId: 't', select: (tx) => tx.ID });
  });

  it('are named after their factory, and the factory after the operation’s noun', () => {
    expectTypeOf(kit).toHaveProperty('useSellCountries');
    expectTypeOf(rampkitQueries).toHaveProperty('sellCountries');
    expectTypeOf(rampkitQueries).toHaveProperty('sellChannels');
    expectTypeOf(kit).not.toHaveProperty('useOnboarding');
    expectTypeOf(kit).not.toHaveProperty('usePrefill');
    expectTypeOf(kit).not.toHaveProperty('useBankDepositWorkflow');
    expectTypeOf(rampkitQueries).not.toHaveProperty('countries');
    expectTypeOf(rampkitQueries).not.toHaveProperty('channels');
  });
});

describe('write hooks', () => {
  it('are their operation, with its input and answer', () => {
    expectTypeOf(useSell).returns.toEqualTypeOf<UseMutationResult<SellResponse, ApiError, Omit<OperationInput<'sell'>, 'signal'>>>();
    expectTypeOf(useCreateBankDepositWorkflow).returns.toEqualTypeOf<UseMutationResult<BankDepositResponse, ApiError, Omit<OperationInput<'createBankDepositWorkflow'>, 'signal'>>>();
    // Several success statuses: the answer says which (200, 201 a hosted session, 202 accepted).
    expectTypeOf(useStartOnboarding).returns.toHaveProperty('data').toEqualTypeOf<Omit<OperationResult<'startOnboarding'>, 'headers'> | undefined>();
  });
});

describe('query factories', () => {
  it('carry the data type into useQuery, useSuspenseQuery and the cache', () => {
    const read = rampkitQueries.transaction(client, { transactionId: 't-1' });
    expectTypeOf(read).toEqualTypeOf<RampkitQueryOptions<Transaction>>();
    expectTypeOf(useQuery(read).data).toEqualTypeOf<Transaction | undefined>();
    expectTypeOf(useSuspenseQuery(rampkitQueries.customer(client, { customerId: 'c-1' })).data).toEqualTypeOf<Customer>();
    const queryClient = new QueryClient();
    expectTypeOf(queryClient.getQueryData(read.queryKey)).toEqualTypeOf<Transaction | undefined>();
    expectTypeOf(queryClient.query(rampkitQueries.sellCountries(client))).resolves.toEqualTypeOf<ChannelCountries>();
  });

  it('take TanStack’s options beside the read’s inputs', () => {
    rampkitQueries.sellChannels(client, { query: { CryptoCurrency: 'USDC_TEST' }, staleTime: 0, enabled: false });
    // @ts-expect-error the key is the kit's
    rampkitQueries.transaction(client, { transactionId: 't', queryKey: ['mine'] });
  });
});

describe('query keys, by entity', () => {
  it('type a list by its operation’s query, and a record by its id', () => {
    expectTypeOf(rampkitKeys.transactions.list).parameter(0).toEqualTypeOf<QueryOf<'listTransactions'>>();
    expectTypeOf(rampkitKeys.paymentMethods.list).parameter(0).toEqualTypeOf<QueryOf<'listPaymentMethods'>>();
    expectTypeOf(rampkitKeys.transactions.detail).parameter(0).toBeString();
    expectTypeOf(rampkitKeys.channels.detail).parameter(1).toEqualTypeOf<QueryOf<'getChannel'> | undefined>();
  });

  it('have the levels their reads use, no others', () => {
    expectTypeOf(rampkitKeys.transactions).toHaveProperty('lists');
    expectTypeOf(rampkitKeys.transactions).toHaveProperty('details');
    expectTypeOf(rampkitKeys.customers).not.toHaveProperty('lists');
    expectTypeOf(rampkitKeys.balances).not.toHaveProperty('details');
  });
});

describe('the sell flow', () => {
  it('shows the sale as a layout reads it, without the controller’s internals', () => {
    expectTypeOf(useSellFlow).returns.toHaveProperty('state').toEqualTypeOf<SellFlowView>();
    expectTypeOf<SellFlowView>().not.toHaveProperty('runs');
    expectTypeOf<SellFlowView>().not.toHaveProperty('busy');
    expectTypeOf<SellFlowView>().not.toHaveProperty('attempt');
    expectTypeOf<SellFlowView>().toHaveProperty('pending');
  });

  it('gets the server’s time of a quote as data on the answer, not from a side channel', () => {
    expectTypeOf(client.prepareSell).returns.resolves.toEqualTypeOf<PrepareSellResponse & { servedAt: ServedAt }>();
    expectTypeOf<SellFlowView['servedAt']>().toEqualTypeOf<ServedAt | undefined>();
    expectTypeOf(kit).not.toHaveProperty('servedAt');
  });
});

describe('live updates', () => {
  it('say their mode and can reconnect', () => {
    expectTypeOf(useRampkitEvents).returns.toEqualTypeOf<{ mode: LiveMode; reconnect: () => void }>();
    expectTypeOf<LiveMode>().toEqualTypeOf<'connecting' | 'live' | 'polling' | 'expired'>();
  });
});
