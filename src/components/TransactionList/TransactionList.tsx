'use client';
// The customer's transactions, newest first, a page at a time. Choosing one is the host's call
// (e.g. to show TransactionStatus).
import type { Transaction } from '../../api/transactions';
import { toneOf } from '../shared/tone';
import { useTransactions } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from '../shared/Amount';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { Pager, usePageTokens } from '../shared/Pager';
import { Skeleton } from '../shared/Skeleton';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';

export interface TransactionListProps extends RootProps<HTMLElement> {
  pageSize?: number;
  sortDirection?: 'ASC' | 'DESC';
  /** The customer opened a transaction of the list. */
  onTransactionSelected?: (transaction: Transaction) => void;
}

/** What a record is to the customer: a bank deposit converted into crypto is a buy, a sale paid out
 * to a bank a sell, and crypto moved without fiat is received or sent. */
export function transactionKind(tx: Pick<Transaction, 'Direction' | 'FiatPayment'>): 'buy' | 'sell' | 'in' | 'out' {
  if (tx.FiatPayment) return tx.Direction === 'In' ? 'buy' : 'sell';
  return tx.Direction === 'In' ? 'in' : 'out';
}

export function TransactionList({ pageSize = 20, sortDirection = 'DESC', onTransactionSelected, className, ...root }: TransactionListProps) {
  const { t, locale } = useRampkit('TransactionList');
  const pages = usePageTokens();
  const { pageToken } = pages;
  const query = useTransactions({ query: { PageSize: pageSize, SortDirection: sortDirection, ...(pageToken ? { PageToken: pageToken } : {}) } });
  const items = query.data?.Items ?? [];
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  // Paused for the network before the first answer: the notice, not a skeleton that never ends.
  const loading = query.isPending && !query.isPaused;
  const state = query.isPaused ? 'offline' : query.isPending ? 'loading' : query.error ? 'error' : items.length === 0 ? 'empty' : 'ready';
  return (
    <KitRoot as="section" {...root} data-slot="transaction-list" data-state={state} className={joinClasses('rk-stack', className)} aria-label={t('tx.list')} aria-busy={loading}>
      <ErrorPanel error={query.error} onRetryRequested={() => void query.refetch()} />
      <OfflineNotice offline={query.isPaused} />
      {query.isPending && query.isPaused ? null : query.isPending ? (
        <>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </>
      ) : items.length === 0 && !query.error ? (
        <p data-slot="empty">{t('tx.list.empty')}</p>
      ) : (
        <table className="rk-table">
          <caption className="rk-visually-hidden">{t('tx.list')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tx.created')}</th>
              <th scope="col">{t('tx.list.type')}</th>
              <th scope="col">{t('tx.list.amount')}</th>
              <th scope="col">{t('tx.list.fiat')}</th>
              <th scope="col">{t('tx.list.status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((tx) => (
              <tr key={tx.ID} data-state={tx.Status.toLowerCase()} data-transaction-id={tx.ID}>
                <td data-label={t('tx.created')}>
                  {onTransactionSelected ? (
                    <button type="button" className="rk-link" data-slot="open" onClick={() => onTransactionSelected(tx)} aria-label={t('tx.list.open', { date: dates.format(new Date(tx.Created)) })}>
                      {dates.format(new Date(tx.Created))}
                    </button>
                  ) : (
                    dates.format(new Date(tx.Created))
                  )}
                </td>
                <td data-label={t('tx.list.type')} data-slot="kind" data-kind={transactionKind(tx)} data-direction={tx.Direction} data-adjustment={tx.AdjustmentFor?.Reason}>
                  {t(`tx.kind.${transactionKind(tx)}`)}
                  {/* A refund or correction says so: otherwise it reads as crypto received from nowhere. */}
                  {tx.AdjustmentFor ? ` · ${t(`tx.adjustment.${tx.AdjustmentFor.Reason}`)}` : ''}
                </td>
                <td data-label={t('tx.list.amount')} data-slot="crypto">
                  {/* Credit or debit of the customer's crypto, signed so direction reads at a glance. */}
                  {tx.Amount ? (
                    <>
                      {tx.Direction === 'In' ? '+' : '−'}
                      <Amount value={tx.Amount} currency={tx.CryptoCurrency} />
                    </>
                  ) : (
                    tx.CryptoCurrency
                  )}
                </td>
                <td data-label={t('tx.list.fiat')} data-slot="fiat">{tx.FiatPayment ? <Amount value={tx.FiatPayment.Amount} currency={tx.FiatPayment.FiatCurrency} /> : '—'}</td>
                <td data-label={t('tx.list.status')} data-slot="status" data-tone={toneOf(tx.Status)}>
                  {t(`tx.status.${tx.Status}`)}
                  {tx.RFI?.Status === 'AwaitingCustomer' ? ` · ${t('tx.rfi.status.AwaitingCustomer')}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager pages={pages} nextToken={query.data?.PageToken} />
    </KitRoot>
  );
}
