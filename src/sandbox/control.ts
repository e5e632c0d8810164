// The /_sandbox control API for tests and QA (documented in README.md). Refused unless test mode.
// It can read every customer's requests, move money and reset everything, so every call needs the
// control token made at start (Authorization: Bearer), a POST must be JSON, and a request from a
// browser page of another origin is refused: a foreign page cannot drive it (CSRF).
import type { Hono } from 'hono';
import { BodyTooLargeError, JsonTooDeepError, parseJsonWithin, readTextWithin } from '../wire/body';
import { canonicalId } from '../api/canonical-id';
import { z } from 'zod/mini';
import { CustomerIDSchema, CryptoCurrencyCodeSchema, PositiveDecimalSchema, NetworkSchema, FiatCurrencyCodeSchema } from '../api/common';
import { zodIssuesToFieldProblems } from '../api/errors';
import { RFISchema } from '../api/transactions';
import { CustomerInputSchema } from '../api/customers';
import type { SandboxContext } from './context';
import { emitTransaction, fail, settle } from './context';
import { envelopeResponse, invalid, notFound, SandboxError } from './envelope';
import type { Faults } from './faults';
import { createCustomer, decideReview } from './handlers/customers';
import { sampleCustomer } from './sample-customer';
import { receiveFiatDeposit, receiveOnchainDeposit } from './handlers/workflows';
import type { RequestLogEntry } from './app';
import { seededBalances, type State } from './store';
import { REVIEW_OUTCOMES } from './review-outcome';

const schemas = {
  advance: z.object({ Seconds: z.number().check(z.positive(), z.lte(7 * 24 * 3600)) }),
  balance: z.object({ CryptoCurrency: CryptoCurrencyCodeSchema, Available: PositiveDecimalSchema, Total: z.optional(PositiveDecimalSchema) }),
  customer: z.object({ Profile: z.optional(CustomerInputSchema) }),
  verification: z.object({ Outcome: z.enum(REVIEW_OUTCOMES), PublicComment: z.optional(z.string()) }),
  onchain: z.object({ Address: z.string().check(z.minLength(1)), Network: z.optional(NetworkSchema), CryptoCurrency: z.optional(CryptoCurrencyCodeSchema), Amount: PositiveDecimalSchema }),
  bank: z.object({ VirtualAccountID: z.optional(z.string()), PaymentMethodID: z.optional(z.string()), Amount: PositiveDecimalSchema, FiatCurrency: FiatCurrencyCodeSchema }),
  transaction: z.object({ Action: z.enum(['Fail', 'Settle', 'RFI']), RFI: z.optional(RFISchema) }),
  faults: z.object({
    Rules: z.array(z.object({ Route: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^\//, 'must be a path under /v1 starting with / (a prefix; * for one segment), not a regular expression')), Rate500: z.optional(z.number().check(z.gte(0), z.lte(1))), Rate409: z.optional(z.number().check(z.gte(0), z.lte(1))), Rate429: z.optional(z.number().check(z.gte(0), z.lte(1))), LatencyMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(30_000))) })),
  }),
  testState: z.object({ Faults: z.optional(z.boolean()), Clock: z.optional(z.boolean()), Balances: z.optional(z.boolean()) }),
};

/** Control bodies are small; this is far above the largest (a faults list). */
export const CONTROL_BODY_BYTES = 64 * 1024;

export interface ControlDeps {
  ctx: SandboxContext;
  faults: Faults;
  requestLog: RequestLogEntry[] & { clear(): void };
  webhookPublicKeyPem: string;
  reset: () => State;
  /** The secret every control call must carry as `Authorization: Bearer <token>`. */
  token: string;
  /** Browser origins allowed to call the control API; any other Origin is refused. Default none. */
  origins?: string[];
}

/** Compares in time independent of where the strings differ, so the token cannot be guessed byte by byte. */
function sameSecret(given: string, expected: string): boolean {
  let diff = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) diff |= (given.charCodeAt(i) | 0) ^ expected.charCodeAt(i);
  return diff === 0;
}

export function mountControl(app: Hono, { ctx, faults, requestLog, webhookPublicKeyPem, reset, token, origins = [] }: ControlDeps): void {
  const route = <S extends z.ZodMiniType>(path: string, schema: S, run: (body: z.infer<S>, params: Record<string, string>) => unknown | Promise<unknown>) =>
    app.post(`/_sandbox${path}`, async (c) => {
      try {
        const type = c.req.header('content-type') ?? '';
        if (!/^application\/json\b/i.test(type)) {
          throw new SandboxError('InvalidMessage', 'The control API takes JSON only: send Content-Type: application/json.', { status: 415, problems: [{ Field: '', Reason: 'SchemaValidation', Description: `content type ${type || '(none)'} is not application/json` }] });
        }
        const text = await readTextWithin(c.req.raw, CONTROL_BODY_BYTES);
        const json: unknown = text ? parseJsonWithin(text) : {};
        const parsed = schema.safeParse(json);
        if (!parsed.success) throw invalid(zodIssuesToFieldProblems(parsed.error.issues, undefined, json));
        return c.json((await run(parsed.data, c.req.param())) ?? { ok: true });
      } catch (error) {
        const failure =
          error instanceof SandboxError ? error
          : error instanceof BodyTooLargeError ? new SandboxError('InvalidMessage', error.message, { status: 413 })
          : error instanceof JsonTooDeepError || error instanceof SyntaxError ? new SandboxError('InvalidMessage', `The request body is not acceptable JSON: ${error.message}`)
          : new SandboxError('InvalidMessage', (error as Error).message);
        return envelopeResponse(failure, `Control ${path}`, ctx.ids.uuid());
      }
    });

  app.use('/_sandbox/*', async (c, next) => {
    const refuse = (type: 'Forbidden' | 'Unauthorized', detail: string) => envelopeResponse(new SandboxError(type, detail), 'Control', ctx.ids.uuid());
    if (!ctx.config.testMode) return refuse('Forbidden', 'The control API is available only in test mode.');
    // The webhook public key is public: a business reads it to configure its proxy.
    if (c.req.method === 'GET' && c.req.path === '/_sandbox/webhook-public-key') return next();
    const origin = c.req.header('origin');
    if (origin && !origins.includes(origin)) return refuse('Forbidden', `Cross-site request refused: ${origin} may not call the control API.`);
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!given || !sameSecret(given, token)) return refuse('Unauthorized', 'The control API needs the control token printed at start: send Authorization: Bearer <token>.');
    return next();
  });

  app.get('/_sandbox/webhook-public-key', (c) => c.text(webhookPublicKeyPem, 200, { 'content-type': 'application/x-pem-file' }));
  app.get('/_sandbox/requests', (c) => c.json(requestLog));
  app.get('/_sandbox/webhooks', (c) => c.json(ctx.webhooks.log));
  app.get('/_sandbox/faults', (c) => c.json({ Rules: faults.rules }));
  app.get('/_sandbox/clock', (c) => c.json({ Now: ctx.clock.iso() }));
  // One customer's transactions, newest first, as stored (whatever the API would page or reshape).
  app.get('/_sandbox/customers/:id/transactions', (c) => {
    const { items } = ctx.state.transactions.page(c.req.param('id'), 'DESC', 0, Number.MAX_SAFE_INTEGER);
    return c.json({ Items: items.map((record) => record.tx) });
  });

  route('/clock/advance', schemas.advance, async ({ Seconds }) => {
    await ctx.clock.advance(Seconds * 1000);
    return { Now: ctx.clock.iso() };
  });
  route('/balances', schemas.balance, ({ CryptoCurrency, Available, Total }) => {
    ctx.state.balances.set(CryptoCurrency, { available: Available, total: Total ?? Available });
    return { CryptoCurrency, Available, Total: Total ?? Available };
  });
  // A verified customer in one call (reliance model, approved at once), as PUT /v1/customers creates
  // one, for tests that start with someone who may sell and need no API key or signature for it.
  // It only creates: a taken CustomerID is refused with 409 and the stored customer left as it is
  // (a hosted-onboarded or finally declined customer must not be re-profiled and re-approved).
  route('/customers/:id', schemas.customer, ({ Profile }, params) => {
    const id = CustomerIDSchema.safeParse(params.id);
    if (!id.success) throw invalid([{ Field: 'CustomerID', Reason: 'SchemaValidation', Description: id.error.issues[0]?.message ?? 'not a CustomerID' }]);
    const record = createCustomer(ctx, id.data, Profile ?? sampleCustomer());
    return { CustomerID: record.CustomerID, Status: record.Verifications?.Status };
  });
  route('/customers/:id/verification', schemas.verification, ({ Outcome, PublicComment }, params) => {
    const record = ctx.state.customers.get(params.id as string);
    if (!record) throw notFound('CustomerID', `Customer ${params.id}`);
    decideReview(ctx, record, Outcome, PublicComment);
    return { CustomerID: record.CustomerID, Status: record.Verifications?.Status, OnboardingStatus: record.OnboardingStatus ?? null };
  });
  route('/deposits/onchain', schemas.onchain, (body) => receiveOnchainDeposit(ctx, body));
  route('/deposits/bank', schemas.bank, ({ VirtualAccountID, PaymentMethodID, Amount, FiatCurrency }) => {
    if (!VirtualAccountID && !PaymentMethodID) throw invalid([{ Field: 'PaymentMethodID', Reason: 'SchemaValidation', Description: 'give the PaymentMethodID or the VirtualAccountID that receives the transfer' }]);
    const to = VirtualAccountID ? { VirtualAccountID } : { PaymentMethodID: PaymentMethodID as string };
    return receiveFiatDeposit(ctx, { ...to, FiatAmount: Amount, FiatCurrency });
  });
  route('/transactions/:id', schemas.transaction, ({ Action, RFI }, params) => {
    const record = ctx.state.transactions.get(canonicalId(params.id as string));
    if (!record) throw notFound('TransactionID', `Transaction ${params.id}`);
    if (Action === 'Fail') fail(ctx, record);
    else if (Action === 'Settle') settle(ctx, record);
    else {
      record.tx = { ...record.tx, ...(RFI ? { RFI } : { RFI: { Status: 'AwaitingCustomer', Type: 'Manual' } }), SubStatus: 'UnderReview' };
      emitTransaction(ctx, record);
    }
    return record.tx;
  });
  route('/faults', schemas.faults, ({ Rules }) => {
    faults.set(Rules);
    return { Rules };
  });
  // What one test changes about the world and the next must not inherit (rampkit/testing calls it
  // after each test that changed it): no faults, the clock back to real time with what is pending
  // kept, the seeded balances. Customers, transactions and logs stay: a worker's tests share them.
  route('/test-state/reset', schemas.testState, ({ Faults = true, Clock = true, Balances = true }) => {
    if (Faults) faults.set([]);
    if (Clock) ctx.clock.rewind();
    if (Balances) ctx.state.balances = seededBalances();
    return { Faults, Clock, Balances, Now: ctx.clock.iso() };
  });
  route('/reset', z.object({}), () => {
    // Back to the start: state, faults, logs, and the clock (nothing pending, no offset), so a
    // moved clock no longer makes every later signature look expired or every session stale.
    ctx.clock.reset();
    Object.assign(ctx.state, reset());
    faults.set([]);
    requestLog.clear();
    ctx.webhooks.clearLog();
    return { ok: true };
  });
}
