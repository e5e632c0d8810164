// What a successful write changes in the query cache, in one place: the mutation hooks (useSell,
// useCreateDepositRule) and the flows that call the client themselves (useSellFlow) refresh the
// same reads, so a host's lists and the kit's pickers never disagree with the service after a sale.
import type { QueryClient } from '@tanstack/react-query';
import type { Transaction } from '../api/transactions';
import { rampkitKeys } from './query-keys';

/**
 * A sell went through (answered, or found after an unresolved try): the transaction is known, the
 * lists and balances moved, and a new account typed into the form is now a saved payment method.
 */
export function onSellSucceeded(queryClient: QueryClient, transaction: Transaction): void {
  queryClient.setQueryData(rampkitKeys.transactions.detail(transaction.ID), transaction);
  void queryClient.invalidateQueries({ queryKey: rampkitKeys.transactions.all });
  void queryClient.invalidateQueries({ queryKey: rampkitKeys.balances.all });
  void queryClient.invalidateQueries({ queryKey: rampkitKeys.paymentMethods.lists() });
}

/** A deposit rule was made on a form session: the service may save that session's account now. */
export function onDepositRuleCreated(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: rampkitKeys.paymentMethods.lists() });
}
