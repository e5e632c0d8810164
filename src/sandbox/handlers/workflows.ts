// Bank deposit → on-chain workflows, on-chain deposit rules, and the deposits that drive them.
import { jwtVerify } from 'jose';
import type { z } from 'zod/mini';
import { addressFitsNetwork, isEvmAddress, networkCarries } from '../../api/addresses';
import type { BankDepositRequest, BankDepositResponseSchema } from '../../api/workflows';
import type { DepositRuleRequest } from '../../api/rules';
import type { SimulateFiatDepositRequest } from '../../api/sandbox';
import { add, compare, div, normalize, percentOf, round, sub } from '../../core/decimal';
import type { Handler, SandboxContext } from '../context';
import { publicPaymentMethod, startTransaction, storePaymentMethod } from '../context';
import type { FieldProblem } from '../../api/errors';
import type { CryptoCurrencyCode, Network } from '../../api/common';
import { fieldError, invalid, notFound, SandboxError } from '../envelope';
import { businessFee, CRYPTO_DP, feeBaseIn, FIAT_DP, feeCurrencyProblems, precisionProblems, priceSell, rateOf } from '../money';
import { requireApprovedCustomer } from './sell';
import { oncePerNonce } from '../nonces';
import { isApproved } from '../store';
import { findChannel } from './channels';

/** A way to pay into the bank details, with the service's own fee for it. */
interface BankRail { type: string; system: string; feePct: string; feeBase: string; feeMin: string }
const BANK_BY_FIAT: Record<string, { bank: string; code: string; rails: [BankRail, ...BankRail[]] }> = {
  USD: { bank: 'Lead Bank', code: '101019644', rails: [{ type: 'BankAch', system: 'ACH', feePct: '0.5', feeBase: '0', feeMin: '1' }, { type: 'BankFedwire', system: 'FEDWIRE', feePct: '0.5', feeBase: '10', feeMin: '1' }] },
  EUR: { bank: 'Banking Circle', code: 'SXPYDEHH', rails: [{ type: 'BankSepa', system: 'SEPA', feePct: '0.3', feeBase: '0', feeMin: '0.5' }] },
};

/** The total fee of a rail: the service's own plus the business's for that payment method type. */
function railFee(rail: BankRail, request: BankDepositRequest) {
  const business = request.BusinessFees?.[rail.type];
  const base = feeBaseIn(business, request.FiatCurrency);
  return {
    FiatCurrencyCode: request.FiatCurrency,
    TotalFeePct: normalize(add(rail.feePct, business?.FeePct ?? '0')),
    TotalFeeBase: normalize(add(rail.feeBase, base)),
    TotalFeeMin: rail.feeMin,
  } as z.infer<typeof BankDepositResponseSchema>['Fee'];
}

export const createBankDepositWorkflow: Handler<'createBankDepositWorkflow'> = (ctx, { body: request }) => {
  requireApprovedCustomer(ctx, request.CustomerID);
  const bank = BANK_BY_FIAT[request.FiatCurrency];
  // Both problems in one answer, not the first one found.
  const problems: FieldProblem[] = [
    ...(ctx.state.depositAddresses.has(addressKey(request.DestinationAddress.Address)) ? [{ Field: 'DestinationAddress.Address', Reason: 'SelfReference' as const, Description: 'this is one of your own deposit addresses: sending there would loop the funds back to you' }] : []),
    ...(bank ? [] : [{ Field: 'FiatCurrency', Reason: 'NotSupported' as const, Description: `bank deposits in ${request.FiatCurrency} are not offered; use USD or EUR` }]),
    // An on-chain send cannot be undone: refused before it is set up, not when money arrives.
    ...(networkCarries(request.Network, request.CryptoCurrency) ? [] : [{ Field: 'Network', Reason: 'NotSupported' as const, Description: `${request.CryptoCurrency} is not sent on ${request.Network}` }]),
    ...(addressFitsNetwork(request.Network, request.DestinationAddress.Address) ? [] : [{ Field: 'DestinationAddress.Address', Reason: 'SchemaValidation' as const, Description: `is not an address on ${request.Network}` }]),
    ...Object.entries(request.BusinessFees ?? {}).flatMap(([type, fee]) => feeCurrencyProblems(fee, `BusinessFees.${type}`)),
  ];
  if (problems.length || !bank) throw invalid(problems, problems.map((p) => `${p.Field}: ${p.Description}`).join('; '));
  const key = [request.CustomerID, request.FiatCurrency, request.CryptoCurrency, request.Network].join('|');
  const now = ctx.clock.now();
  const existing = ctx.state.workflows.get(key);
  // Details of a closed (or closing) virtual account take no more transfers: new ones are provisioned.
  if (existing && ctx.state.virtualAccounts.get(existing.response.VirtualAccountID)?.Status === 'Active') {
    // The same request again changes nothing, so it is no update and never in conflict: the spec has
    // callers ask each time they show the details, and two screens may ask in the same second.
    if (JSON.stringify(existing.request) === JSON.stringify(request)) return { status: 200, body: existing.response };
    if (Math.floor(existing.updatedAt / 1000) === Math.floor(now / 1000)) {
      throw new SandboxError('Conflict', 'This workflow was updated a moment ago; retry the same request after a short delay.', { retryAfterSeconds: 1 });
    }
    existing.updatedAt = now;
    existing.request = request;
    const [primary, ...related] = bank.rails;
    existing.response = {
      ...existing.response,
      DestinationAddress: request.DestinationAddress,
      Fee: railFee(primary, request),
      ...(existing.response.RelatedPaymentMethods ? { RelatedPaymentMethods: existing.response.RelatedPaymentMethods.map((m, i) => ({ ...m, Fee: railFee(related[i] as BankRail, request) })) } : {}),
    };
    return { status: 200, body: existing.response };
  }
  const vaId = `VA${ctx.ids.alnum(14)}`;
  const accountNumber = request.FiatCurrency === 'EUR' ? `DE${ctx.ids.random().toString().slice(2, 22).padEnd(20, '7')}` : ctx.ids.random().toString().slice(2, 14).padEnd(12, '3');
  // One payment method per rail, all sharing the virtual account's number (the spec's virtual account).
  const methods = bank.rails.map((rail) => storePaymentMethod(ctx, request.CustomerID, {
    Country: request.FiatCurrency === 'EUR' ? 'DE' : 'US',
    PaymentMethodCategory: 'Bank',
    DisplayDetails: { Type: 'FiatPaymentMethodBankDisplay', AccountNumber: accountNumber, BankCode: bank.code, BankName: bank.bank, BankingSystems: [rail.system] },
    Capabilities: { PayoutFrom: true, PayinTo: false, PayoutTo: false },
  }));
  const [primary, ...related] = bank.rails;
  const response: z.infer<typeof BankDepositResponseSchema> = {
    PaymentMethodID: methods[0]!.ID,
    PaymentMethodType: primary.type,
    Reference: `RK${ctx.ids.alnum(8)}`,
    AccountNumber: accountNumber,
    AccountHolderName: 'Rampkit Sandbox FBO customer',
    BankCode: bank.code,
    BankName: bank.bank,
    CryptoCurrency: request.CryptoCurrency,
    Network: request.Network,
    Fee: railFee(primary, request),
    ...(related.length ? { RelatedPaymentMethods: related.map((rail, i) => ({ PaymentMethodID: methods[i + 1]!.ID, PaymentMethodType: rail.type, Fee: railFee(rail, request), Details: { AccountNumber: accountNumber, BankCode: bank.code } })) } : {}),
    VirtualAccountID: vaId,
    DestinationAddress: request.DestinationAddress,
  };
  ctx.state.virtualAccounts.set(vaId, { VirtualAccountID: vaId, CustomerID: request.CustomerID, Status: 'Active', paymentMethodIds: methods.map((m) => m.ID), workflowKey: key });
  ctx.state.workflows.set(key, { response, updatedAt: now, request });
  return { status: 200, body: response };
};

/** The fee on a bank transfer: base plus percentage, at least the minimum. */
function depositFee(fee: { TotalFeeBase: string; TotalFeePct: string; TotalFeeMin: string }, amount: string): string {
  const computed = round(add(fee.TotalFeeBase, percentOf(amount, fee.TotalFeePct)), FIAT_DP, 'up');
  return compare(computed, fee.TotalFeeMin) < 0 ? fee.TotalFeeMin : computed;
}

/** Where a transfer lands: the bank details' PaymentMethodID (the API) or a VirtualAccountID (control). */
export type FiatTransfer = Pick<SimulateFiatDepositRequest, 'FiatAmount' | 'FiatCurrency' | 'Reference'> & ({ PaymentMethodID: string; VirtualAccountID?: undefined } | { VirtualAccountID: string; PaymentMethodID?: undefined });

/** A bank transfer arrives: FiatDeposit Pending → Settled, and the workflow buys and sends crypto. */
export function receiveFiatDeposit(ctx: SandboxContext, request: FiatTransfer) {
  const va = request.VirtualAccountID
    ? ctx.state.virtualAccounts.get(request.VirtualAccountID)
    : [...ctx.state.virtualAccounts.values()].find((v) => v.paymentMethodIds.includes(request.PaymentMethodID as string));
  if (!va) throw notFound(request.VirtualAccountID ? 'VirtualAccountID' : 'PaymentMethodID', 'The receiving virtual account');
  if (va.Status === 'Closed') throw fieldError(request.VirtualAccountID ? 'VirtualAccountID' : 'PaymentMethodID', 'the virtual account is closed: the transfer is returned', 'IntegrityValidation');
  const workflow = ctx.state.workflows.get(va.workflowKey);
  const methodId = request.PaymentMethodID ?? (va.paymentMethodIds[0] as string);
  // The rail the transfer came by (the primary details or a related method) and its fee.
  const rail = workflow && (workflow.response.PaymentMethodID === methodId ? workflow.response : workflow.response.RelatedPaymentMethods?.find((m) => m.PaymentMethodID === methodId));
  if (rail && rail.Fee.FiatCurrencyCode !== request.FiatCurrency) {
    throw fieldError('FiatCurrency', `these bank details take ${rail.Fee.FiatCurrencyCode} only: a ${request.FiatCurrency} transfer is returned`, 'NotSupported');
  }
  // A transfer the fee would eat whole buys nothing (its record would carry a negative amount),
  // and one finer than its currency cannot have been sent.
  const field = 'FiatAmount';
  const problems = [
    ...precisionProblems(request.FiatAmount, request.FiatCurrency, field),
    ...(rail && compare(request.FiatAmount, depositFee(rail.Fee, request.FiatAmount)) <= 0
      ? [{ Field: field, Reason: 'IntegrityValidation' as const, Description: `a transfer of ${request.FiatAmount} ${request.FiatCurrency} does not cover the fee of ${depositFee(rail.Fee, request.FiatAmount)} ${request.FiatCurrency}: nothing would be bought` }]
      : []),
  ];
  if (problems.length) throw invalid(problems);
  const deposit = {
    ID: ctx.ids.uuid(), Created: ctx.clock.iso(), FiatAmount: request.FiatAmount, FiatCurrency: request.FiatCurrency, Status: 'Pending' as 'Pending' | 'Settled',
    PaymentMethodID: methodId, PaymentMethodType: rail?.PaymentMethodType ?? 'BankAch', CustomerID: va.CustomerID, version: 1,
  };
  ctx.state.fiatDeposits.set(deposit.ID, deposit);
  const { version: _v, ...data } = deposit;
  ctx.webhooks.send({ EventType: 'FiatDeposit', EventVersion: 1, Data: data });
  ctx.clock.schedule(ctx.config.stepSeconds * 1000, () => {
    deposit.Status = 'Settled';
    deposit.version += 1;
    const { version: _v2, ...settled } = deposit;
    ctx.webhooks.send({ EventType: 'FiatDeposit', EventVersion: deposit.version, Data: settled });
    if (!workflow || !rail) return;
    const crypto = workflow.response.CryptoCurrency;
    const feeAmount = depositFee(rail.Fee, request.FiatAmount);
    // What of the fee is the business's (its BusinessFees for this payment method type).
    const business = businessFee(workflow.request.BusinessFees?.[rail.PaymentMethodType], request.FiatAmount, request.FiatCurrency);
    const ownFee = compare(business, feeAmount) < 0 ? business : '0';
    const rate = rateOf(crypto, request.FiatCurrency);
    const method = ctx.state.paymentMethods.get(methodId);
    startTransaction(ctx, {
      ID: ctx.ids.uuid(), Network: workflow.response.Network, Created: ctx.clock.iso(), Status: 'Pending', Direction: 'In', CustomerID: va.CustomerID,
      // Buy: Amount = (FiatPayment.Amount - FeeAmount) / Rate.
      Amount: div(sub(request.FiatAmount, feeAmount), rate, CRYPTO_DP[crypto] ?? 8, 'down'),
      CryptoCurrency: crypto, DestinationAddress: workflow.response.DestinationAddress,
      FiatPayment: { Amount: request.FiatAmount, FeeAmount: feeAmount, Rate: rate, FiatCurrency: request.FiatCurrency, FiatDepositID: deposit.ID },
      ...(method ? { PaymentMethod: publicPaymentMethod(method) } : {}),
      Breakdown: [
        { Type: 'ChannelFee', Amount: sub(feeAmount, ownFee) },
        ...(compare(ownFee, '0') > 0 ? [{ Type: 'BusinessFee' as const, Amount: ownFee }] : []),
        { Type: 'Remaining', Amount: sub(request.FiatAmount, feeAmount) },
      ],
    });
  });
  return { FiatDeposit: data };
}

export const simulateFiatDeposit: Handler<'simulateFiatDeposit'> = (ctx, { body: request }) => {
  return { status: 200, body: { FiatDepositID: receiveFiatDeposit(ctx, request).FiatDeposit.ID } };
};

/**
 * The fee a deposit rule carries itself. The spec deprecates it for prepare sell's but the service
 * still takes it, so the sandbox must too (and refuse it beside a form session's own fee).
 */
// eslint-disable-next-line @typescript-eslint/no-deprecated -- the service's own deprecated field, still accepted
const ruleOwnFee = (request: DepositRuleRequest) => request.BusinessFee;

/**
 * An address as the chain sees it: an EVM address is hex, so its letter case (the EIP-55 checksum
 * spelling or not) names the same account; other addresses (Solana's base58) are case-sensitive.
 */
function addressKey(address: string): string {
  return isEvmAddress(address) ? address.toLowerCase() : address;
}

function depositAddress(ctx: SandboxContext, network: string): string {
  return network.startsWith('Solana') ? ctx.ids.alnum(44) : `0x${ctx.ids.hex(20)}`;
}

export const createDepositRule: Handler<'createDepositRule'> = (ctx, input) =>
  oncePerNonce(ctx, 'CreateOnchainDepositRule', input.body.Trigger.Nonce, input.body, 'Trigger.Nonce', () => depositRule(ctx, input));

const depositRule: Handler<'createDepositRule'> = async (ctx, { body: request }) => {
  requireApprovedCustomer(ctx, request.CustomerID);
  const session = ctx.state.sessions.get(request.FormSessionID);
  if (!session || session.expiresAt <= ctx.clock.now()) throw fieldError('FormSessionID', 'no live form session has this id: prepare the sell first', 'IntegrityValidation');
  // The session's payout details and price are its customer's and its currency's: a rule may not
  // borrow them for someone or something else (a sell checks its CryptoCurrency the same way).
  if (session.customerId !== request.CustomerID) throw fieldError('FormSessionID', session.customerId ? 'this form session belongs to another customer' : 'this form session was prepared without a CustomerID: prepare it with this CustomerID', 'IntegrityValidation');
  if (session.crypto !== request.CryptoCurrency) throw fieldError('CryptoCurrency', `the form session was prepared for ${session.crypto}`, 'IntegrityValidation');
  const channel = findChannel(session.channelId);
  if (!session.formComplete || session.stepIndex < channel.nextSteps.length) throw fieldError('FormSessionID', 'the form session still has steps to complete', 'IntegrityValidation');
  if (ruleOwnFee(request) && session.businessFee) throw fieldError('BusinessFee', 'a business fee is already set on this form session; set it on prepare sell only', 'IntegrityValidation');
  const ruleProblems = [...feeCurrencyProblems(ruleOwnFee(request), 'BusinessFee'), ...precisionProblems(request.FiatAmount, findChannel(session.channelId).FiatCurrency, 'FiatAmount')];
  if (ruleProblems.length) throw invalid(ruleProblems);
  const expiry = 'Expiry' in request.Trigger && request.Trigger.Expiry ? Date.parse(request.Trigger.Expiry) : undefined;
  // A rule that has ended before it is made could never match a deposit, yet its address would be
  // shown to the customer, who would send crypto nothing sells.
  if (expiry !== undefined && expiry <= ctx.clock.now()) throw fieldError('Trigger.Expiry', `is already past (it is ${ctx.clock.iso()} now): a rule that has ended matches no deposit`, 'IntegrityValidation');
  let quote: { CryptoAmount: string; FiatAmount: string; expiresAt: number } | undefined;
  if (request.Trigger.Type === 'QuotedOnchainDepositSourceTriggerInput') {
    try {
      const { payload } = await jwtVerify(request.Trigger.SignedQuote, ctx.quoteKey.publicKey, { currentDate: new Date(ctx.clock.now()) });
      if (payload.FormSessionID !== session.id) throw new Error('other session');
      quote = { CryptoAmount: String(payload.CryptoAmount), FiatAmount: String(payload.FiatAmount), expiresAt: (payload.exp as number) * 1000 };
    } catch {
      throw fieldError('Trigger.SignedQuote', 'the quote is expired, altered or from another form session: prepare again with Quoted true', 'IntegrityValidation');
    }
    // The quote fixes the amount (off-amount deposits do not match): amount conditions may only say the same.
    const exact = quote.CryptoAmount;
    const loose = request.Trigger.Conditions.flatMap((c, i) => c.AmountConditions && !c.AmountConditions.every((a) => a.ComparisonOperator === 'EQ' && compare(a.Value, exact) === 0)
      ? [{ Field: `Trigger.Conditions.${i}.AmountConditions`, Reason: 'IntegrityValidation' as const, Description: `the quote fixes the amount at exactly ${exact}: use a network-only condition` }]
      : []);
    if (loose.length) throw invalid(loose);
  }
  const ruleId = ctx.ids.uuid();
  const conditions = request.Trigger.Conditions.map((c) => {
    const address = depositAddress(ctx, c.Network);
    ctx.state.depositAddresses.set(addressKey(address), ruleId);
    const amounts = c.AmountConditions ?? (quote ? [{ ComparisonOperator: 'EQ' as const, Value: quote.CryptoAmount }] : []);
    return { AmountConditions: amounts, CryptoCurrency: request.CryptoCurrency, Network: c.Network, DestinationAddress: { Address: address } };
  });
  const response = { Conditions: conditions, ...(request.Trigger.SourceAddress ? { SourceAddress: request.Trigger.SourceAddress } : {}), RuleID: ruleId };
  ctx.state.rules.set(ruleId, { request, response, quote, expiresAt: quote?.expiresAt ?? expiry, executions: 0, sessionId: session.id, session });
  return { status: 200, body: response };
};

const OPS = { EQ: (c: number) => c === 0, LTEQ: (c: number) => c <= 0, GTEQ: (c: number) => c >= 0 } as const;

/** An on-chain deposit arrives at an address: a matching rule sells it into the customer's method. */
/**
 * An on-chain deposit to a rule's address. Without a Network or CryptoCurrency it is the one the
 * rule watches at that address (a test that only wants "the deposit the rule waits for").
 */
export function receiveOnchainDeposit(ctx: SandboxContext, sent: { Address: string; Network?: Network; CryptoCurrency?: CryptoCurrencyCode; Amount: string }) {
  const ruleId = ctx.state.depositAddresses.get(addressKey(sent.Address));
  const rule = ruleId ? ctx.state.rules.get(ruleId) : undefined;
  const condition = rule?.response.Conditions.find((c) => addressKey(c.DestinationAddress.Address) === addressKey(sent.Address));
  if (!rule || !condition) return { Matched: false as const, Reason: 'No deposit rule watches this address.' };
  const deposit = { ...sent, Network: sent.Network ?? condition.Network, CryptoCurrency: sent.CryptoCurrency ?? condition.CryptoCurrency };
  const reasons = [
    condition.Network !== deposit.Network ? `the rule watches ${condition.Network}, not ${deposit.Network}` : '',
    condition.CryptoCurrency !== deposit.CryptoCurrency ? `the rule sells ${condition.CryptoCurrency}, not ${deposit.CryptoCurrency}` : '',
    rule.expiresAt !== undefined && ctx.clock.now() > rule.expiresAt ? 'the deposit arrived after the rule (or its quote) expired' : '',
    rule.request.Trigger.Type !== 'PermanentOnchainDepositSourceTriggerInput' && rule.executions > 0 ? 'the rule executes once and already did' : '',
    ...condition.AmountConditions.filter((a) => !OPS[a.ComparisonOperator](compare(deposit.Amount, a.Value))).map((a) => `the amount ${deposit.Amount} fails ${a.ComparisonOperator} ${a.Value}`),
  ].filter(Boolean);
  // The customer must be approved when the sale executes (as a sell is): a rule of a customer declined
  // or sent back to verification since does not sell what arrives.
  const customer = ctx.state.customers.get(rule.request.CustomerID);
  if (!customer || !isApproved(customer)) reasons.push(`customer ${rule.request.CustomerID} is not approved to transact now`);
  if (reasons.length) return { Matched: false as const, Reason: reasons.join('; ') };
  const session = rule.session ?? ctx.state.sessions.get(rule.sessionId);
  const channel = findChannel(session?.channelId as string);
  // The fee set on prepare sell, or (deprecated) on the rule itself: never both, the rule refuses that.
  const fee = session?.businessFee ?? ruleOwnFee(rule.request);
  const pricing = rule.quote
    ? { ...priceSell(channel, deposit.CryptoCurrency, { crypto: deposit.Amount }, fee), fiatAmount: rule.quote.FiatAmount }
    : rule.request.FiatAmount
      ? priceSell(channel, deposit.CryptoCurrency, { fiat: rule.request.FiatAmount }, fee)
      : priceSell(channel, deposit.CryptoCurrency, { crypto: deposit.Amount }, fee);
  // A sale the deposit cannot carry does not happen: more crypto than arrived, or nothing left after fees.
  if (compare(pricing.cryptoAmount, deposit.Amount) > 0) return { Matched: false as const, Reason: `the deposit of ${deposit.Amount} is less than the ${pricing.cryptoAmount} needed to pay out ${pricing.fiatAmount} ${channel.FiatCurrency}` };
  if (compare(pricing.fiatAmount, '0') <= 0) return { Matched: false as const, Reason: `the deposit of ${deposit.Amount} does not cover the fees of ${pricing.totalFee} ${channel.FiatCurrency}` };
  rule.executions += 1;
  let method = session?.paymentMethodId ? ctx.state.paymentMethods.get(session.paymentMethodId) : undefined;
  if (!method && session) {
    const stored = storePaymentMethod(ctx, rule.request.CustomerID, { Country: channel.Country, PaymentMethodCategory: channel.PaymentMethodCategory, Capabilities: { PayoutFrom: false, PayinTo: false, PayoutTo: true }, ...channel.paymentMethodFromForm(session.answers) }, { channelId: channel.ID, answers: session.answers });
    method = ctx.state.paymentMethods.get(stored.ID);
    session.paymentMethodId = stored.ID;
  }
  const record = startTransaction(ctx, {
    ID: ctx.ids.uuid(), Network: deposit.Network, Created: ctx.clock.iso(), Status: 'Pending', Direction: 'Out', CustomerID: rule.request.CustomerID,
    ...(rule.request.ExternalID ? { ExternalID: rule.request.ExternalID } : {}),
    Amount: pricing.cryptoAmount, CryptoCurrency: deposit.CryptoCurrency,
    FiatPayment: { Amount: pricing.fiatAmount, FeeAmount: pricing.totalFee, Rate: pricing.rate, FiatCurrency: channel.FiatCurrency },
    Orchestration: { RuleID: rule.response.RuleID, RuleExecutionID: ctx.ids.uuid() },
    ...(method ? { PaymentMethod: publicPaymentMethod(method) } : {}),
    Breakdown: [{ Type: 'ChannelFee', Amount: pricing.channelFee }, ...(compare(pricing.businessFee, '0') > 0 ? [{ Type: 'BusinessFee' as const, Amount: pricing.businessFee }] : []), { Type: 'Remaining', Amount: pricing.fiatAmount }],
  });
  return { Matched: true as const, TransactionID: record.tx.ID, RuleID: rule.response.RuleID, Transaction: record.tx };
}
