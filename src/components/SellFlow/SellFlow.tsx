'use client';
// The whole sell: amount → channel → payment method → form steps → quote → sell → status. The
// rules live in the pure machine (core/sell-flow); this component renders its state and runs each
// call it starts exactly once.
import { useEffect, useReducer, useRef } from 'react';
import type { CryptoCurrencyCode } from '../../api/common';
import type { ApiError } from '../../api/errors';
import type { BusinessFeeInput } from '../../api/sell';
import type { Transaction } from '../../api/transactions';
import { canSell, initialSellState, prepareRequest, sellReducer, type SellAmount } from '../../core/sell-flow/machine';
import { useChannelForm } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { ChannelPicker } from '../ChannelPicker/ChannelPicker';
import { DynamicForm } from '../DynamicForm';
import { PaymentMethodPicker } from '../PaymentMethodPicker/PaymentMethodPicker';
import { PriceQuote } from '../PriceQuote/PriceQuote';
import { ErrorPanel } from '../shared/ErrorPanel';
import { Skeleton } from '../shared/Skeleton';
import { TransactionStatus } from '../TransactionStatus/TransactionStatus';
import { AmountStep } from './AmountStep';

export interface SellFlowProps {
  cryptoCurrency: CryptoCurrencyCode;
  /** Start past the amount step with these. */
  defaultAmount?: SellAmount;
  businessFee?: BusinessFeeInput;
  /** Balance checks at the sell request rather than at prepare (the spec's DelayedSell). */
  delayedSell?: boolean;
  /** Offered when the service needs the customer's verification (e.g. open OnboardingLauncher). */
  onVerificationRequired?: (error: ApiError) => void;
  onComplete?: (transaction: Transaction) => void;
  /** Overrides for tests and hosts: how an attempt's Nonce is made. */
  createNonce?: () => string;
}

const STEPS = ['amount', 'channel', 'payment-method', 'form', 'quote', 'done'] as const;

export function SellFlow({ cryptoCurrency, defaultAmount, businessFee, delayedSell, onVerificationRequired, onComplete, createNonce = () => crypto.randomUUID() }: SellFlowProps) {
  const { client, t, emit } = useRampkit('SellFlow');
  const [state, dispatch] = useReducer(sellReducer, defaultAmount, initialSellState);
  const form = useChannelForm(state.channel?.ID ?? '', {}, { enabled: !!state.channel && state.step === 'form' });
  const ranRef = useRef(0);
  const lastRunRef = useRef<'prepare' | 'sell'>('prepare');

  // Runs the call the machine started, once per start (not once per effect run).
  useEffect(() => {
    if (!state.busy || ranRef.current === state.runs) return;
    ranRef.current = state.runs;
    lastRunRef.current = state.busy;
    if (state.busy === 'prepare') {
      const request = prepareRequest(state);
      if (!request) return;
      client
        .prepareSell({ body: { ...request, ...(businessFee ? { BusinessFee: businessFee } : {}), ...(delayedSell ? { DelayedSell: true } : {}) } })
        .then((response) => {
          if (response.NextStep) emit({ type: 'form.step', step: response.NextStep, formSessionId: response.FormSessionID });
          if (response.SellQuote) {
            if (state.quote && response.SellQuote.FiatAmount !== state.quote.FiatAmount) emit({ type: 'quote.changed', previous: state.quote, next: response.SellQuote });
            else emit({ type: 'quote.received', quote: response.SellQuote });
          }
          dispatch({ type: 'prepare.succeeded', response });
        })
        .catch((error: ApiError) => {
          emit({ type: 'error', error, source: 'prepareSell' });
          dispatch({ type: 'prepare.failed', error });
        });
    } else if (state.attempt) {
      const { request } = state.attempt;
      emit({ type: 'sell.submitted', nonce: request.Nonce, formSessionId: request.FormSessionID });
      client
        .sell({ body: request })
        .then(({ Transaction }) => {
          emit({ type: 'sell.completed', transaction: Transaction });
          dispatch({ type: 'sell.succeeded', transaction: Transaction });
          onComplete?.(Transaction);
        })
        .catch((error: ApiError) => {
          emit({ type: 'error', error, source: 'sell' });
          dispatch({ type: 'sell.failed', error });
        });
    }
  });

  const prepare = () => dispatch({ type: 'prepare.started' });
  const sell = () => dispatch({ type: 'sell.started', nonce: createNonce() });
  const retry = () => (lastRunRef.current === 'sell' && state.attempt ? sell() : prepare());
  const serverErrors = state.error && (state.step === 'form' || state.step === 'next-step') ? state.error.fieldErrors : undefined;
  const stepIndex = STEPS.indexOf(state.step === 'next-step' ? 'form' : state.step === 'selling' ? 'quote' : state.step);

  return (
    <section data-slot="sell-flow" data-state={state.step} data-busy={state.busy} className="rk-stack" aria-label={t('sell.title')}>
      <ol data-slot="progress" className="rk-steps" aria-label={t('sell.progress')}>
        {STEPS.map((step, i) => (
          <li key={step} data-state={i < stepIndex ? 'done' : i === stepIndex ? 'current' : 'upcoming'} aria-current={i === stepIndex ? 'step' : undefined}>
            {t(`sell.step.${step}`)}
          </li>
        ))}
      </ol>

      <ErrorPanel error={state.error} onRetry={state.error?.retryable ? retry : undefined} />
      {state.error?.nextAction.kind === 'resume-onboarding' && onVerificationRequired ? (
        <button type="button" className="rk-button" data-slot="resume-onboarding" onClick={() => onVerificationRequired(state.error!)}>
          {t('sell.verify')}
        </button>
      ) : null}

      {state.step === 'amount' ? (
        <AmountStep cryptoCurrency={cryptoCurrency} initial={state.amount} invalid={!!state.error} onSubmit={(amount) => dispatch({ type: 'amount.set', amount })} />
      ) : null}

      {state.step === 'channel' && state.amount ? (
        <>
          <ChannelPicker
            cryptoCurrency={cryptoCurrency}
            country={state.amount.Country}
            fiatCurrency={state.amount.FiatCurrency}
            fiatAmount={state.amount.FiatAmount}
            hideLocation
            excludedChannelIds={state.excludedChannels}
            onValueChange={(channel) => dispatch({ type: 'channel.selected', channel })}
          />
          <BackButton onClick={() => dispatch({ type: 'back' })} />
        </>
      ) : null}

      {state.step === 'payment-method' && state.channel ? (
        <PaymentMethodStep
          country={state.channel.Country}
          category={state.channel.PaymentMethodCategory}
          onChoose={(id) => {
            dispatch({ type: 'payment-method.selected', paymentMethodId: id });
            // A saved method already holds the form's answers: go straight to the quote.
            if (id) dispatch({ type: 'prepare.started' });
          }}
          onBack={() => dispatch({ type: 'back' })}
        />
      ) : null}

      {state.step === 'form' && state.channel ? (
        state.paymentMethodId && state.busy === 'prepare' ? (
          <Skeleton height="6rem" />
        ) : form.data ? (
          <DynamicForm
            key={state.channel.ID}
            schema={form.data.FormSchema}
            defaultFormData={state.formAnswers[state.channel.ID]}
            onChange={(answers) => dispatch({ type: 'form.changed', answers })}
            onSubmit={(answers) => {
              dispatch({ type: 'form.changed', answers });
              prepare();
            }}
            serverErrors={serverErrors}
            disabled={state.busy === 'prepare'}
            submitLabel={t('common.continue')}
          />
        ) : (
          <>
            <ErrorPanel error={form.error} onRetry={() => void form.refetch()} />
            {form.error ? null : <Skeleton height="6rem" />}
          </>
        )
      ) : null}

      {state.step === 'next-step' && state.nextStep ? (
        <div data-slot="next-step" data-step-type={state.nextStep.StepType}>
          <DynamicForm
            key={state.nextStep.StepID}
            schema={state.nextStep.Schema}
            defaultFormData={state.stepAnswers[state.nextStep.StepID]}
            onChange={(answers) => dispatch({ type: 'step.changed', answers })}
            onSubmit={(answers) => {
              dispatch({ type: 'step.changed', answers });
              prepare();
            }}
            serverErrors={serverErrors}
            disabled={state.busy === 'prepare'}
            submitLabel={state.nextStep.StepType === 'Ack' ? t('sell.ack') : t('common.continue')}
          />
        </div>
      ) : null}

      {(state.step === 'quote' || state.step === 'selling') && state.quote && state.amount ? (
        <PriceQuote
          quote={state.quote}
          cryptoCurrency={state.amount.CryptoCurrency}
          breakdown={state.prepared?.Breakdown}
          changedQuote={state.changedQuote?.response.SellQuote}
          onConfirmChange={() => dispatch({ type: 'quote.confirmed' })}
          onExpire={() => dispatch({ type: 'quote.expired' })}
          onRequote={prepare}
          requoting={state.busy === 'prepare'}
          onAccept={canSell(state) || state.busy === 'sell' ? sell : undefined}
          accepting={state.busy === 'sell'}
          acceptLabel={t('sell.submit')}
        />
      ) : null}

      {state.step === 'done' && state.transaction ? (
        <>
          <TransactionStatus transactionId={state.transaction.ID} initialTransaction={state.transaction} />
          <button type="button" className="rk-button" data-variant="secondary" onClick={() => dispatch({ type: 'restart' })}>
            {t('sell.again')}
          </button>
        </>
      ) : null}
    </section>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useRampkit('SellFlow');
  return (
    <button type="button" className="rk-button" data-variant="secondary" data-slot="back" onClick={onClick}>
      {t('common.back')}
    </button>
  );
}

function PaymentMethodStep({ country, category, onChoose, onBack }: { country: string; category: 'Bank' | 'Card' | 'Identifier'; onChoose: (id: string | null) => void; onBack: () => void }) {
  const { t } = useRampkit('SellFlow');
  const chosen = useRef<string | null>(null);
  return (
    <div className="rk-stack" data-slot="payment-method-step">
      <PaymentMethodPicker country={country as never} category={category} defaultValue={null} onValueChange={(m) => (chosen.current = m?.ID ?? null)} />
      <div className="rk-row">
        <BackButton onClick={onBack} />
        <button type="button" className="rk-button" onClick={() => onChoose(chosen.current)}>
          {t('common.continue')}
        </button>
      </div>
    </div>
  );
}
