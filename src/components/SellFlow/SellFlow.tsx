'use client';
// The whole sell: amount → channel → payment method → form steps → quote → sell → status. The
// rules and calls live in the SellFlowController (core/sell-flow) behind useSellFlow; this
// component only lays out its state.
import { useEffect, useId } from 'react';
import type { CryptoCurrencyCode } from '../../api/common';
import type { Transaction } from '../../api/transactions';
import type { SellAmount } from '../../core/sell-flow/machine';
import { useOnline } from '../../react/useOnline';
import { useSellFlow, type SellFlowStepName, type SellVerificationNeed } from '../../react/useSellFlow';
import { useRampkit } from '../../react/useRampkit';
import { defaultFieldId, ErrorPanel, fieldProblemText } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { AmountStep } from './AmountStep';
import { BackButton } from './BackButton';
import { preloadLaterSteps, useLaterSteps } from './useLaterSteps';
import { VerificationNotice } from './VerificationNotice';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';
import { Heading } from '../shared/Heading';
import { useStepFocus } from './useStepFocus';
import { StepProgress } from './StepProgress';
import { AmountStepSkeleton, StepLoading } from './StepSkeletons';
import { cryptoName } from '../shared/names';
import { localeRegion } from '../../core/locale-match';

export interface SellFlowProps extends RootProps<HTMLElement> {
  cryptoCurrency: CryptoCurrencyCode;
  /** Start past the amount step with these. */
  defaultAmount?: SellAmount;
  /** Balance checks at the sell request rather than at prepare (the spec's DelayedSell). */
  delayedSell?: boolean;
  /** Read the customer first and say up front when verification must come first (default true). */
  checkCustomer?: boolean;
  /**
   * Offered when the customer must verify before selling: no customer record yet, onboarding
   * unfinished, or the service refused with VerificationRequired (e.g. open OnboardingLauncher).
   */
  onVerificationRequired?: (need: SellVerificationNeed) => void;
  /** The sale went through: the transaction the sell created. */
  onSellCompleted?: (transaction: Transaction) => void;
  /** Overrides for tests and hosts: how an attempt's Nonce is made. */
  createNonce?: () => string;
  /**
   * Names this sale among those the provider keeps while their flow is off the screen (default
   * `sell:<cryptoCurrency>`). Two SellFlows on one page need a key each.
   */
  flowKey?: string;
  /**
   * Keep the sale in progress (step, amount, channel, payment method, answers, a field being typed)
   * in the provider's memory when this flow unmounts, e.g. on browser Back, so mounting it again
   * continues there (default true). False: every mount starts a new sale.
   */
  keepProgress?: boolean;
  /**
   * `session`: the sale in progress is also kept in the tab's session storage (ids, amounts and
   * choices; never form answers), so a reload continues it, its price renewed, and a reload after the
   * sale shows its receipt again. Default: memory only.
   */
  persist?: 'session';
  /** The query parameter the flow keeps its step in (e.g. `step`), so the browser's Back goes to the previous step. */
  stepParam?: string;
  /** The step the host's router shows (with `onStepChange`): the flow goes there when its rules allow. */
  step?: SellFlowStepName;
  /** The flow's step changed (not called for the step it mounts on). */
  onStepChange?: (step: SellFlowStepName) => void;
}

// DynamicForm comes with the later screens (ADR 0161); rjsf is a chunk of its own behind it.
const preloadForm = () => void preloadLaterSteps().then((later) => later.preloadDynamicForm()).catch(() => undefined);

export function SellFlow({
  cryptoCurrency, defaultAmount, delayedSell, checkCustomer, onVerificationRequired, onSellCompleted, createNonce, flowKey, keepProgress, persist, stepParam, step, onStepChange, className, ...root
}: SellFlowProps) {
  const { t, locale } = useRampkit('SellFlow');
  const { state, actions } = useSellFlow({ cryptoCurrency, defaultAmount, delayedSell, checkCustomer, onSellCompleted, createNonce, flowKey, keepProgress, persist, stepParam, step, onStepChange });
  // Every step has a heading that takes focus when the step changes, and the change is said once.
  const title = t(`sell.heading.${state.stepName}`);
  const position = state.steps.indexOf(state.stepName);
  // "of N" only once the steps are settled (the saved accounts read): a count said while loading could change.
  const spoken = position < 0 ? title : state.stepsKnown ? t('sell.announce.step', { index: String(position + 1), count: String(state.steps.length), title }) : t('sell.announce.step-open', { index: String(position + 1), title });
  // While verification stands in the way there is no step: the notice's own title is the page's
  // heading (it takes focus when the notice comes), without a step's progress or question above it.
  const verifying = state.verification?.step;
  // Focus on the new heading reads its title: then only the position is said (none: nothing more).
  const positionOnly = position < 0 ? '' : t(state.stepsKnown ? 'sell.progress.position' : 'sell.progress.position-open', { index: String(position + 1), count: String(state.steps.length) });
  const { rootRef, heading, announcement } = useStepFocus(verifying ? `verification:${verifying}` : state.stepName, verifying ? t(`sell.verification.title.${verifying}`) : spoken, root.ref, t, verifying ? undefined : positionOnly);
  const blocked = state.gate !== 'ready';
  // The service's problems with the amount (FiatAmount/CryptoAmount, e.g. a channel's limits) name
  // the amount input in the error panel, link to it, and show under it.
  const amountInputId = `${useId()}-amount`;
  const amountLabel = (field: string) =>
    field === 'FiatAmount' || field === 'CryptoAmount' ? t('sell.amount.label', { currency: field === 'FiatAmount' ? (state.amount?.FiatCurrency ?? '') : cryptoName(cryptoCurrency, t) }) : undefined;
  const amountProblems = state.error?.fieldErrors.FiatAmount ?? state.error?.fieldErrors.CryptoAmount;
  // The details form comes two steps after the amount: its code loads while the customer types the
  // amount or chooses a channel, so choosing one shows the form without waiting for code. A failed
  // load is tried again when the form renders.
  const listing = state.step === 'channel';
  useEffect(() => {
    if (listing) preloadForm();
  }, [listing]);
  // The screens after the amount step load from the first frame (the customer is typing an amount);
  // a flow mounted onto one of them shows a placeholder until they are there.
  const showsLater = !blocked && (!!state.unresolved || ['channel', 'payment-method', 'form', 'next-step', 'quote', 'selling', 'done'].includes(state.step));
  const later = useLaterSteps(showsLater);
  // Their code is not asked for offline (lazyModule): until the network is back, the flow says it
  // is offline instead of showing a step as loading.
  const online = useOnline();
  const laterOffline = showsLater && !later && !online;
  const laterLoading = laterOffline ? null : <StepLoading />;
  // The price step's Back (a quote's or an estimate's) sits in the step's own action bar, after
  // Sell. While a sale or a new price is on its way it stays where it was, disabled, so nothing in
  // the bar moves.
  const quoteBack = state.navigable.length ? (
    <BackButton onClick={actions.back} />
  ) : (state.pending === 'sell' || state.pending === 'prepare') && position > 0 ? (
    <BackButton onClick={actions.back} disabled />
  ) : undefined;
  // Once the price has run out, "Get a new price" in the quote's bar is the way on: a failure to get
  // one is said without a second retry of its own, and an answer that only says the price or its
  // session ran out is no failure at all.
  const quoteOver = state.step === 'quote' && !!state.quote && state.quoteExpired;
  const plainExpiry = quoteOver && (state.error?.nextAction.kind === 'requote' || state.error?.nextAction.kind === 'restart-form');

  return (
    // Leaving a field commits what was typed into the flow's state (typing itself re-renders only the form).
    <KitRoot
      as="section"
      {...root}
      ref={rootRef}
      data-slot="sell-flow"
      data-state={blocked ? state.gate : state.step}
      data-pending={state.pending}
      className={joinClasses('rk-stack rk-flow', className)}
      aria-label={t('sell.title')}
      onBlur={(event) => {
        actions.commitAnswers();
        root.onBlur?.(event);
      }}
    >
      {verifying ? null : (
        <>
          {/* Once the sale is sent its own timeline says how far it is: a bar of every step done
              above an "In progress" sale read as finished. */}
          {state.stepName === 'done' ? null : <StepProgress steps={state.steps} current={state.stepName} known={state.stepsKnown} navigable={blocked ? [] : state.navigable} onGoTo={actions.goTo} />}
          <Heading ref={heading} tabIndex={-1} data-slot="step-heading">
            {title}
          </Heading>
        </>
      )}
      <p role="status" className="rk-visually-hidden" data-slot="step-announcement">
        {announcement}
      </p>

      <OfflineNotice offline={state.offline || laterOffline} />
      {state.gate === 'checking' && !state.offline ? (
        <div role="status" aria-busy="true" data-slot="checking-customer">
          <span className="rk-visually-hidden">{t('sell.checking')}</span>
          {/* Most customers go on to the amount step: its shape, so nothing jumps when it comes. */}
          <AmountStepSkeleton />
        </div>
      ) : null}
      {state.gate === 'error' ? <ErrorPanel error={state.readError} onRetryRequested={actions.retryRead} retryAlways /> : null}
      {state.verification ? (
        <VerificationNotice need={state.verification} headingRef={heading} onVerify={onVerificationRequired} onCheckAgain={state.verification.error ? actions.retry : actions.retryRead} />
      ) : null}

      {blocked ? null : (
        <>
          {/* An unresolved sell explains itself below; its raw error (a timeout) would invite a new try.
              A Conflict on every attempt asks for a new request: Try again makes one (a new price; a sell with a new Nonce). */}
          <ErrorPanel
            error={state.unresolved || plainExpiry ? null : state.error}
            onRetryRequested={(state.error?.retryable || state.error?.repeatedConflict) && !quoteOver ? actions.retry : undefined}
            retryAlways={state.error?.repeatedConflict}
            fieldLabel={(field) => (field.startsWith('Form.') ? later?.fieldTitle(state.formSchema, field.split('.').slice(1)) : amountLabel(field))}
            fieldId={(field) => (amountLabel(field) ? amountInputId : defaultFieldId(field))}
          />

          {state.step === 'amount' ? (
            <AmountStep
              cryptoCurrency={cryptoCurrency}
              initial={state.amount}
              draft={state.amountDraft}
              defaultCountry={state.customerCountry ?? localeRegion(locale)}
              invalid={!!state.error}
              error={amountProblems ? fieldProblemText(amountProblems, t) : undefined}
              inputId={amountInputId}
              onSubmit={actions.setAmount}
              onAmountInput={preloadForm}
              onDraftChange={actions.changeAmount}
            />
          ) : null}

          {state.step === 'channel' && state.amount ? (
            later ? (
              <later.ChannelStep
                picker={{
                  cryptoCurrency,
                  country: state.amount.Country,
                  fiatCurrency: state.amount.FiatCurrency,
                  fiatAmount: state.amount.FiatAmount,
                  cryptoAmount: state.amount.CryptoAmount,
                  hideLocation: true,
                  excludedChannelIds: state.excludedChannels,
                }}
                initial={state.channel}
                waiting={state.savedMethodsLoading}
                // The saved accounts decide whether the account step has more than one answer.
                onChoose={(channel) => actions.selectChannel(channel, state.savedMethods)}
                onBack={actions.back}
              />
            ) : (
              laterLoading
            )
          ) : null}

          {state.step === 'payment-method' && state.channel ? (
            later ? (
              <later.PaymentMethodStep
                country={state.channel.Country}
                category={state.channel.PaymentMethodCategory}
                // What the sale holds: Back to this step shows the account chosen before.
                initialId={state.paymentMethodId}
                initialMethod={state.paymentMethod}
                onChoose={actions.selectPaymentMethod} onBack={actions.back} />
            ) : (
              laterLoading
            )
          ) : null}

          {state.step === 'form' && state.channel ? (
            state.paymentMethodId && state.pending === 'prepare' ? (
              <StepLoading />
            ) : state.formSchema ? (
              later ? (
                <>
                  {state.navigable.includes('channel') ? <later.ChoiceSummary channel={state.channel} onChange={() => actions.goTo('channel')} /> : null}
                  <later.DynamicForm
                    key={state.channel.ID}
                    idPrefix="rk-field-Form"
                    schema={state.formSchema}
                    defaultFormData={state.formDefaults}
                    onFormDataChange={actions.changeForm}
                    onFormSubmitted={actions.submitForm}
                    serverErrors={state.serverErrors}
                    disabled={state.pending === 'prepare'}
                    submitLabel={t('common.continue')}
                    // Back in the form's own action bar, after Continue: one bar per step, as on every other step.
                    secondaryAction={state.navigable.length ? <BackButton onClick={actions.back} /> : undefined}
                  />
                </>
              ) : (
                laterLoading
              )
            ) : state.formError ? (
              <>
                <ErrorPanel error={state.formError} onRetryRequested={actions.retryRead} retryAlways />
                <BackButton onClick={actions.back} />
              </>
            ) : state.offline ? null : (
              <StepLoading />
            )
          ) : null}

          {state.step === 'next-step' && state.nextStep ? (
            later ? (
              <div data-slot="next-step" data-step-type={state.nextStep.StepType}>
                <later.DynamicForm
                  key={state.nextStep.StepID}
                  idPrefix="rk-field-Form"
                  schema={state.nextStep.Schema}
                  defaultFormData={state.stepAnswers[state.nextStep.StepID]}
                  onFormDataChange={actions.changeStep}
                  onFormSubmitted={actions.submitStep}
                  serverErrors={state.serverErrors}
                  disabled={state.pending === 'prepare'}
                  submitLabel={state.nextStep.StepType === 'Ack' ? t('sell.ack') : t('common.continue')}
                  secondaryAction={state.navigable.length ? <BackButton onClick={actions.back} /> : undefined}
                />
              </div>
            ) : (
              laterLoading
            )
          ) : null}

          {state.unresolved ? later ? <later.UnresolvedSell checking={state.pending === 'sell' || state.pending === 'lookup'} onCheck={actions.checkSell} /> : laterLoading : null}

          {(state.step === 'quote' || state.step === 'selling') && state.quote && state.amount && !state.unresolved ? (
            later ? (
              <>
                {state.unsold ? (
                  <p role="status" data-slot="not-sold">
                    {t('sell.quote.not-sold')}
                  </p>
                ) : null}
                {state.autoRequote ? null : (
                  <p role="alert" data-slot="quote-stale">
                    {t('sell.quote.stale')}
                  </p>
                )}
                <later.PriceQuote
                  quote={state.quote}
                  servedAt={state.servedAt}
                  // The flow prices a quote that ran out again by itself (its controller), once per quote.
                  autoRequote={false}
                  cryptoCurrency={state.amount.CryptoCurrency}
                  breakdown={state.prepared?.Breakdown}
                  changedQuote={state.changedQuote?.response.SellQuote}
                  onQuoteChangeConfirmed={actions.confirmQuote}
                  onQuoteExpired={actions.expireQuote}
                  onRequoteRequested={actions.requote}
                  requoting={state.pending === 'prepare'}
                  onQuoteAccepted={state.canSell || state.pending === 'sell' ? actions.sell : undefined}
                  accepting={state.pending === 'sell'}
                  acceptLabel={t('sell.submit')}
                  payout={state.payout}
                  secondaryActions={quoteBack}
                />
              </>
            ) : (
              laterLoading
            )
          ) : null}

          {(state.step === 'quote' || state.step === 'selling') && !state.quote && state.prepared && state.amount && state.channel && !state.unresolved ? (
            later ? (
              <later.UnquotedEstimate
                prepared={state.prepared}
                cryptoCurrency={state.amount.CryptoCurrency}
                fiatCurrency={state.channel.FiatCurrency}
                fiatAmount={state.preparedFiatAmount}
                payout={state.payout}
                onAccept={state.canSell || state.pending === 'sell' ? actions.sell : undefined}
                accepting={state.pending === 'sell'}
                secondaryActions={quoteBack}
              />
            ) : (
              laterLoading
            )
          ) : null}

          {state.step === 'done' && state.transactionId ? (
            later ? (
              <>
                <later.TransactionStatus transactionId={state.transactionId} initialTransaction={state.transaction} />
                <button type="button" className="rk-button" data-variant="secondary" data-slot="sell-again" onClick={actions.restart}>
                  {t('sell.again')}
                </button>
              </>
            ) : (
              laterLoading
            )
          ) : null}
        </>
      )}
    </KitRoot>
  );
}
