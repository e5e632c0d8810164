'use client';
// A sell quote: rate, fees, breakdown, what the customer receives, and the time left until the
// server's Expiry. On expiry it asks for a new quote (automatically unless told not to); a
// re-quote with other amounts must be confirmed; an expired quote can never be accepted.
import { useState } from 'react';
import type { ServedAt } from '../../api/client';
import type { SellQuote } from '../../api/sell';
import type { BreakdownItem } from '../../api/transactions';
import type { PayoutDestination } from '../../core/sell-flow/payout';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from '../shared/Amount';
import { QuoteDetails } from './QuoteDetails';
import { Countdown } from './Countdown';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';

export interface PriceQuoteProps extends RootProps<HTMLElement> {
  quote: SellQuote;
  cryptoCurrency: string;
  breakdown?: readonly Pick<BreakdownItem, 'Type' | 'Amount'>[];
  /** A newer quote with other amounts, waiting for the customer's confirmation. */
  changedQuote?: SellQuote;
  /** The customer confirmed the changed quote. */
  onQuoteChangeConfirmed?: () => void;
  /** Asks the host for a new quote (on expiry when autoRequote, or when the customer asks). */
  onRequoteRequested?: () => void;
  /** Ask for a new quote by itself when this one runs out (default true). */
  autoRequote?: boolean;
  requoting?: boolean;
  /** The quote ran out (by the server's Expiry). */
  onQuoteExpired?: (quote: SellQuote) => void;
  /** Accepts the quote (e.g. sells). Disabled while expired, changed or busy. */
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
}

export function PriceQuote(props: PriceQuoteProps) {
  const { quote, cryptoCurrency, breakdown, changedQuote, autoRequote = true, requoting, accepting, acceptLabel, servedAt, payout, className, ...rest } = props;
  const { onQuoteChangeConfirmed, onRequoteRequested, onQuoteExpired, onQuoteAccepted, ...root } = rest;
  const { t, emit } = useRampkit('PriceQuote');
  const [expiredQuote, setExpiredQuote] = useState<string>();
  // Set by the countdown (the server's Expiry, skew-corrected), also when mounted already expired.
  const expired = expiredQuote === quote.SignedQuote;
  const shown = changedQuote ?? quote;
  const state = changedQuote ? 'changed' : requoting ? 'requoting' : expired ? 'expired' : 'active';

  const expire = () => {
    setExpiredQuote(quote.SignedQuote);
    emit({ type: 'quote.expired', quote });
    onQuoteExpired?.(quote);
    if (autoRequote) onRequoteRequested?.();
  };

  return (
    // data-quote-id / data-expiry: which quote is on screen and until when (tests see a new quote by them).
    <KitRoot as="section" {...root} data-slot="price-quote" data-state={state} data-quote-id={shown.SignedQuote} data-expiry={shown.Expiry} className={joinClasses('rk-stack rk-card', className)} aria-label={t('sell.quote.title')}>
      <QuoteDetails
        cryptoCurrency={cryptoCurrency}
        fiatCurrency={shown.FiatCurrency}
        rate={shown.Rate}
        cryptoAmount={shown.CryptoAmount}
        totalFee={shown.TotalFee}
        breakdown={breakdown}
        fiatAmount={shown.FiatAmount}
        payout={payout}
      />

      {changedQuote ? (
        <div role="alert" data-slot="price-changed">
          <p>
            {t('sell.quote.changed')}{' '}
            <span data-slot="previous">
              <Amount value={quote.FiatAmount} currency={quote.FiatCurrency} /> → <Amount value={changedQuote.FiatAmount} currency={changedQuote.FiatCurrency} />
            </span>
          </p>
          <button type="button" className="rk-button" data-slot="confirm-change" onClick={onQuoteChangeConfirmed}>
            {t('sell.quote.confirm-change')}
          </button>
        </div>
      ) : (
        <p data-slot="expiry">
          {requoting ? t('sell.quote.requoting') : <Countdown key={quote.SignedQuote} expiry={quote.Expiry} servedAt={servedAt} onExpire={expire} />}
        </p>
      )}

      <div className="rk-row">
        {onRequoteRequested ? (
          <button type="button" className="rk-button" data-variant="secondary" data-slot="requote" disabled={requoting || accepting} onClick={onRequoteRequested}>
            {t('sell.quote.refresh')}
          </button>
        ) : null}
        {onQuoteAccepted ? (
          <button
            type="button"
            className="rk-button"
            data-slot="accept"
            disabled={expired || !!changedQuote || requoting || accepting}
            aria-busy={accepting || undefined}
            onClick={() => onQuoteAccepted(quote)}
          >
            {accepting ? t('sell.quote.accepting') : (acceptLabel ?? t('sell.quote.accept'))}
          </button>
        ) : null}
      </div>
    </KitRoot>
  );
}
