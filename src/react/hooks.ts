// One hook per operation: reads are TanStack queries built on `rampkitQueries` (cancelled through
// their signal), writes are mutations. Each read hook takes one options object: the factory's
// inputs and any of TanStack's query options. Failures are ApiError, and every failure is also
// reported to onEvent.
import { useMutation, useQuery, useQueryClient, type QueryFunction, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ApiError } from '../api/errors';
import type { OperationInput, RampkitClient } from '../api/client';
import { rampkitKeys } from './query-keys';
import { rampkitQueries, type RampkitQueryInput, type RampkitQueryMeta } from './queries';
import { onDepositRuleCreated, onSellSucceeded } from './write-effects';
import { useRampkitConnection } from './useRampkit';

type Q<N extends keyof RampkitClient> = OperationInput<N & Parameters<RampkitClient['request']>[0]>;
type Data<N extends keyof RampkitClient> = RampkitClient[N] extends (...args: never[]) => Promise<infer R> ? R : never;
type Factory = keyof typeof rampkitQueries;
type FactoryData<K extends Factory> = ReturnType<(typeof rampkitQueries)[K]> extends { queryFn?: infer F } ? (NonNullable<F> extends QueryFunction<infer T, QueryKey> ? T : never) : never;

/** TanStack's query options a read hook passes through (everything but the key and the call). */
export type RampkitQueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;
/** A read hook's one options object: the factory's inputs and TanStack's query options. */
export type RampkitQueryHookOptions<K extends Factory> = RampkitQueryInput<K> & RampkitQueryOptions<FactoryData<K>>;

function useFactoryQuery<K extends Factory>(factory: K, hookName: string, options: RampkitQueryHookOptions<K>, inputKeys: readonly string[]) {
  const { client, emit } = useRampkitConnection(hookName);
  const input: Record<string, unknown> = {};
  const queryOptions: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(options)) (inputKeys.includes(name) ? input : queryOptions)[name] = value;
  const base = (rampkitQueries[factory] as (c: RampkitClient, i: unknown) => UseQueryOptions<FactoryData<K>, ApiError>)(client, input);
  const run = base.queryFn as QueryFunction<FactoryData<K>>;
  const { operation } = base.meta as RampkitQueryMeta;
  return useQuery<FactoryData<K>, ApiError>({
    ...base,
    ...(queryOptions as RampkitQueryOptions<FactoryData<K>>),
    queryFn: async (context) => {
      try {
        return await run(context);
      } catch (error) {
        if ((error as ApiError).name === 'ApiError') emit({ type: 'error', error: error as ApiError, source: operation });
        throw error;
      }
    },
  });
}

export const useSellCountries = (options: RampkitQueryHookOptions<'countries'> = {}) => useFactoryQuery('countries', 'useSellCountries', options, ['query']);
export const useSellChannels = (options: RampkitQueryHookOptions<'channels'>) => useFactoryQuery('channels', 'useSellChannels', options, ['query']);
export const useChannel = (options: RampkitQueryHookOptions<'channel'>) => useFactoryQuery('channel', 'useChannel', options, ['channelId', 'query']);
export const useChannelForm = (options: RampkitQueryHookOptions<'channelForm'>) => useFactoryQuery('channelForm', 'useChannelForm', options, ['channelId', 'query']);
export const usePrices = (options: RampkitQueryHookOptions<'prices'>) => useFactoryQuery('prices', 'usePrices', options, ['query']);
export const useBalances = (options: RampkitQueryHookOptions<'balances'> = {}) => useFactoryQuery('balances', 'useBalances', options, ['query']);
export const usePaymentMethods = (options: RampkitQueryHookOptions<'paymentMethods'>) => useFactoryQuery('paymentMethods', 'usePaymentMethods', options, ['query']);
export const useTransaction = (options: RampkitQueryHookOptions<'transaction'>) => useFactoryQuery('transaction', 'useTransaction', options, ['transactionId']);
export const useTransactions = (options: RampkitQueryHookOptions<'transactions'> = {}) => useFactoryQuery('transactions', 'useTransactions', options, ['query']);
export const useVirtualAccounts = (options: RampkitQueryHookOptions<'virtualAccounts'>) => useFactoryQuery('virtualAccounts', 'useVirtualAccounts', options, ['query']);
export const useCustomer = (options: RampkitQueryHookOptions<'customer'>) => useFactoryQuery('customer', 'useCustomer', options, ['customerId']);

function useOperationMutation<N extends 'prepareSell' | 'sell' | 'createDepositRule' | 'createBankDepositWorkflow' | 'startOnboarding' | 'submitPrefill' | 'closeVirtualAccount'>(
  name: N,
  onSuccess?: (data: Data<N>, queryClient: ReturnType<typeof useQueryClient>) => void,
) {
  const { client, emit } = useRampkitConnection(`use${name[0]!.toUpperCase()}${name.slice(1)}`);
  const queryClient = useQueryClient();
  return useMutation<Data<N>, ApiError, Omit<Q<N>, 'signal'>>({
    mutationFn: (input) => (client[name] as (i: unknown) => Promise<Data<N>>)(input),
    onSuccess: (data) => onSuccess?.(data, queryClient),
    onError: (error) => emit({ type: 'error', error, source: name }),
  });
}

export const usePrepareSell = () => useOperationMutation('prepareSell');
export const useSell = () => useOperationMutation('sell', (data, qc) => onSellSucceeded(qc, data.Transaction));
export const useCreateDepositRule = () => useOperationMutation('createDepositRule', (_data, qc) => onDepositRuleCreated(qc));
// The workflow opens (or reuses) a virtual account: lists of them are out of date after it.
export const useBankDepositWorkflow = () =>
  useOperationMutation('createBankDepositWorkflow', (_data, qc) => void qc.invalidateQueries({ queryKey: rampkitKeys.virtualAccounts() }));
export const useOnboarding = () => useOperationMutation('startOnboarding');
export const usePrefill = () => useOperationMutation('submitPrefill');
export const useCloseVirtualAccount = () =>
  useOperationMutation('closeVirtualAccount', (_data, qc) => void qc.invalidateQueries({ queryKey: rampkitKeys.virtualAccounts() }));
