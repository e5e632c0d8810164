'use client';
// One transaction, live: Status and SubStatus as a timeline, a request for information, the fiat
// payment, fees, refunds and adjustments, and the public record on the network's explorer.
import type { Transaction, TransactionSubStatus } from '../../api/transactions';
import { explorerUrl } from '../../core/explorer';
import { useTransaction } from '../../react/hooks';
import { useRampkitEvents } from '../../react/useRampkitEvents';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from '../shared/Amount';
import { PaymentMethodLabel } from '../shared/PaymentMethodLabel';
import { toneOf } from '../shared/tone';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { Skeleton } from '../shared/Skeleton';
import { TransactionTimeline } from './TransactionTimeline';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';

export interface TransactionStatusProps extends RootProps<HTMLElement> {
  transactionId: string;
  /** The transaction as already known (e.g. from the sell answer), shown until the read returns. */
  initialTransaction?: Transaction;
  /** Follow the proxy's event stream (falls back to polling). Default true. */
  live?: boolean;
}

function LiveUpdates() {
  useRampkitEvents();
  return null;
}

export function TransactionStatus({ transactionId, initialTransaction, live = true, className, ...root }: TransactionStatusProps) {
  const { t, locale } = useRampkit('TransactionStatus');
  const query = useTransaction({
    transactionId,
    initialData: initialTransaction,
    // Until it ends, poll slowly as a safety net under the event stream.
    refetchInterval: (q) => (q.state.data && q.state.data.Status !== 'Pending' ? false : 10_000),
  });
  const tx = query.data;
  if (!tx) {
    return (
      <KitRoot as="section" {...root} data-slot="transaction-status" data-state={query.error ? 'error' : query.isPaused ? 'offline' : 'loading'} aria-label={t('tx.title')} aria-busy={!query.error && !query.isPaused} className={className}>
        {live ? <LiveUpdates /> : null}
        <ErrorPanel error={query.error} onRetryRequested={() => void query.refetch()} />
        <OfflineNotice offline={query.isPaused} />
        {query.error || query.isPaused ? null : <Skeleton height="6rem" />}
      </KitRoot>
    );
  }
  const link = explorerUrl(tx.Network, tx.PublicID);
  const currency = tx.FiatPayment?.FiatCurrency;
  return (
    <KitRoot as="section" {...root} data-slot="transaction-status" data-state={tx.Status.toLowerCase()} data-sub-state={tx.SubStatus} className={joinClasses('rk-stack rk-card', className)} aria-label={t('tx.title')}>
      {live && tx.Status === 'Pending' ? <LiveUpdates /> : null}
      {/* The status shown may be behind while the refresh waits for the network. */}
      <OfflineNotice offline={query.isPaused} />
      <p role="status" aria-live="polite" data-slot="summary" data-status={tx.Status} data-transaction-id={tx.ID} data-tone={toneOf(tx.Status)}>
        <strong>{t(`tx.status.${tx.Status}`)}</strong>
        {tx.SubStatus && tx.Status === 'Pending' ? ` · ${t(`tx.sub.${tx.SubStatus as TransactionSubStatus}`)}` : ''}
      </p>
      <TransactionTimeline transaction={tx} />
      {tx.RFI ? (
        <div data-slot="rfi" data-state={tx.RFI.Status} role={tx.RFI.Status === 'AwaitingCustomer' ? 'alert' : undefined}>
          <strong>{t(`tx.rfi.type.${tx.RFI.Type}`)}</strong>: {t(`tx.rfi.status.${tx.RFI.Status}`)}
        </div>
      ) : null}
      <dl className="rk-details">
        <dt>{t('tx.created')}</dt>
        <dd>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(tx.Created))}</dd>
        {tx.Amount ? (
          <>
            <dt>{tx.Direction === 'Out' ? t('tx.sold') : t('tx.received')}</dt>
            <dd data-slot="amount">
              <Amount value={tx.Amount} currency={tx.CryptoCurrency} />
            </dd>
          </>
        ) : null}
        {tx.NetworkFee ? (
          <>
            <dt>{t('tx.network-fee')}</dt>
            <dd>
              <Amount value={tx.NetworkFee} currency={tx.CryptoCurrency} />
            </dd>
          </>
        ) : null}
        {tx.FiatPayment ? (
          <>
            <dt>{tx.Direction === 'Out' ? t('tx.payout') : t('tx.payment')}</dt>
            <dd data-slot="fiat-payment">
              <Amount value={tx.FiatPayment.Amount} currency={tx.FiatPayment.FiatCurrency} />
            </dd>
            {tx.PaymentMethod ? (
              <>
                {/* The receipt says where the money went (or came from), as the customer knows the account. */}
                <dt>{tx.Direction === 'Out' ? t('tx.paid-out-to') : t('tx.paid-from')}</dt>
                <dd data-slot="payment-method">
                  <PaymentMethodLabel details={tx.PaymentMethod.DisplayDetails} />
                  {tx.PaymentMethod.AccountHolderDetails?.Name ? (
                    <span data-slot="holder">
                      {' · '}
                      {tx.PaymentMethod.AccountHolderDetails.Name.FirstName} {tx.PaymentMethod.AccountHolderDetails.Name.LastName}
                    </span>
                  ) : null}
                </dd>
              </>
            ) : null}
            <dt>{t('tx.fee')}</dt>
            <dd data-slot="fiat-fee">
              <Amount value={tx.FiatPayment.FeeAmount} currency={tx.FiatPayment.FiatCurrency} />
            </dd>
            {tx.FiatPayment.Rate ? (
              <>
                <dt>{t('sell.quote.rate')}</dt>
                <dd>
                  1 {tx.CryptoCurrency} = <Amount value={tx.FiatPayment.Rate} currency={tx.FiatPayment.FiatCurrency} />
                </dd>
              </>
            ) : null}
          </>
        ) : null}
        {tx.Breakdown?.length ? (
          <>
            <dt>{t('sell.quote.breakdown')}</dt>
            <dd>
              <ul data-slot="breakdown">
                {tx.Breakdown.map((item) => (
                  <li key={item.Type} data-type={item.Type}>
                    {t(`sell.breakdown.${item.Type}`)}: <Amount value={item.Amount} currency={currency} />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {link || tx.PublicID ? (
          <>
            <dt>{t('tx.public-id')}</dt>
            <dd data-slot="public-id">
              {link ? (
                <a href={link} target="_blank" rel="noopener noreferrer">
                  {tx.PublicID}
                  <span className="rk-visually-hidden"> {t('tx.opens-explorer')}</span>
                </a>
              ) : (
                tx.PublicID
              )}
            </dd>
          </>
        ) : null}
        {tx.Reverses ? (
          <>
            <dt>{t('tx.reverses')}</dt>
            <dd data-slot="reverses">{tx.Reverses}</dd>
          </>
        ) : null}
        {tx.AdjustmentFor ? (
          <>
            <dt>{t('tx.adjustment')}</dt>
            <dd data-slot="adjustment">
              {t(`tx.adjustment.${tx.AdjustmentFor.Reason}`)} · {tx.AdjustmentFor.AdjustedTransactionID}
            </dd>
          </>
        ) : null}
        {tx.Orchestration ? (
          <>
            <dt>{t('tx.rule')}</dt>
            <dd data-slot="rule">{tx.Orchestration.RuleID}</dd>
          </>
        ) : null}
      </dl>
      {tx.Refunds?.length ? (
        <section data-slot="refunds" aria-label={t('tx.refunds')}>
          <h3>{t('tx.refunds')}</h3>
          <ul>
            {tx.Refunds.map((refund) => (
              <li key={refund.RefundID} data-state={refund.Status.toLowerCase()}>
                <Amount value={refund.RefundedAmount} currency={refund.Currency} /> · {t(`tx.status.${refund.Status}`)} ·{' '}
                {new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(refund.RequestTime))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </KitRoot>
  );
}
