// The /_sandbox control API for tests and QA (documented in README.md). Refused unless test mode.
import type { Hono } from 'hono';
import { z } from 'zod';
import { CryptoCurrencyCodeSchema, PositiveDecimalSchema, NetworkSchema, FiatCurrencyCodeSchema } from '../api/common';
import { zodIssuesToFieldProblems } from '../api/errors';
import { RFISchema } from '../api/transactions';
import type { SandboxContext } from './context';
import { emitTransaction, fail, settle } from './context';
import { envelopeResponse, invalid, notFound, SandboxError } from './envelope';
import type { Faults } from './faults';
import { decideReview } from './handlers/customers';
import { receiveFiatDeposit, receiveOnchainDeposit } from './handlers/workflows';
import type { RequestLogEntry } from './app';
import type { State } from './store';

const schemas = {
  advance: z.object({ Seconds: z.number().positive().max(7 * 24 * 3600) }),
  balance: z.object({ CryptoCurrency: CryptoCurrencyCodeSchema, Available: PositiveDecimalSchema, Total: PositiveDecimalSchema.optional() }),
  verification: z.object({ Outcome: z.enum(['Approved', 'DeclinedFinal', 'DeclinedRetry', 'ActionsRequired']), PublicComment: z.string().optional() }),
  onchain: z.object({ Address: z.string().min(1), Network: NetworkSchema, CryptoCurrency: CryptoCurrencyCodeSchema, Amount: PositiveDecimalSchema }),
  bank: z.object({ VirtualAccountID: z.string().optional(), PaymentMethodID: z.string().optional(), Amount: PositiveDecimalSchema, FiatCurrency: FiatCurrencyCodeSchema }),
  transaction: z.object({ Action: z.enum(['Fail', 'Settle', 'RFI']), RFI: RFISchema.optional() }),
  faults: z.object({
    Rules: z.array(z.object({ Route: z.string().min(1), Rate500: z.number().min(0).max(1).optional(), Rate409: z.number().min(0).max(1).optional(), Rate429: z.number().min(0).max(1).optional(), LatencyMs: z.number().int().min(0).max(30_000).optional() })),
  }),
};

export interface ControlDeps {
  ctx: SandboxContext;
  faults: Faults;
  requestLog: RequestLogEntry[];
  webhookPublicKeyPem: string;
  reset: () => State;
}

export function mountControl(app: Hono, { ctx, faults, requestLog, webhookPublicKeyPem, reset }: ControlDeps): void {
  const route = <S extends z.ZodType>(path: string, schema: S, run: (body: z.infer<S>, params: Record<string, string>) => unknown | Promise<unknown>) =>
    app.post(`/_sandbox${path}`, async (c) => {
      try {
        let json: unknown = {};
        const text = await c.req.text();
        if (text) json = JSON.parse(text);
        const parsed = schema.safeParse(json);
        if (!parsed.success) throw invalid(zodIssuesToFieldProblems(parsed.error.issues, undefined, json));
        return c.json((await run(parsed.data, c.req.param())) ?? { ok: true });
      } catch (error) {
        const failure = error instanceof SandboxError ? error : new SandboxError('InvalidMessage', (error as Error).message);
        return envelopeResponse(failure, `Control ${path}`, ctx.ids.uuid());
      }
    });

  app.use('/_sandbox/*', async (c, next) => {
    if (!ctx.config.testMode) return envelopeResponse(new SandboxError('Forbidden', 'The control API is available only in test mode.'), 'Control', ctx.ids.uuid());
    return next();
  });

  app.get('/_sandbox/webhook-public-key', (c) => c.text(webhookPublicKeyPem, 200, { 'content-type': 'application/x-pem-file' }));
  app.get('/_sandbox/requests', (c) => c.json(requestLog));
  app.get('/_sandbox/webhooks', (c) => c.json(ctx.webhooks.log));
  app.get('/_sandbox/faults', (c) => c.json({ Rules: faults.rules }));
  app.get('/_sandbox/clock', (c) => c.json({ Now: ctx.clock.iso() }));

  route('/clock/advance', schemas.advance, async ({ Seconds }) => {
    await ctx.clock.advance(Seconds * 1000);
    return { Now: ctx.clock.iso() };
  });
  route('/balances', schemas.balance, ({ CryptoCurrency, Available, Total }) => {
    ctx.state.balances.set(CryptoCurrency, { available: Available, total: Total ?? Available });
    return { CryptoCurrency, Available, Total: Total ?? Available };
  });
  route('/customers/:id/verification', schemas.verification, ({ Outcome, PublicComment }, params) => {
    const record = ctx.state.customers.get(params.id as string);
    if (!record) throw notFound('CustomerID', `Customer ${params.id}`);
    decideReview(ctx, record, Outcome, PublicComment);
    return { CustomerID: record.CustomerID, Status: record.Verifications?.Status, OnboardingStatus: record.OnboardingStatus ?? null };
  });
  route('/deposits/onchain', schemas.onchain, (body) => receiveOnchainDeposit(ctx, body));
  route('/deposits/bank', schemas.bank, (body) => receiveFiatDeposit(ctx, body as never));
  route('/transactions/:id', schemas.transaction, ({ Action, RFI }, params) => {
    const record = ctx.state.transactions.get(params.id as string);
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
  route('/reset', z.object({}), () => {
    Object.assign(ctx.state, reset());
    faults.set([]);
    requestLog.length = 0;
    return { ok: true };
  });
}
