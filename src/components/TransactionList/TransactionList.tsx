'use client';
// The customer's transactions, newest first, a page at a time: when, what it was (bought, sold,
// received, sent, a refund), the crypto signed by direction and named (never a code), the fiat
// payment, and the status as a badge. A table on wide screens; on a phone each row is a compact
// entry of two lines. Choosing one is the host's call (e.g. to show TransactionStatus); an empty
// list says so and offers the host's next step.
import { useId } from 'react';
import type { Transaction } from '../../api/transactions';
import { toneOf } from '../shared/tone';
import { useTransactions } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from '../shared/Amount';
import { Badge } from '../shared/Badge';
import { Button } from '../shared/Button';
import { EmptyState } from '../shared/EmptyState';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { Pager, usePageTokens } from '../shared/Pager';
import { Skeleton } from '../shared/Skeleton';
import { cryptoName } from '../shared/names';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';
import { transactionKind } from './kind';
import { serviceWord, type Translate } from '../../i18n';
import { formatAmount } from '../../core/decimal';

/** "0.05 Ether (test network)", one piece held by a no-break space, as Intl holds "40,00 €". */
function cryptoAmount(value: string, currency: string, locale: string, t: Translate) {
  const text = formatAmount(value, { locale, currency });
  return text.endsWith(` ${currency}`) ? `${text.slice(0, -currency.length - 1)}\u00a0${cryptoName(currency, t)}` : text;
}

export { transactionKind } from './kind';

export interface TransactionListProps extends RootProps<HTMLElement> {
  pageSize?: number;
  sortDirection?: 'ASC' | 'DESC';
  /** The customer opened a transaction of the list. */
  onTransactionSelected?: (transaction: Transaction) => void;
  /** The customer asked to sell from the empty list (e.g. show SellFlow); the empty list offers it only when given. */
  onSellRequested?: () => void;
  /**
   * The pages turned, as the service's PageTokens that reached them (`[]`: the first page). Give it
   * with `onPageTokensChange` to keep the page in your address, so Back and a reload return to it.
   */
  pageTokens?: readonly string[];
  /** The pages turned at first, uncontrolled (default: the first page). */
  defaultPageTokens?: readonly string[];
  /** The customer turned a page: the tokens of the pages turned, to keep. */
  onPageTokensChange?: (pageTokens: string[]) => void;
}

export function TransactionList({ pageSize = 20, sortDirection = 'DESC', onTransactionSelected, onSellRequested, pageTokens, defaultPageTokens, onPageTokensChange, className, ...root }: TransactionListProps) {
  const { t, locale } = useRampkit('TransactionList');
  // The region's id (a host's own, if it gives one): its label names the table too.
  const ownId = `rk-${useId().replace(/:/g, '')}`;
  const id = root.id ?? ownId;
  const pages = usePageTokens({ pageTokens, defaultPageTokens, onPageTokensChange });
  const { pageToken } = pages;
  const query = useTransactions({ query: { PageSize: pageSize, SortDirection: sortDirection, ...(pageToken ? { PageToken: pageToken } : {}) } });
  const items = query.data?.Items ?? [];
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const columns = [t('tx.created'), t('tx.list.type'), t('tx.list.amount'), t('tx.list.fiat'), t('tx.list.status')];
  // Paused for the network before the first answer: the notice, not a skeleton that never ends.
  const loading = query.isPending && !query.isPaused;
  const state = query.isPaused ? 'offline' : query.isPending ? 'loading' : query.error ? 'error' : items.length === 0 ? 'empty' : 'ready';
  return (
    <KitRoot as="section" {...root} id={id} data-slot="transaction-list" data-state={state} className={joinClasses('rk-stack', className)} aria-label={t('tx.list')} aria-busy={loading}>
      <ErrorPanel error={query.error} onRetryRequested={() => void query.refetch()} />
      <OfflineNotice offline={query.isPaused} />
      {query.isPending && query.isPaused ? null : query.isPending ? (
        // The table to come, its headers and three rows of bones: nothing moves when it arrives.
        <table className="rk-table rk-tx-table" aria-hidden="true" data-slot="skeleton-table">
          <thead>
            <tr>
              {columns.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[70, 55, 62].map((width) => (
              <tr key={width}>
                {columns.map((label) => (
                  <td key={label} data-label={label}>
                    <Skeleton variant="line" width={`${width}%`} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : items.length === 0 && !query.error ? (
        <EmptyState
          data-slot="empty"
          title={t('tx.list.empty')}
          description={t('tx.list.empty-hint')}
          action={onSellRequested ? <Button onClick={onSellRequested} data-slot="start-selling">{t('tx.list.start')}</Button> : undefined}
        />
      ) : (
        // Named by the region's label (as Balances by its heading): a caption saying "Your
        // transactions" again was heard twice. Its roles said (the elements have them): on a phone
        // the rows are stacked by display:block, under which Safari drops a table's own roles, and a
        // cell would no longer be heard with its column header. The inline label drawn there
        // (data-label) is for the eye only (CSS, tables.ts).
        /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- said on purpose (above); jsx-a11y takes a <td> for a grid's interactive cell */
        <table role="table" className="rk-table rk-tx-table" aria-labelledby={id}>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((label) => (
                <th key={label} role="columnheader" scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {items.map((tx) => (
              <tr role="row" key={tx.ID} data-state={tx.Status.toLowerCase()} data-transaction-id={tx.ID}>
                <td role="cell" data-label={t('tx.created')} data-slot="date">
                  {onTransactionSelected ? (
                    // Named by what tells rows apart (several in the same minute are common): what it
                    // was, the crypto amount in one piece, and the status. 44 px tall for a finger,
                    // without making the row taller (rk-action-link, and a negative margin by CSS).
                    <button
                      type="button"
                      className="rk-link rk-action-link"
                      data-slot="open"
                      onClick={() => onTransactionSelected(tx)}
                      aria-label={t('tx.list.open', {
                        date: dates.format(new Date(tx.Created)),
                        kind: t(`tx.kind.${transactionKind(tx)}`),
                        amount: tx.Amount ? cryptoAmount(tx.Amount, tx.CryptoCurrency, locale, t) : cryptoName(tx.CryptoCurrency, t),
                        status: serviceWord(t, 'tx.status', tx.Status),
                      })}
                    >
                      {dates.format(new Date(tx.Created))}
                    </button>
                  ) : (
                    dates.format(new Date(tx.Created))
                  )}
                </td>
                <td role="cell" data-label={t('tx.list.type')} data-slot="kind" data-kind={transactionKind(tx)} data-direction={tx.Direction} data-adjustment={tx.AdjustmentFor?.Reason}>
                  {t(`tx.kind.${transactionKind(tx)}`)}
                  {/* A refund or correction says so: otherwise it reads as crypto received from nowhere. */}
                  {tx.AdjustmentFor ? ` · ${serviceWord(t, 'tx.adjustment', tx.AdjustmentFor.Reason)}` : ''}
                </td>
                <td role="cell" data-label={t('tx.list.amount')} data-slot="crypto">
                  {/* Credit or debit of the customer's crypto, signed so direction reads at a glance. */}
                  {tx.Amount ? (
                    <>
                      {tx.Direction === 'In' ? '+' : '−'}
                      <Amount value={tx.Amount} currency={tx.CryptoCurrency} />
                    </>
                  ) : (
                    cryptoName(tx.CryptoCurrency, t)
                  )}
                </td>
                <td role="cell" data-label={t('tx.list.fiat')} data-slot="fiat" data-empty={tx.FiatPayment ? undefined : ''}>
                  {tx.FiatPayment ? (
                    <Amount value={tx.FiatPayment.Amount} currency={tx.FiatPayment.FiatCurrency} />
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="rk-visually-hidden">{t('tx.list.no-payment')}</span>
                    </>
                  )}
                </td>
                <td role="cell" data-label={t('tx.list.status')} data-slot="status" data-tone={toneOf(tx.Status)}>
                  <Badge tone={toneOf(tx.Status) ?? 'neutral'}>{serviceWord(t, 'tx.status', tx.Status)}</Badge>
                  {tx.RFI?.Status === 'AwaitingCustomer' ? <span data-slot="rfi"> {t('tx.rfi.status.AwaitingCustomer')}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
      )}
      <Pager pages={pages} nextToken={query.data?.PageToken} />
    </KitRoot>
  );
}
