// POST /transactions/sell/prepare and POST /transactions/sell.
import { SignJWT } from 'jose';
import type { FieldProblem } from '../../api/errors';
import { add, compare, limitCheck, percentOf, round, sub } from '../../core/decimal';
import { validateFormData } from '../../core/form-schema';
import type { Handler, SandboxContext } from '../context';
import { publicPaymentMethod, startTransaction, storePaymentMethod } from '../context';
import { fieldError, invalid, notFound, SandboxError } from '../envelope';
import { CRYPTO_DP, feeCurrencyProblems, precisionProblems, priceSell } from '../money';
import { oncePerNonce } from '../nonces';
import type { FormSessionRecord } from '../store';
import { isApproved } from '../store';
import { findChannel } from './channels';
import type { SeedChannel } from '../seed/channels';

export function requireApprovedCustomer(ctx: SandboxContext, customerId: string, field = 'CustomerID') {
  const record = ctx.state.customers.get(customerId);
  if (!record) throw notFound(field, `Customer ${customerId}`);
  if (isApproved(record)) return record;
  const principal = { ID: customerId, Type: 'Customer' as const, Subtype: record.Type };
  // The spec's three answers: a review in progress is a Forbidden with only Detail (wait for it), a
  // final decline a Compliance denial (no retry until Approved), anything the customer can still
  // do (start, resume, fix a document, answer ActionsRequired) VerificationRequired.
  if (record.OnboardingStatus === 'ReviewPending') {
    throw new SandboxError('Forbidden', `Customer ${customerId} is in compliance review: transact once the review approves them (a Customer webhook says when).`);
  }
  if (record.OnboardingStatus === 'Rejected') {
    throw new SandboxError('Forbidden', `Customer ${customerId} was declined.`, {
      denials: [{ Reason: 'Compliance', Description: 'The customer\'s verification was declined with no retry: do not retry until it is Approved.', Principal: principal }],
    });
  }
  throw new SandboxError('Forbidden', `Customer ${customerId} must complete verification before transacting.`, {
    denials: [{ Reason: 'VerificationRequired', Description: 'The customer must complete or resume hosted onboarding.', Principal: principal }],
  });
}

const prefixed = (problems: FieldProblem[]) => problems.map((p) => ({ ...p, Field: p.Field ? `Form.${p.Field}` : 'Form' }));

function loadSession(ctx: SandboxContext, id: string, field = 'FormSessionID'): FormSessionRecord {
  const session = ctx.state.sessions.get(id);
  if (!session) throw fieldError(field, 'no form session has this id', 'IntegrityValidation');
  if (session.expiresAt <= ctx.clock.now()) throw fieldError(field, 'the form session has expired: start again with a prepare call without FormSessionID', 'IntegrityValidation');
  return session;
}

/** Applies this call's Form to the step that is pending; returns problems, if any. */
/** The form's problems; with `commit` (nothing else is wrong with the request) valid answers are kept. */
function applyForm(channel: SeedChannel, session: FormSessionRecord, form: Record<string, unknown> | undefined, commit = true): FieldProblem[] {
  if (!session.formComplete) {
    const answers = { ...session.answers, ...(form ?? {}) };
    const schemaProblems = prefixed(validateFormData(channel.formSchema, answers));
    // Check digits only matter once the field has the right shape.
    const extra = (channel.extraValidation?.(answers) ?? []).filter((p) => !schemaProblems.some((s) => s.Field === p.Field));
    const problems = [...schemaProblems, ...extra];
    if (problems.length) return problems;
    const unsupported = channel.notSupported?.(answers);
    if (unsupported) return [unsupported];
    if (!commit) return [];
    session.answers = answers;
    session.formComplete = true;
    return [];
  }
  const step = channel.nextSteps[session.stepIndex];
  if (!step || form === undefined) return [];
  const problems = prefixed(validateFormData(step.Schema, form));
  if (problems.length || !commit) return problems;
  session.stepAnswers[step.StepID] = form;
  session.stepIndex += 1;
  return [];
}

export const prepareSell: Handler<'prepareSell'> = async (ctx, { body: request }) => {
  const channel = findChannel(request.ChannelID);
  if (request.CustomerID) requireApprovedCustomer(ctx, request.CustomerID);
  const now = ctx.clock.now();

  let session: FormSessionRecord;
  if (request.FormSessionID) {
    session = loadSession(ctx, request.FormSessionID);
    if (session.channelId !== channel.ID) throw fieldError('FormSessionID', 'this form session belongs to another channel', 'IntegrityValidation');
    if (session.customerId && request.CustomerID && session.customerId !== request.CustomerID) throw fieldError('FormSessionID', 'this form session belongs to another customer', 'IntegrityValidation');
  } else {
    session = { id: ctx.ids.uuid(), channelId: channel.ID, crypto: request.CryptoCurrency, answers: {}, stepAnswers: {}, formComplete: false, stepIndex: 0, expiresAt: now + ctx.config.formSessionSeconds * 1000, delayedSell: false };
  }
  if (request.PaymentMethodID) {
    const stored = ctx.state.paymentMethods.get(request.PaymentMethodID);
    if (!stored || (request.CustomerID && stored.CustomerID !== request.CustomerID)) throw notFound('PaymentMethodID', `Payment method ${request.PaymentMethodID}`);
    if (stored.channelId === channel.ID && stored.answers) session.answers = { ...stored.answers, ...session.answers };
    session.paymentMethodId = stored.ID;
  }

  const unpriceable = feeCurrencyProblems(request.BusinessFee, 'BusinessFee');
  const precision = [...precisionProblems(request.FiatAmount, channel.FiatCurrency, 'FiatAmount'), ...precisionProblems(request.CryptoAmount, request.CryptoCurrency, 'CryptoAmount')];
  const pricing = priceSell(channel, request.CryptoCurrency, { fiat: request.FiatAmount, crypto: request.CryptoAmount }, unpriceable.length ? undefined : request.BusinessFee);
  const limit = limitCheck(pricing.fiatAmount, channel.Limits.MinLimit, channel.Limits.MaxLimit);
  const bound = limit === 'below' ? `at least ${channel.Limits.MinLimit}` : `at most ${channel.Limits.MaxLimit}`;
  const amountProblems: FieldProblem[] = [...precision, ...(limit === 'within' || precision.length ? [] : [{
    Field: request.FiatAmount !== undefined ? 'FiatAmount' : 'CryptoAmount', Reason: 'SchemaValidation' as const,
    Description: `this channel pays out ${bound} ${channel.FiatCurrency} (this amount is ${pricing.fiatAmount} ${channel.FiatCurrency})`,
  }]), ...unpriceable];
  // The amount and the form together, in one answer; a refused request keeps no answers.
  const formProblems = applyForm(channel, session, request.Form, amountProblems.length === 0);
  const problems = [...amountProblems, ...formProblems];
  if (problems.length) {
    throw invalid(problems, amountProblems.length ? `${amountProblems[0]?.Field}: ${amountProblems[0]?.Description}${formProblems.length ? `; and the form has ${formProblems.length} problem${formProblems.length > 1 ? 's' : ''}` : ''}.` : `The form has ${problems.length} problem${problems.length > 1 ? 's' : ''}.`);
  }

  Object.assign(session, {
    customerId: request.CustomerID ?? session.customerId,
    crypto: request.CryptoCurrency,
    fiatAmount: request.FiatAmount,
    cryptoAmount: request.CryptoAmount,
    businessFee: request.BusinessFee,
    delayedSell: request.DelayedSell ?? false,
    priced: pricing,
  });
  ctx.state.sessions.set(session.id, session);

  if (!request.DelayedSell) {
    const balance = ctx.state.balances.get(request.CryptoCurrency);
    if (!balance || compare(balance.available, pricing.cryptoAmount) < 0) {
      throw new SandboxError('InsufficientBalance', `The ${request.CryptoCurrency} balance available (${balance?.available ?? '0'}) is below the ${pricing.cryptoAmount} this sell needs. Fund the account, reduce the amount, or set DelayedSell to check the balance at the sell request.`);
    }
  }

  const pendingStep = session.formComplete ? channel.nextSteps[session.stepIndex] : undefined;
  const complete = session.formComplete && !pendingStep;
  let sellQuote;
  if (complete && request.Quoted) {
    const expiresAt = now + ctx.config.quoteTtlSeconds * 1000;
    const quote = { CryptoAmount: pricing.cryptoAmount, FiatAmount: pricing.fiatAmount, FiatCurrency: channel.FiatCurrency, Rate: pricing.rate, TotalFee: pricing.totalFee };
    const SignedQuote = await new SignJWT({ ...quote, FormSessionID: session.id })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(ctx.quoteKey.privateKey);
    sellQuote = { SignedQuote, Expiry: new Date(expiresAt).toISOString(), ...quote };
    session.quote = { ...sellQuote, expiresAt } as FormSessionRecord['quote'];
  }
  // Unquoted, the authorized amount leaves 1% for the rate moving before the sell executes.
  const authorized = sellQuote ? pricing.cryptoAmount : addPercent(pricing.cryptoAmount, '1', request.CryptoCurrency);

  return {
    status: 200,
    body: {
      FormSessionID: session.id,
      TotalFee: pricing.totalFee,
      CryptoAmountEstimate: pricing.cryptoAmount,
      CryptoAuthorizedAmount: authorized,
      Rate: pricing.rate,
      Breakdown: [
        { Type: 'ChannelFee', Amount: pricing.channelFee },
        ...(compare(pricing.businessFee, '0') > 0 ? [{ Type: 'BusinessFee', Amount: pricing.businessFee }] : []),
        { Type: 'Remaining', Amount: pricing.fiatAmount },
      ],
      ...(pendingStep ? { NextStep: { StepID: pendingStep.StepID, StepType: pendingStep.StepType, Schema: pendingStep.Schema } } : {}),
      ...(sellQuote ? { SellQuote: sellQuote } : {}),
    },
  };
};

function addPercent(amount: string, percent: string, crypto: string): string {
  return round(add(amount, percentOf(amount, percent)), CRYPTO_DP[crypto] ?? 8, 'up');
}

export const sell: Handler<'sell'> = (ctx, input) => oncePerNonce(ctx, 'Sell', input.body.Nonce, input.body, 'Nonce', () => sellOnce(ctx, input));

const sellOnce: Handler<'sell'> = (ctx, { body: request }) => {
  const now = ctx.clock.now();

  const session = loadSession(ctx, request.FormSessionID);
  // A reliance customer must still be approved when the transaction executes, not only when it was
  // prepared: one declined in between gets the prepare's 403 here too.
  if (session.customerId) requireApprovedCustomer(ctx, session.customerId);
  const channel = findChannel(session.channelId);
  if (!session.formComplete || session.stepIndex < channel.nextSteps.length) {
    throw fieldError('FormSessionID', 'the form session still has steps to complete: call prepare again with the NextStep answers', 'IntegrityValidation');
  }
  if (session.usedBy) throw fieldError('FormSessionID', 'this form session was already used for a sell: prepare a new one', 'IntegrityValidation');
  if (request.CryptoCurrency !== session.crypto) throw fieldError('CryptoCurrency', `the form session was prepared for ${session.crypto}`, 'IntegrityValidation');
  if (session.quote && session.quote.expiresAt <= now) throw fieldError('FormSessionID', 'the quote of this form session has expired: prepare again with Quoted true for a new quote', 'IntegrityValidation');
  const precision = precisionProblems(request.FiatAmount, channel.FiatCurrency, 'FiatAmount');
  if (precision.length) throw invalid(precision);
  // The quote locks the recipient payout: a FiatAmount that says otherwise is a conflict, not a wish.
  if (session.quote && request.FiatAmount !== undefined && compare(request.FiatAmount, session.quote.FiatAmount) !== 0) {
    throw fieldError('FiatAmount', `the quote of this form session pays out ${session.quote.FiatAmount} ${session.quote.FiatCurrency}: send that FiatAmount or none`, 'IntegrityValidation');
  }

  // Quoted: the quote fixes every amount. Unquoted: FiatAmount prices it, or without one the whole
  // authorized amount is sold at the current rate (full liquidation).
  const pricing = session.quote
    ? { fiatAmount: session.quote.FiatAmount, cryptoAmount: session.quote.CryptoAmount, rate: session.quote.Rate, totalFee: session.quote.TotalFee, channelFee: session.priced?.channelFee ?? session.quote.TotalFee, businessFee: session.priced?.businessFee ?? '0' }
    : priceSell(channel, session.crypto, request.FiatAmount !== undefined ? { fiat: request.FiatAmount } : { crypto: request.CryptoAuthorizedAmount }, session.businessFee);
  // Unquoted, the payout is priced now: it must fall within the channel's limits as the prepare's
  // did (a full liquidation of too little crypto would otherwise pay out nothing and keep it all).
  if (!session.quote) {
    const limit = limitCheck(pricing.fiatAmount, channel.Limits.MinLimit, channel.Limits.MaxLimit);
    if (limit !== 'within') {
      const bound = limit === 'below' ? `at least ${channel.Limits.MinLimit}` : `at most ${channel.Limits.MaxLimit}`;
      throw fieldError(request.FiatAmount !== undefined ? 'FiatAmount' : 'CryptoAuthorizedAmount', `this channel pays out ${bound} ${channel.FiatCurrency} (this sell would pay out ${pricing.fiatAmount} ${channel.FiatCurrency})`, 'SchemaValidation');
    }
  }
  if (compare(pricing.cryptoAmount, request.CryptoAuthorizedAmount) > 0) {
    throw fieldError('CryptoAuthorizedAmount', `the sell needs ${pricing.cryptoAmount} ${session.crypto}, more than the ${request.CryptoAuthorizedAmount} authorized`, 'IntegrityValidation');
  }
  const balance = ctx.state.balances.get(session.crypto);
  if (!balance || compare(balance.available, pricing.cryptoAmount) < 0) {
    throw new SandboxError('InsufficientBalance', `The ${session.crypto} balance available (${balance?.available ?? '0'}) is below the ${pricing.cryptoAmount} this sell needs.`);
  }
  balance.available = sub(balance.available, pricing.cryptoAmount);

  const customerId = session.customerId;
  let method = session.paymentMethodId ? ctx.state.paymentMethods.get(session.paymentMethodId) : undefined;
  // The same account given again (same channel, same answers) is the method stored the first time.
  if (!method && customerId) method = ctx.state.paymentMethods.forAccount(customerId, channel.ID, session.answers);
  if (!method && customerId) {
    const fromForm = channel.paymentMethodFromForm(session.answers);
    const stored = storePaymentMethod(ctx, customerId, { Country: channel.Country, PaymentMethodCategory: channel.PaymentMethodCategory, Capabilities: { PayoutFrom: false, PayinTo: false, PayoutTo: true }, ...fromForm }, { channelId: channel.ID, answers: session.answers });
    method = ctx.state.paymentMethods.get(stored.ID);
  }
  session.usedBy = request.Nonce;
  const record = startTransaction(ctx, {
    ID: ctx.ids.uuid(),
    Network: 'OffNetwork',
    Created: ctx.clock.iso(),
    Status: 'Pending',
    Direction: 'Out',
    ...(customerId ? { CustomerID: customerId } : {}),
    ...(request.ExternalID ? { ExternalID: request.ExternalID } : {}),
    Amount: pricing.cryptoAmount,
    CryptoCurrency: session.crypto,
    FiatPayment: { Amount: pricing.fiatAmount, FeeAmount: pricing.totalFee, Rate: pricing.rate, FiatCurrency: channel.FiatCurrency, PaymentSystemID: `ps_${ctx.ids.alnum(12)}` },
    ...(method ? { PaymentMethod: publicPaymentMethod(method) } : {}),
    Breakdown: [
      { Type: 'ChannelFee', Amount: pricing.channelFee },
      ...(compare(pricing.businessFee, '0') > 0 ? [{ Type: 'BusinessFee' as const, Amount: pricing.businessFee }] : []),
      { Type: 'Remaining', Amount: pricing.fiatAmount },
    ],
  }, pricing.cryptoAmount);
  return { status: 202, body: { Transaction: record.tx } };
};
