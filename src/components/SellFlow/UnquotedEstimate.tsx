'use client';
// The confirm step when no quote came back (the published 0.1.3 service never quotes): what the
// prepare estimated, the most the sell may take, and a Sell button. Nothing counts down: no price
// is held, the sell runs at the rate of the moment within the authorized amount. Laid out as the
// price step (PriceQuote): the figures in a card, then one action bar with Sell first and the
// step's other actions (Back) after it; while the sale is sent Sell says "Selling…" beside its
// spinner in a button as wide as before.
import type { ReactNode } from 'react';
import type { PrepareSellResponse } from '../../api/sell';
import type { PayoutDestination } from '../../core/sell-flow/payout';
import { useRampkit } from '../../react/useRampkit';
import { QuoteDetails } from '../PriceQuote/QuoteDetails';
import { ActionBar } from '../shared/ActionBar';
import { Button } from '../shared/Button';

export interface UnquotedEstimateProps {
  prepared: PrepareSellResponse;
  cryptoCurrency: string;
  fiatCurrency: string;
  /** The fiat amount the prepare was priced on, when known. */
  fiatAmount?: string;
  payout?: PayoutDestination;
  onAccept?: () => void;
  accepting?: boolean;
  /** The step's other actions (Back), after Sell in the same action bar. */
  secondaryActions?: ReactNode;
}

export function UnquotedEstimate({ prepared, cryptoCurrency, fiatCurrency, fiatAmount, payout, onAccept, accepting = false, secondaryActions }: UnquotedEstimateProps) {
  const { t } = useRampkit('UnquotedEstimate');
  return (
    <section data-slot="price-estimate" data-state={accepting ? 'accepting' : 'active'} className="rk-stack" aria-label={t('sell.estimate.title')}>
      <div data-slot="estimate-card" className="rk-card rk-quote-card">
        <QuoteDetails
          cryptoCurrency={cryptoCurrency}
          fiatCurrency={fiatCurrency}
          rate={prepared.Rate}
          cryptoAmount={prepared.CryptoAmountEstimate}
          authorizedAmount={prepared.CryptoAuthorizedAmount}
          totalFee={prepared.TotalFee}
          fiatAmount={fiatAmount}
          payout={payout}
        />
        <p data-slot="estimate-note" className="rk-quote-note">
          {t('sell.estimate.note')}
        </p>
      </div>
      {/* Said once, politely: the sale is on its way (the button's own label changes silently). */}
      <span className="rk-visually-hidden" aria-live="polite" data-slot="estimate-announcement">
        {accepting ? t('sell.quote.accepting') : ''}
      </span>
      {onAccept || secondaryActions ? (
        <ActionBar
          primary={
            onAccept ? (
              <Button data-slot="accept" busy={accepting} busyLabel={t('sell.quote.accepting')} onClick={onAccept}>
                {t('sell.submit')}
              </Button>
            ) : null
          }
          secondary={secondaryActions}
        />
      ) : null}
    </section>
  );
}
