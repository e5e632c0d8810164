// One hook per operation: reads are TanStack queries built on `rampkitQueries` (cancelled through
// their signal), writes are mutations. Each read hook takes one options object: the factory's
// inputs and any of TanStack's query options. Failures are ApiError, and every failure is also
// reported to onEvent; a customer read's "no details yet" is an answer, not a failure (ADR 0174).
import { useMutation, useQuery, useQueryClient, type QueryFunction } from '@tanstack/react-query';
import { hasNoCustomerDetails, type ApiError } from '../api/api-error';
import type { OperationInput, RampkitClient } from '../api/client';
import type { OperationName } from '../api/operations';
import { rampkitKeys } from './query-keys';
import { rampkitQueries, type RampkitQueryData, type RampkitQueryFactory, type RampkitQueryInput, type RampkitQueryMeta, type RampkitQueryOptions } from './queries';
import { onDepositRuleCreated, onSellSucceeded } from './write-effects';
import { useRampkitConnection } from './useRampkit';

type Q<N extends keyof RampkitClient> = OperationInput<N & Parameters<RampkitClient['request']>[0]>;
type Data<N extends keyof RampkitClient> = RampkitClient[N] extends (...args: never[]) => Promise<infer R> ? R : never;

const capitalized = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

/**
 * Whether a read's error is an answer the kit acts on rather than a failure to report: a customer
 * without details yet (the flows send them to verification). Still the query's error, for the
 * component or host that reads it (docs/adr/0174).
 */
const isAnswer = (operation: OperationName, error: ApiError) => operation === 'getCustomer' && hasNoCustomerDetails(error);

/** The read hook named after a factory (`sellChannels` → `useSellChannels`): its input is the factory's. */
function useFactoryQuery<K extends RampkitQueryFactory>(factory: K, input: RampkitQueryInput<K>) {
  const { client, emit } = useRampkitConnection(`use${capitalized(factory)}`);
  const base = (rampkitQueries[factory] as (c: RampkitClient, i: RampkitQueryInput<K>) => RampkitQueryOptions<RampkitQueryData<K>>)(client, input);
  const run = base.queryFn as QueryFunction<RampkitQueryData<K>>;
  const { operation } = base.meta as RampkitQueryMeta;
  return useQuery<RampkitQueryData<K>, ApiError>({
    ...base,
    queryFn: async (context) => {
      try {
        return await run(context);
      } catch (error) {
        if ((error as ApiError).name === 'ApiError' && !isAnswer(operation, error as ApiError)) emit({ type: 'error', error: error as ApiError, source: operation });
        throw error;
      }
    },
  });
}

export const useSellCountries = (input: RampkitQueryInput<'sellCountries'> = {}) => useFactoryQuery('sellCountries', input);
export const useSellChannels = (input: RampkitQueryInput<'sellChannels'>) => useFactoryQuery('sellChannels', input);
export const useChannel = (input: RampkitQueryInput<'channel'>) => useFactoryQuery('channel', input);
export const useChannelForm = (input: RampkitQueryInput<'channelForm'>) => useFactoryQuery('channelForm', input);
export const usePrices = (input: RampkitQueryInput<'prices'>) => useFactoryQuery('prices', input);
export const useBalances = (input: RampkitQueryInput<'balances'> = {}) => useFactoryQuery('balances', input);
export const usePaymentMethods = (input: RampkitQueryInput<'paymentMethods'>) => useFactoryQuery('paymentMethods', input);
export const useTransaction = (input: RampkitQueryInput<'transaction'>) => useFactoryQuery('transaction', input);
export const useTransactions = (input: RampkitQueryInput<'transactions'> = {}) => useFactoryQuery('transactions', input);
export const useVirtualAccounts = (input: RampkitQueryInput<'virtualAccounts'>) => useFactoryQuery('virtualAccounts', input);
export const useCustomer = (input: RampkitQueryInput<'customer'>) => useFactoryQuery('customer', input);

/** The mutation key of a write the kit's hooks make (useVirtualAccountClosed finds closes by it). */
export const writeKey = (name: string) => ['rampkit', 'write', name] as const;

function useOperationMutation<N extends 'prepareSell' | 'sell' | 'createDepositRule' | 'createBankDepositWorkflow' | 'startOnboarding' | 'submitPrefill' | 'closeVirtualAccount'>(
  name: N,
  onSuccess?: (data: Data<N>, queryClient: ReturnType<typeof useQueryClient>) => void,
) {
  const { client, emit } = useRampkitConnection(`use${capitalized(name)}`);
  const queryClient = useQueryClient();
  return useMutation<Data<N>, ApiError, Omit<Q<N>, 'signal'>>({
    mutationKey: writeKey(name),
    mutationFn: (input) => (client[name] as (i: unknown) => Promise<Data<N>>)(input),
    onSuccess: (data) => onSuccess?.(data, queryClient),
    onError: (error) => emit({ type: 'error', error, source: name }),
  });
}

// A write's hook is its operation's name (`startOnboarding` → `useStartOnboarding`).
export const usePrepareSell = () => useOperationMutation('prepareSell');
export const useSell = () => useOperationMutation('sell', (data, qc) => onSellSucceeded(qc, data.Transaction));
export const useCreateDepositRule = () => useOperationMutation('createDepositRule', (_data, qc) => onDepositRuleCreated(qc));
// The workflow opens (or reuses) a virtual account: lists of them are out of date after it.
export const useCreateBankDepositWorkflow = () =>
  useOperationMutation('createBankDepositWorkflow', (_data, qc) => void qc.invalidateQueries({ queryKey: rampkitKeys.virtualAccounts.lists() }));
export const useStartOnboarding = () => useOperationMutation('startOnboarding');
export const useSubmitPrefill = () => useOperationMutation('submitPrefill');
export const useCloseVirtualAccount = () =>
  useOperationMutation('closeVirtualAccount', (_data, qc) => void qc.invalidateQueries({ queryKey: rampkitKeys.virtualAccounts.lists() }));
