// The business's own server routes in the demo: sign-in, and the business-side operations no
// browser may call through the proxy (reliance customers, prefill, sandbox transfers).
import { Hono } from 'hono';
import { CustomerIDSchema } from '../src/api/common';
import { ApiError, type RampkitClient } from '../src/api';
import type { createDemoSessions } from './demo-session';
import type { ApiVersion } from '../src/api/published';

type Sessions = Awaited<ReturnType<typeof createDemoSessions>>;

export function createDemoRoutes(sessions: Sessions, server: RampkitClient, config: { apiVersion: ApiVersion }) {
  const app = new Hono();
  // What the web app needs to know of the server's configuration: which description the upstream follows.
  app.get('/demo/config', (c) => c.json({ ApiVersion: config.apiVersion }));
  const sameOrigin = (request: Request) => request.headers.get('origin') === new URL(request.url).origin;
  const refuse = () => new Response(JSON.stringify({ Type: 'Forbidden', Action: 'Demo', Detail: 'Cross-site request refused.', Instance: crypto.randomUUID() }), { status: 403, headers: { 'content-type': 'application/json' } });
  const relay = async (run: () => Promise<unknown>) => {
    try {
      return Response.json((await run()) ?? {}, { status: 200 });
    } catch (error) {
      if (error instanceof ApiError) return Response.json(error.envelope, { status: error.status || 502 });
      throw error;
    }
  };

  app.get('/demo/session', async (c) => {
    const customer = await sessions.resolve(c.req.raw);
    return customer ? c.json({ CustomerID: customer }) : c.json({ Type: 'Unauthorized', Action: 'DemoSession', Detail: 'Not signed in.', Instance: crypto.randomUUID() }, 401);
  });
  app.post('/demo/session', async (c) => {
    if (!sameOrigin(c.req.raw)) return refuse();
    const body = (await c.req.json().catch(() => ({}))) as { CustomerID?: unknown };
    const parsed = CustomerIDSchema.safeParse(body.CustomerID);
    if (!parsed.success) {
      return c.json({ Type: 'InvalidMessage', Action: 'DemoSession', Detail: 'CustomerID must be 1 to 42 characters.', Instance: crypto.randomUUID(), RequestExtension: { Body: [{ Field: 'CustomerID', Reason: 'SchemaValidation', Description: 'must be 1 to 42 characters' }] } }, 400);
    }
    c.header('set-cookie', await sessions.cookieFor(parsed.data, new URL(c.req.url).protocol === 'https:'));
    return c.json({ CustomerID: parsed.data });
  });
  app.delete('/demo/session', (c) => {
    if (!sameOrigin(c.req.raw)) return refuse();
    c.header('set-cookie', sessions.clearCookie());
    return c.body(null, 204);
  });
  app.put('/demo/customers/:id', async (c) => {
    if (!sameOrigin(c.req.raw)) return refuse();
    const body = await c.req.json().catch(() => ({}));
    return relay(() => server.putCustomer({ params: { CustomerID: c.req.param('id') }, body }));
  });
  app.post('/demo/prefill/:id', async (c) => {
    if (!sameOrigin(c.req.raw)) return refuse();
    const body = await c.req.json().catch(() => ({}));
    return relay(() => server.submitPrefill({ params: { CustomerID: c.req.param('id') }, body }));
  });
  app.post('/demo/simulate-transfer', async (c) => {
    if (!sameOrigin(c.req.raw)) return refuse();
    const body = await c.req.json().catch(() => ({}));
    return relay(() => server.simulateFiatDeposit({ body }));
  });
  return app;
}
