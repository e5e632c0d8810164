'use client';
// The business's crypto balances (available and total), e.g. for a back-office or treasury page;
// each currency by its name once, at the head of its row, and its amounts as figures on one line each;
// on a phone each currency becomes a titled group of label/value rows.
// The proxy serves GET /balances only when the business opts in (they are its own money).
import { useBalances } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from '../shared/Amount';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { Pager, usePageTokens } from '../shared/Pager';
import { Skeleton } from '../shared/Skeleton';
import { EmptyState } from '../shared/EmptyState';
import { Heading } from '../shared/Heading';
import { cryptoName } from '../shared/names';
import { useId } from 'react';
import { onboardingEn } from '../../i18n/areas/onboarding/en';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';

export interface BalancesProps extends RootProps<HTMLElement> {
  pageSize?: number;
}

export function Balances({ pageSize = 20, className, ...root }: BalancesProps = {}) {
  const { t } = useRampkit('Balances', onboardingEn);
  const id = `rk-${useId().replace(/:/g, '')}`;
  const pages = usePageTokens();
  const { pageToken } = pages;
  const query = useBalances({ query: { PageSize: pageSize, ...(pageToken ? { PageToken: pageToken } : {}) } });
  const items = query.data?.Items ?? [];
  // Paused for the network before the first answer: the notice, not a skeleton that never ends.
  const loading = query.isPending && !query.isPaused;
  const state = query.isPaused ? 'offline' : query.isPending ? 'loading' : query.error ? 'error' : items.length ? 'ready' : 'empty';
  return (
    <KitRoot as="section" {...root} data-slot="balances" data-state={state} aria-labelledby={`${id}-title`} aria-busy={loading} className={joinClasses('rk-stack rk-balances', className)}>
      <Heading id={`${id}-title`}>{t('account.balances')}</Heading>
      <ErrorPanel error={query.error} onRetryRequested={() => void query.refetch()} />
      <OfflineNotice offline={query.isPaused} />
      {query.isPending && query.isPaused ? null : query.isPending ? (
        <Skeleton variant="list" rows={2} />
      ) : state === 'empty' ? (
        <EmptyState data-slot="empty" title={t('account.balances.empty')} description={t('account.balances.empty-hint')} />
      ) : items.length ? (
        // Named by the section's heading: a caption saying "Balances" again was heard twice. Its
        // roles said, as TransactionList's: Safari drops them under the phone layout's display:block.
        /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- said on purpose (above); jsx-a11y takes a <td> for a grid's interactive cell */
        <table role="table" className="rk-table rk-balances-table" aria-labelledby={`${id}-title`}>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">{t('account.balances.currency')}</th>
              <th role="columnheader" scope="col">{t('account.balances.available')}</th>
              <th role="columnheader" scope="col">{t('account.balances.total')}</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {items.map((b) => (
              <tr role="row" key={b.CryptoCurrency} data-currency={b.CryptoCurrency}>
                <th role="rowheader" scope="row">
                  {cryptoName(b.CryptoCurrency, t)}
                </th>
                <td role="cell" data-label={t('account.balances.available')}>
                  <Amount value={b.Available} currency={b.CryptoCurrency} currencyDisplay="none" />
                </td>
                <td role="cell" data-label={t('account.balances.total')}>
                  <Amount value={b.Total} currency={b.CryptoCurrency} currencyDisplay="none" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
      ) : null}
      <Pager pages={pages} nextToken={query.data?.PageToken} />
    </KitRoot>
  );
}
