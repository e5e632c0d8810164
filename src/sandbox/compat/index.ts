// The sandbox's `compat` mode (apiVersion '0.1.3'): the same in-memory service answering in the
// shapes of the real service's published description, version 0.1.3, so every flow of the kit is
// proven against both. Requests are checked with the published request schemas (strictly, as the
// seed's are), put back in the seed's words for the handlers, and the handlers' answers and
// webhooks are then reshaped. Each difference is one entry below; docs/adr/0012 has the table.
import type { OperationDef, OperationName } from '../../api/operations';
import type { SuccessStatus } from '../../api/routes';
import { publishedRequests } from '../../api/published';
import { readerOf } from '../../api/reader';
import { zodIssuesToFieldProblems } from '../../api/errors';
import { SandboxError } from '../envelope';
import type { SandboxContext, HandlerResult } from '../context';
import { findChannel } from '../handlers/channels';

/** The published request schema of an operation, where it differs from the seed's. */
export function compatRequestSchema(name: OperationName) {
  return publishedRequests[name]?.body;
}

/** A published request in the seed's words, for the handlers (SumSubToken is the seed's ProviderToken). */
export function toSeedRequest(name: OperationName, body: unknown): unknown {
  if (name === 'submitPrefill' && (body as { Type?: string } | undefined)?.Type === 'SumSubToken') return { ...(body as object), Type: 'ProviderToken' };
  return body;
}

type Json = Record<string, unknown>;

const omit = (value: unknown, keys: readonly string[]): Json => Object.fromEntries(Object.entries(value as Json).filter(([k]) => !keys.includes(k)));

/** Transaction → the published Transaction: the payout method is FiatPaymentMethod. */
export function publishedTransaction(tx: unknown): Json {
  const { PaymentMethod, ...rest } = tx as Json;
  return PaymentMethod === undefined ? rest : { ...rest, FiatPaymentMethod: PaymentMethod };
}

/** Customer → the published Customer: it also carries the deprecated, required Verification. */
export function publishedCustomer(customer: unknown): Json {
  const c = customer as Json & { Verifications?: { Status?: string } };
  return { ...c, Verification: { Status: c.Verifications?.Status ?? 'NotStarted' } };
}

const BANK_DETAILS_ONLY = ['CryptoCurrency', 'Network', 'Fee', 'VirtualAccountID', 'DestinationAddress'];

/** A handler's seed answer → the published answer of the same operation. */
export function toPublishedAnswer(ctx: SandboxContext, name: OperationName, result: HandlerResult): HandlerResult {
  const body = result.body as Json | undefined;
  switch (name) {
    case 'listSellChannels':
      return { ...result, body: { ...body, Items: (body?.Items as unknown[]).map((c) => omit(c, ['FeeConfig'])) } };
    case 'getChannel':
      return { ...result, body: omit(body, ['FeeConfig']) };
    case 'getChannelForm': {
      // FormSchema is optional in the published description: left out when nothing is left to fill
      // (a saved payment method's answers cover every field).
      const schema = body?.FormSchema as { properties?: object } | undefined;
      return schema && Object.keys(schema.properties ?? {}).length === 0 ? { ...result, body: omit(body, ['FormSchema']) } : result;
    }
    case 'createBankDepositWorkflow':
      return { ...result, body: omit(body, BANK_DETAILS_ONLY) };
    case 'createDepositRule':
      return { ...result, body: omit(body, ['RuleID']) };
    case 'prepareSell': {
      // The published service has no NextStep: the steps a seed channel adds are taken as done.
      const session = ctx.state.sessions.get(body?.FormSessionID as string);
      if (session?.formComplete) session.stepIndex = findChannel(session.channelId).nextSteps.length;
      return { ...result, body: omit(body, ['NextStep', 'SellQuote']) };
    }
    case 'sell':
      return { ...result, body: { ...body, Transaction: publishedTransaction(body?.Transaction) } };
    case 'getTransaction':
      return { ...result, body: publishedTransaction(body) };
    case 'listTransactions':
      return { ...result, body: { ...body, Items: (body?.Items as unknown[]).map(publishedTransaction) } };
    case 'getCustomer':
      return { ...result, body: publishedCustomer(body) };
    case 'putCustomer':
      return result.status === 201 ? { status: 201 } : result;
    case 'startOnboarding':
      if (result.status !== 201) return result;
      // A hosted session began: the published service tells the business about its checkout session
      // too, an event the kit does not relay (its proxy must still answer 2xx).
      ctx.webhooks.send({ EventType: 'CheckoutSession', EventVersion: 0, Data: { ID: ctx.ids.uuid(), Status: 'Open' } });
      return { status: 201 };
    case 'submitPrefill':
      return { status: result.status };
    default:
      return result;
  }
}

/** A seed webhook event → the published one: versions from 0, and the published data shapes. */
export function toPublishedEvent(event: { EventType: string; EventVersion: number; Data: unknown }): { EventType: string; EventVersion: number; Data: unknown } {
  if (event.EventType === 'CheckoutSession') return event;
  const EventVersion = Math.max(0, event.EventVersion - 1);
  switch (event.EventType) {
    case 'Transaction':
      return { ...event, EventVersion, Data: publishedTransaction(event.Data) };
    case 'Customer':
      return { ...event, EventVersion, Data: publishedCustomer(event.Data) };
    case 'FiatDeposit':
      return { ...event, EventVersion, Data: { Sender: { Name: 'Sandbox Sender' }, Refunds: [], ...(event.Data as Json) } };
    default:
      return { ...event, EventVersion };
  }
}

/**
 * In test mode a published answer must still be one the kit reads (its `reads` schema, relaxed),
 * so no compat test passes on an answer the client would refuse.
 */
export function checkReadable(def: OperationDef, status: number, body: unknown): void {
  const schema = def.reads?.[status as SuccessStatus] ?? def.responses[status as SuccessStatus];
  if (!schema) return;
  if (body === undefined && status === def.askAgainWhenEmpty) return;
  const result = readerOf(schema).safeParse(body);
  if (!result.success) {
    const problems = zodIssuesToFieldProblems(result.error.issues, undefined, body).map((p) => `${p.Field || '(body)'}: ${p.Description}`);
    throw new SandboxError('Unexpected', `The compat answer to ${def.action} is one the kit cannot read: ${problems.join('; ')}`);
  }
}
