'use client';
// One transaction, live, as a receipt: the status as a badge and the payout large at the top, the
// stages as a vertical timeline, what went wrong and what happens next on a failure, the action on
// a request for information, then the facts (what was sold, fees, rate, where the money went,
// refunds) and, folded under "Details", the ids support asks for, which a customer never needs to read.
//
// A screen reader hears the status once when the receipt appears ("In progress · Security checks")
// and each change once after: one polite region, mounted empty and filled just after (a region
// that arrives with its words already in it is not read).
import { useEffect, useRef } from 'react';
import type { Transaction } from '../../api/transactions';
import { explorerUrl } from '../../core/explorer';
import { useTransaction } from '../../react/hooks';
import { useRampkitEvents } from '../../react/useRampkitEvents';
import { useRampkit } from '../../react/useRampkit';
import { serviceWord, type Translate } from '../../i18n';
import { Amount } from '../shared/Amount';
import { Badge } from '../shared/Badge';
import { Button } from '../shared/Button';
import { ErrorPanel } from '../shared/ErrorPanel';
import { Heading } from '../shared/Heading';
import { Notice } from '../shared/Notice';
import { OfflineNotice } from '../shared/OfflineNotice';
import { PayoutTo } from '../PriceQuote/PayoutTo';
import { methodTypeOfDisplay, payoutFromMethod } from '../../core/sell-flow/payout';
import { Skeleton } from '../shared/Skeleton';
import { cryptoName } from '../shared/names';
import { toneOf } from '../shared/tone';
import { transactionKind } from '../TransactionList/kind';
import { TransactionTimeline } from './TransactionTimeline';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';

export interface TransactionStatusProps extends RootProps<HTMLElement> {
  transactionId: string;
  /** The transaction as already known (e.g. from the sell answer), shown until the read returns. */
  initialTransaction?: Transaction;
  /** Follow the proxy's event stream (falls back to polling). Default true. */
  live?: boolean;
  /**
   * The customer asked to answer a request for information (RFI) waiting for them: open your own
   * way to collect it (a support form, a document upload). Without it the receipt says how to go on.
   */
  onRfiResponseRequested?: (transaction: Transaction) => void;
}

function LiveUpdates() {
  useRampkitEvents();
  return null;
}

/**
 * What the status region says: a sentence that names what it is about when heard alone
 * ("Transaction status: In progress (Security checks)."), the stage while pending.
 */
export const statusText = (tx: Pick<Transaction, 'Status' | 'SubStatus'>, t: Translate): string => {
  const status = serviceWord(t, 'tx.status', tx.Status);
  return tx.SubStatus && tx.Status === 'Pending' ? t('tx.announce.step', { status, step: serviceWord(t, 'tx.sub', tx.SubStatus) }) : t('tx.announce', { status });
};

/** The ids support asks for, those the transaction has: its slot, the label's key, the id. */
function supportIds(tx: Transaction): [string, 'tx.id' | 'tx.public-id' | 'tx.reverses' | 'tx.adjusts' | 'tx.rule', string][] {
  const rows: [string, 'tx.id' | 'tx.public-id' | 'tx.reverses' | 'tx.adjusts' | 'tx.rule', string | undefined][] = [
    ['transaction-id', 'tx.id', tx.ID],
    ['public-id', 'tx.public-id', tx.PublicID],
    ['reverses', 'tx.reverses', tx.Reverses],
    ['adjusted-transaction', 'tx.adjusts', tx.AdjustmentFor?.AdjustedTransactionID],
    ['rule', 'tx.rule', tx.Orchestration?.RuleID],
  ];
  return rows.filter((row): row is [string, typeof row[1], string] => !!row[2]);
}

/** After a region appears, before it speaks: long enough for assistive technology to have seen it empty. */
const SPEAK_AFTER_MS = 150;
/**
 * How long a stage must last, once one was said, to be said too (ADR 0193): about the time a screen
 * reader takes to say one. A sale's stages can follow each other within a second; each said at once
 * queued four sentences after the heading. The stages stay in the receipt's timeline.
 */
const STAGE_HELD_MS = 2000;

/**
 * A polite region that says `text` once it is there, and each time it changes; `passing` text (a
 * stage on the way) only once it has held for STAGE_HELD_MS after something was said, so a burst of
 * stages is heard as the one it settles on. An end (`passing` false) is said at once.
 */
function Announcer({ text, words, passing = false, ...data }: { text: string; words: unknown; passing?: boolean } & Record<`data-${string}`, string | undefined>) {
  const region = useRef<HTMLParagraphElement>(null);
  const saidWith = useRef(words);
  useEffect(() => {
    // The same news in another language (the host switched it; `words` is the translator): said in
    // the new words at once, not left in the old language until the status changes.
    if (saidWith.current !== words) {
      saidWith.current = words;
      if (region.current?.textContent) {
        region.current.textContent = text;
        return;
      }
    }
    // A change cancels the one still waiting: only the latest stage is said.
    const timer = setTimeout(() => {
      if (region.current) region.current.textContent = text;
    }, passing && region.current?.textContent ? STAGE_HELD_MS : SPEAK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, words, passing]);
  return <p ref={region} role="status" className="rk-visually-hidden" {...data} />;
}

export function TransactionStatus({ transactionId, initialTransaction, live = true, onRfiResponseRequested, className, ...root }: TransactionStatusProps) {
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
      <KitRoot as="section" {...root} data-slot="transaction-status" data-state={query.error ? 'error' : query.isPaused ? 'offline' : 'loading'} aria-label={t('tx.title')} aria-busy={!query.error && !query.isPaused} className={joinClasses('rk-stack', className)}>
        {live ? <LiveUpdates /> : null}
        <ErrorPanel error={query.error} onRetryRequested={() => void query.refetch()} />
        <OfflineNotice offline={query.isPaused} />
        {query.error || query.isPaused ? null : <ReceiptSkeleton />}
      </KitRoot>
    );
  }
  const kind = transactionKind(tx);
  const link = explorerUrl(tx.Network, tx.PublicID);
  const currency = tx.FiatPayment?.FiatCurrency;
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const fees = tx.Breakdown?.filter((item) => item.Type !== 'Remaining') ?? [];
  return (
    <KitRoot as="section" {...root} data-slot="transaction-status" data-state={tx.Status.toLowerCase()} data-sub-state={tx.SubStatus} className={joinClasses('rk-stack', className)} aria-label={t('tx.title')}>
      {live && tx.Status === 'Pending' ? <LiveUpdates /> : null}
      {/* The status shown may be behind while the refresh waits for the network. */}
      <OfflineNotice offline={query.isPaused} />
      <Announcer text={statusText(tx, t)} words={t} passing={tx.Status === 'Pending'} data-slot="status-announcement" data-status={tx.Status} />
      <div className="rk-card rk-receipt" data-slot="receipt">
        <div data-slot="summary" className="rk-receipt-head" data-status={tx.Status} data-transaction-id={tx.ID} data-tone={toneOf(tx.Status)}>
          <Badge tone={toneOf(tx.Status) ?? 'neutral'}>
            {serviceWord(t, 'tx.status', tx.Status)}
          </Badge>
          {/* "Payout" names the figure for a screen reader too: a term and its value. */}
          <dl className="rk-headline-figure">
            <dt className="rk-caption">{t(`tx.headline.${kind}`)}</dt>
            <dd className="rk-amount-display" data-slot="headline-amount">
              {(kind === 'sell' || kind === 'buy') && tx.FiatPayment ? (
                <Amount value={kind === 'sell' ? tx.FiatPayment.Amount : (tx.Amount ?? '0')} currency={kind === 'sell' ? tx.FiatPayment.FiatCurrency : tx.CryptoCurrency} />
              ) : tx.Amount ? (
                <Amount value={tx.Amount} currency={tx.CryptoCurrency} />
              ) : (
                cryptoName(tx.CryptoCurrency, t)
              )}
            </dd>
          </dl>
        </div>

        <TransactionTimeline transaction={tx} />

        {tx.Status === 'Failed' ? (
          <div data-slot="failure">
            <Notice tone="danger" title={t('tx.failed.title')}>
              <p data-slot="reason">{tx.RFI ? t('tx.failed.reason.rfi') : t('tx.failed.reason')}</p>
              <p data-slot="what-next">{t(`tx.failed.next.${kind === 'sell' || kind === 'buy' ? kind : 'other'}`, { crypto: cryptoName(tx.CryptoCurrency, t) })}</p>
            </Notice>
          </div>
        ) : null}

        {tx.RFI ? (
          <div data-slot="rfi" data-state={tx.RFI.Status} role={tx.RFI.Status === 'AwaitingCustomer' ? 'alert' : undefined}>
            <Notice
              tone={tx.RFI.Status === 'AwaitingCustomer' ? 'warning' : 'info'}
              title={`${serviceWord(t, 'tx.rfi.type', tx.RFI.Type)}: ${serviceWord(t, 'tx.rfi.status', tx.RFI.Status)}`}
              action={
                tx.RFI.Status === 'AwaitingCustomer' && onRfiResponseRequested ? (
                  <Button variant="secondary" data-slot="rfi-respond" onClick={() => onRfiResponseRequested(tx)}>
                    {t('tx.rfi.respond')}
                  </Button>
                ) : undefined
              }
            >
              {tx.RFI.Status === 'AwaitingCustomer' ? <p>{onRfiResponseRequested ? t('tx.rfi.waiting') : t('tx.rfi.waiting-no-action')}</p> : null}
            </Notice>
          </div>
        ) : null}

        <dl className="rk-detail-list" data-slot="facts">
          {tx.Amount ? (
            <div data-slot="crypto-amount">
              <dt>{tx.Direction === 'Out' ? t('tx.sold') : t('tx.received')}</dt>
              <dd>
                <Amount value={tx.Amount} currency={tx.CryptoCurrency} />
              </dd>
            </div>
          ) : null}
          {tx.NetworkFee ? (
            <div data-slot="network-fee">
              <dt>{t('tx.network-fee')}</dt>
              <dd>
                <Amount value={tx.NetworkFee} currency={tx.CryptoCurrency} />
              </dd>
            </div>
          ) : null}
          {tx.FiatPayment ? (
            <>
              {kind === 'sell' ? null : (
                <div data-slot="fiat-payment">
                  <dt>{t('tx.payment')}</dt>
                  <dd>
                    <Amount value={tx.FiatPayment.Amount} currency={tx.FiatPayment.FiatCurrency} />
                  </dd>
                </div>
              )}
              {tx.FiatPayment.Rate ? (
                <div data-slot="rate">
                  <dt>{t('sell.quote.rate')}</dt>
                  <dd>
                    {`1\u00a0${cryptoName(tx.CryptoCurrency, t)}`} = <Amount value={tx.FiatPayment.Rate} currency={tx.FiatPayment.FiatCurrency} />
                  </dd>
                </div>
              ) : null}
              <div data-slot="fiat-fee">
                <dt>{fees.length === 1 ? serviceWord(t, 'sell.breakdown', fees[0]!.Type) : t('tx.fee')}</dt>
                <dd>
                  <Amount value={tx.FiatPayment.FeeAmount} currency={tx.FiatPayment.FiatCurrency} />
                </dd>
              </div>
              {fees.length > 1
                ? fees.map((item) => (
                    <div key={item.Type} data-slot="breakdown-item" data-type={item.Type}>
                      <dt>{serviceWord(t, 'sell.breakdown', item.Type)}</dt>
                      <dd>
                        <Amount value={item.Amount} currency={currency} />
                      </dd>
                    </div>
                  ))
                : null}
              {tx.PaymentMethod ? (
                // The receipt says where the money went (or came from), as the customer knows the account:
                // the same line as the quote's "Paid out to" (method, account, holder), by the same component.
                <div data-slot="paid-to">
                  <dt>{tx.Direction === 'Out' ? t('tx.paid-out-to') : t('tx.paid-from')}</dt>
                  <dd data-slot="payment-method">
                    <PayoutTo payout={payoutFromMethod(methodTypeOfDisplay(tx.PaymentMethod.DisplayDetails), tx.PaymentMethod)} />
                  </dd>
                </div>
              ) : null}
            </>
          ) : null}
          <div data-slot="created">
            <dt>{t('tx.created')}</dt>
            <dd>{dates.format(new Date(tx.Created))}</dd>
          </div>
          {tx.AdjustmentFor ? (
            <div>
              <dt>{t('tx.adjustment')}</dt>
              <dd data-slot="adjustment">{serviceWord(t, 'tx.adjustment', tx.AdjustmentFor.Reason)}</dd>
            </div>
          ) : null}
          {link ? (
            <div data-slot="public-record">
              <dt>{t('tx.public-id')}</dt>
              <dd>
                <a href={link} target="_blank" rel="noopener noreferrer" data-slot="explorer-link">
                  {t('tx.explorer')}
                  <span className="rk-visually-hidden"> {t('tx.opens-new-tab')}</span>
                </a>
              </dd>
            </div>
          ) : null}
        </dl>

        {tx.Refunds?.length ? (
          <section data-slot="refunds" aria-labelledby={`${tx.ID}-refunds`} className="rk-stack">
            <Heading section id={`${tx.ID}-refunds`}>
              {t('tx.refunds')}
            </Heading>
            <ul className="rk-plain-list">
              {tx.Refunds.map((refund) => (
                <li key={refund.RefundID} data-state={refund.Status.toLowerCase()}>
                  <Amount value={refund.RefundedAmount} currency={refund.Currency} /> · {serviceWord(t, 'tx.status', refund.Status)} · {new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(refund.RequestTime))}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {/* The ids support asks for: out of the customer's way, never read aloud unless opened. */}
        <details data-slot="support-details" className="rk-support-details">
          <summary>{t('common.details')}</summary>
          <dl className="rk-detail-list">
            {supportIds(tx).map(([slot, label, value]) => (
              <div key={slot}>
                <dt>{t(label)}</dt>
                <dd data-value="id" data-slot={slot}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
    </KitRoot>
  );
}

/** Shaped like the receipt: a badge, the amount, the stages. */
function ReceiptSkeleton() {
  return (
    <div className="rk-card rk-receipt" aria-hidden="true" data-slot="receipt-skeleton">
      <Skeleton variant="line" width="6rem" />
      <Skeleton variant="amount" width="10rem" />
      <Skeleton variant="list" rows={3} />
    </div>
  );
}
