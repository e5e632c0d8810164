'use client';
// A sell quote as a card: "You receive" over the payout, the rest as a detail list, the price lock
// as a pill with a thin bar of the time left along the card's foot, then one action bar (Sell, and
// "Get a new price" beside it once the lock is ending; once it is over, "Get a new price" in Sell's
// place, and no word of the renewal that came before; while it comes, that button says "Getting a
// new price…" beside its spinner, as Sell says "Selling…"). While the sale is sent the lock stops
// counting (the service holds the price it was sent) and Sell says "Selling…". The time left is
// the server's Expiry; on expiry it asks for a new quote (by itself unless told not to); a re-quote
// with other amounts must be confirmed; an expired quote can never be accepted.
//
// For people who do not see it: the lock is a labelled timer they can read when they want; the
// countdown speaks twice a quote at most (Countdown.tsx); "Getting a new price…" and the new price
// are said once each; and a button the customer was on that goes away (a renewal, a confirmation)
// hands focus to Sell, never to <body>. Sell is never `disabled` while it waits (that drops focus):
// it says aria-disabled and ignores the press.
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ServedAt } from '../../api/client';
import type { SellQuote } from '../../api/sell';
import type { BreakdownItem } from '../../api/transactions';
import { formatAmount } from '../../core/decimal';
import { quotePhase, quoteSecondsLeft, type QuotePhase } from '../../core/quote-clock';
import { quoteChanged } from '../../core/sell-flow/machine';
import type { PayoutDestination } from '../../core/sell-flow/payout';
import { useRampkit } from '../../react/useRampkit';
import { ActionBar } from '../shared/ActionBar';
import { Amount } from '../shared/Amount';
import { Button } from '../shared/Button';
import { Notice } from '../shared/Notice';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';
import { ClockIcon, RenewIcon } from '../shared/status-icons';
import { Countdown } from './Countdown';
import { QuoteDetails } from './QuoteDetails';

type Breakdown = readonly Pick<BreakdownItem, 'Type' | 'Amount'>[];

export interface PriceQuoteProps extends RootProps<HTMLElement> {
  quote: SellQuote;
  cryptoCurrency: string;
  /** The fee breakdown of `quote` (the prepare answer's Breakdown). */
  breakdown?: Breakdown;
  /** A newer quote with other amounts, waiting for the customer's confirmation. */
  changedQuote?: SellQuote;
  /** The fee breakdown of `changedQuote`; without it only its total fee is shown. */
  changedBreakdown?: Breakdown;
  /** The customer confirmed the changed quote. */
  onQuoteChangeConfirmed?: () => void;
  /** Asks the host for a new quote (on expiry when autoRequote, or when the customer asks). */
  onRequoteRequested?: () => void;
  /** Ask for a new quote by itself when this one runs out (default true). */
  autoRequote?: boolean;
  requoting?: boolean;
  /** The quote ran out (by the server's Expiry). */
  onQuoteExpired?: (quote: SellQuote) => void;
  /** Accepts the quote (e.g. sells). Refused while expired, changed, re-quoting or busy. */
  onQuoteAccepted?: (quote: SellQuote) => void;
  accepting?: boolean;
  acceptLabel?: string;
  /**
   * When the quote's answer was served (`prepared.servedAt` of `client.prepareSell`): the countdown
   * runs by the server's clock, whatever this device's says.
   */
  servedAt?: ServedAt;
  /** Where the money goes: the payment method's display details (or the new account, masked). */
  payout?: PayoutDestination;
  /** More actions after the quote's own in its action bar (e.g. Back), so a step has one bar. */
  secondaryActions?: ReactNode;
}

/** The quote this one renewed, while it is on screen: told once, as "New price: … (unchanged)". */
function useRenewedFrom(quote: SellQuote): SellQuote | undefined {
  const [seen, setSeen] = useState<{ quote: SellQuote; renewedFrom?: SellQuote }>({ quote });
  if (seen.quote.SignedQuote === quote.SignedQuote) return seen.renewedFrom;
  // A new quote on the same card: remember the one it replaced (React's "state from props" pattern).
  setSeen({ quote, renewedFrom: seen.quote });
  return seen.quote;
}

/**
 * A button's node while it is on the page, and its ref callback, which also tells `noteFocusLoss`
 * (stable) when React removes the button, so a focused one can hand focus on.
 */
function useHeldButton(noteFocusLoss: (node: HTMLElement | null) => () => void) {
  const held = useRef<HTMLButtonElement>(null);
  const ref = useCallback((node: HTMLButtonElement | null) => {
    held.current = node;
    const lost = noteFocusLoss(node);
    return () => {
      lost();
      if (held.current === node) held.current = null;
    };
  }, [noteFocusLoss]);
  return [held, ref] as const;
}

export function PriceQuote(props: PriceQuoteProps) {
  const { quote, cryptoCurrency, breakdown, changedQuote, changedBreakdown, autoRequote = true, requoting = false, accepting = false, acceptLabel, servedAt, payout, secondaryActions, className, ...rest } = props;
  const { onQuoteChangeConfirmed, onRequoteRequested, onQuoteExpired, onQuoteAccepted, ...root } = rest;
  const { t, emit, locale } = useRampkit('PriceQuote');
  const shown = changedQuote ?? quote;
  // The stage of the shown quote's life, told by its countdown; before it has (a first render, a
  // server render, a quote already over) read from the clock, so an expired quote never renders
  // as one that can be sold, not even for a frame.
  const [phaseOf, setPhaseOf] = useState<{ id: string; phase: QuotePhase }>();
  const phase = phaseOf?.id === shown.SignedQuote ? phaseOf.phase : quotePhase(quoteSecondsLeft({ expiry: shown.Expiry, ...servedAt }));
  const expired = phase === 'expired';
  const renewedFrom = useRenewedFrom(quote);
  const state = changedQuote ? 'changed' : requoting ? 'requoting' : expired ? 'expired' : 'active';
  const refusing = expired || !!changedQuote || requoting;
  const offerRequote = !!onRequoteRequested && !changedQuote && (requoting || phase === 'ending' || expired);
  // Once the price is over, a new one is the only way on: it takes Sell's place as the primary action.
  const requoteFirst = offerRequote && expired && !accepting;

  const expire = () => {
    emit({ type: 'quote.expired', quote });
    onQuoteExpired?.(quote);
    if (autoRequote) onRequoteRequested?.();
  };

  // A focused button that goes away (Get a new price after the renewal, Accept the new price once
  // taken) hands focus to Sell, or to the card: it is noted as React removes it, acted on after.
  const card = useRef<HTMLDivElement>(null);
  const rescue = useRef(false);
  // Stable, so React runs its cleanup only when the button leaves the page (still in it, focused).
  const noteFocusLoss = useCallback((node: HTMLElement | null) => () => {
    if (node && node === node.ownerDocument.activeElement) rescue.current = true;
  }, []);
  // Sell and "Get a new price" trade places when the price runs out: each hands focus on as it goes.
  const [accept, acceptRef] = useHeldButton(noteFocusLoss);
  const [requote, requoteRef] = useHeldButton(noteFocusLoss);
  useLayoutEffect(() => {
    if (!rescue.current) return;
    rescue.current = false;
    (accept.current ?? requote.current ?? card.current)?.focus();
  });

  const money = (q: SellQuote) => formatAmount(q.FiatAmount, { locale, currency: q.FiatCurrency });
  // An expired price says nothing of the renewal before it: that price is over too.
  const renewal = renewedFrom && !changedQuote && !expired ? (quoteChanged(renewedFrom, quote) ? t('sell.quote.renewed-changed', { amount: money(quote), previous: money(renewedFrom) }) : t('sell.quote.renewed-same', { amount: money(quote) })) : undefined;
  // Said once each, politely: a sale starting, a new price being fetched, the new price.
  const announcement = accepting ? t('sell.quote.accepting') : requoting ? t('sell.quote.requoting') : (renewal ?? '');

  return (
    // data-quote-id / data-expiry: which quote is on screen and until when (tests see a new quote by them).
    <KitRoot
      as="section"
      {...root}
      data-slot="price-quote"
      data-state={state}
      data-phase={phase}
      data-quote-id={shown.SignedQuote}
      data-expiry={shown.Expiry}
      className={joinClasses('rk-stack rk-price-quote', className)}
      aria-label={t('sell.quote.title')}
    >
      <div ref={card} tabIndex={-1} data-slot="quote-card" data-stale={requoting || expired || undefined} className="rk-card rk-quote-card">
        <QuoteDetails
          cryptoCurrency={cryptoCurrency}
          fiatCurrency={shown.FiatCurrency}
          rate={shown.Rate}
          cryptoAmount={shown.CryptoAmount}
          totalFee={shown.TotalFee}
          breakdown={changedQuote ? changedBreakdown : breakdown}
          fiatAmount={shown.FiatAmount}
          payout={payout}
          aside={
            accepting ? (
              // The price is with the service: the lock no longer counts down.
              <span data-slot="held" className="rk-price-lock">
                <span className="rk-pill" data-slot="price-lock" data-state="held">
                  <ClockIcon />
                  <span>{t('sell.quote.lock')}</span>
                </span>
              </span>
            ) : requoting ? (
              <span data-slot="requoting" className="rk-price-lock">
                <span className="rk-pill" data-slot="price-lock" data-state="requoting">
                  <span className="rk-spinner" aria-hidden="true" />
                  <span>{t('sell.quote.requoting')}</span>
                </span>
              </span>
            ) : (
              <Countdown
                key={shown.SignedQuote}
                expiry={shown.Expiry}
                servedAt={servedAt}
                bar
                onPhaseChange={(next) => setPhaseOf({ id: shown.SignedQuote, phase: next })}
                onExpire={changedQuote ? undefined : expire}
              />
            )
          }
        />
        {/* Heard once, from the announcement below (which keeps it): not twice when reading through the page. */}
        {renewal ? (
          <p data-slot="renewed" className="rk-quote-note" aria-hidden="true">
            <RenewIcon />
            <span>{renewal}</span>
          </p>
        ) : null}
      </div>

      {changedQuote ? (
        <div data-slot="price-changed">
          <Notice
            tone="warning"
            role="alert"
            title={t('sell.quote.changed-title')}
            action={
              <Button ref={noteFocusLoss} variant="secondary" data-slot="confirm-change" onClick={onQuoteChangeConfirmed}>
                {t('sell.quote.confirm-change')}
              </Button>
            }
          >
            <p>
              {t('sell.quote.changed-body')}{' '}
              <span data-slot="previous">
                <Amount value={quote.FiatAmount} currency={quote.FiatCurrency} /> → <Amount value={changedQuote.FiatAmount} currency={changedQuote.FiatCurrency} />
              </span>
            </p>
          </Notice>
        </div>
      ) : null}

      <span className="rk-visually-hidden" aria-live="polite" data-slot="quote-announcement">
        {announcement}
      </span>

      {onQuoteAccepted || offerRequote || secondaryActions ? (
        <ActionBar
          primary={
            requoteFirst ? (
              <Button ref={requoteRef} data-slot="requote" busy={requoting} busyLabel={t('sell.quote.requoting')} onClick={() => onRequoteRequested?.()}>
                {t('sell.quote.refresh')}
              </Button>
            ) : onQuoteAccepted ? (
              <Button
                ref={acceptRef}
                data-slot="accept"
                busy={accepting}
                busyLabel={t('sell.quote.accepting')}
                aria-disabled={refusing || undefined}
                onClick={() => {
                  if (!refusing && !accepting) onQuoteAccepted(quote);
                }}
              >
                {acceptLabel ?? t('sell.quote.accept')}
              </Button>
            ) : null
          }
          secondary={
            <>
              {/* After the host's own actions (Back): a new price offered as the quote runs out comes
                  and goes each cycle, and must not move the buttons a thumb is already on. */}
              {secondaryActions}
              {offerRequote && !requoteFirst ? (
                <Button ref={requoteRef} variant="secondary" data-slot="requote" busy={requoting} busyLabel={t('sell.quote.requoting')} aria-disabled={accepting || undefined} onClick={() => !accepting && onRequoteRequested?.()}>
                  {t('sell.quote.refresh')}
                </Button>
              ) : null}
            </>
          }
        />
      ) : null}
    </KitRoot>
  );
}
