// One hook per operation: reads are TanStack queries (cancelled through their signal), writes are
// mutations. Failures are ApiError, and every failure is also reported to onEvent.
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { ApiError } from '../api/errors';
import type { OperationInput, RampkitClient } from '../api/client';
import { rampkitKeys, staleTimes } from './query-keys';
import { useRampkit } from './useRampkit';

type Q<N extends keyof RampkitClient> = OperationInput<N & Parameters<RampkitClient['request']>[0]>;
type Data<N extends keyof RampkitClient> = RampkitClient[N] extends (...args: never[]) => Promise<infer R> ? R : never;
type QueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

function useOperationQuery<N extends 'listSellCountries' | 'listSellChannels' | 'getChannel' | 'getChannelForm' | 'getPrices' | 'listBalances' | 'listPaymentMethods' | 'getTransaction' | 'listTransactions' | 'listVirtualAccounts' | 'getCustomer'>(
  name: N,
  key: readonly unknown[],
  input: Omit<Q<N>, 'signal'>,
  staleTime: number,
  options: QueryOptions<Data<N>> = {},
) {
  const { client, emit } = useRampkit(`use${name[0]!.toUpperCase()}${name.slice(1)}`);
  return useQuery<Data<N>, ApiError>({
    queryKey: key,
    queryFn: async ({ signal }) => {
      try {
        return (await (client[name] as (i: unknown) => Promise<Data<N>>)({ ...input, signal })) as Data<N>;
      } catch (error) {
        if ((error as ApiError).name === 'ApiError') emit({ type: 'error', error: error as ApiError, source: name });
        throw error;
      }
    },
    staleTime,
    ...options,
  });
}

export const useSellCountries = (query: Q<'listSellCountries'>['query'] = {}, options?: QueryOptions<Data<'listSellCountries'>>) =>
  useOperationQuery('listSellCountries', rampkitKeys.countries(query?.CryptoCurrency), { query }, staleTimes.countries, options);
export const useSellChannels = (query: Q<'listSellChannels'>['query'], options?: QueryOptions<Data<'listSellChannels'>>) =>
  useOperationQuery('listSellChannels', rampkitKeys.channels(query), { query }, staleTimes.channels, options);
export const useChannel = (ChannelID: string, query: Q<'getChannel'>['query'], options?: QueryOptions<Data<'getChannel'>>) =>
  useOperationQuery('getChannel', rampkitKeys.channel(ChannelID, query), { params: { ChannelID }, query }, staleTimes.channels, options);
export const useChannelForm = (ChannelID: string, query: Q<'getChannelForm'>['query'] = {}, options?: QueryOptions<Data<'getChannelForm'>>) =>
  useOperationQuery('getChannelForm', rampkitKeys.channelForm(ChannelID, query ?? {}), { params: { ChannelID }, query }, staleTimes.form, options);
export const usePrices = (query: Q<'getPrices'>['query'], options?: QueryOptions<Data<'getPrices'>>) =>
  useOperationQuery('getPrices', rampkitKeys.prices(query), { query }, staleTimes.prices, options);
export const useBalances = (query: Q<'listBalances'>['query'] = {}, options?: QueryOptions<Data<'listBalances'>>) =>
  useOperationQuery('listBalances', rampkitKeys.balanceList(query ?? {}), { query }, staleTimes.records, options);
export const usePaymentMethods = (query: Q<'listPaymentMethods'>['query'], options?: QueryOptions<Data<'listPaymentMethods'>>) =>
  useOperationQuery('listPaymentMethods', rampkitKeys.paymentMethods(query), { query }, staleTimes.records, options);
export const useTransaction = (TransactionID: string, options?: QueryOptions<Data<'getTransaction'>>) =>
  useOperationQuery('getTransaction', rampkitKeys.transaction(TransactionID), { params: { TransactionID } }, staleTimes.records, options);
export const useTransactions = (query: Q<'listTransactions'>['query'] = {}, options?: QueryOptions<Data<'listTransactions'>>) =>
  useOperationQuery('listTransactions', rampkitKeys.transactionList(query ?? {}), { query }, staleTimes.records, options);
export const useVirtualAccounts = (query: Q<'listVirtualAccounts'>['query'], options?: QueryOptions<Data<'listVirtualAccounts'>>) =>
  useOperationQuery('listVirtualAccounts', rampkitKeys.virtualAccounts(query), { query }, staleTimes.records, options);
export const useCustomer = (CustomerID: string, options?: QueryOptions<Data<'getCustomer'>>) =>
  useOperationQuery('getCustomer', rampkitKeys.customer(CustomerID), { params: { CustomerID } }, staleTimes.records, options);

function useOperationMutation<N extends 'prepareSell' | 'sell' | 'createDepositRule' | 'createBankDepositWorkflow' | 'startOnboarding' | 'submitPrefill' | 'closeVirtualAccount'>(
  name: N,
  onSuccess?: (data: Data<N>, queryClient: ReturnType<typeof useQueryClient>) => void,
) {
  const { client, emit } = useRampkit(`use${name[0]!.toUpperCase()}${name.slice(1)}`);
  const queryClient = useQueryClient();
  return useMutation<Data<N>, ApiError, Omit<Q<N>, 'signal'>>({
    mutationFn: (input) => (client[name] as (i: unknown) => Promise<Data<N>>)(input),
    onSuccess: (data) => onSuccess?.(data, queryClient),
    onError: (error) => emit({ type: 'error', error, source: name }),
  });
}

export const usePrepareSell = () => useOperationMutation('prepareSell');
export const useSell = () =>
  useOperationMutation('sell', (data, qc) => {
    qc.setQueryData(rampkitKeys.transaction(data.Transaction.ID), data.Transaction);
    void qc.invalidateQueries({ queryKey: rampkitKeys.transactions() });
    void qc.invalidateQueries({ queryKey: rampkitKeys.balances() });
  });
export const useCreateDepositRule = () => useOperationMutation('createDepositRule');
// The workflow opens (or reuses) a virtual account: lists of them are out of date after it.
export const useBankDepositWorkflow = () =>
  useOperationMutation('createBankDepositWorkflow', (_data, qc) => void qc.invalidateQueries({ queryKey: [...rampkitKeys.all, 'virtual-accounts'] }));
export const useOnboarding = () => useOperationMutation('startOnboarding');
export const usePrefill = () => useOperationMutation('submitPrefill');
export const useCloseVirtualAccount = () =>
  useOperationMutation('closeVirtualAccount', (_data, qc) => void qc.invalidateQueries({ queryKey: [...rampkitKeys.all, 'virtual-accounts'] }));
