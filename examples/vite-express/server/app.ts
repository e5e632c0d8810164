// The shop's Express server: the Rampkit proxy at /api/* and /webhooks (mounted before any body
// parser: it reads the raw body itself), the shop's sign-in at /session, and the built Vite app.
import express, { type Request as ExpressRequest } from 'express';
import { getRequestListener } from '@hono/node-server';
import { sandboxBrowserRoutes } from 'rampkit/sandbox';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createBackend, type BackendOptions } from './backend.js';
import { isCustomerId } from './session.js';

export interface StartOptions {
  /** 0 (default) for a free port. */
  port?: number;
  host?: string;
  upstream?: BackendOptions['upstream'];
  /** The built web app (default: ../dist beside the server source or build). */
  webRoot?: string;
}

export interface RunningShop {
  url: string;
  /** The embedded sandbox's control API token (`Authorization: Bearer …` on /_sandbox/*); absent with a real upstream. */
  controlToken?: string;
  close(): Promise<void>;
}

const defaultWebRoot = () => fileURLToPath(new URL(import.meta.url.includes('/build/server/') ? '../../dist' : '../dist', import.meta.url));

export async function start(options: StartOptions = {}): Promise<RunningShop> {
  const host = options.host ?? '127.0.0.1';
  const app = express();
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, host, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  const backend = await createBackend({ origins: [url, `http://localhost:${port}`], upstream: options.upstream });

  const proxy = getRequestListener(backend.proxy.fetch);
  app.use((req, res, next) => (req.path.startsWith('/api/') || req.path === '/webhooks' ? proxy(req, res) : next()));
  const sandbox = backend.sandbox;
  if (sandbox) {
    // What a browser needs of the embedded sandbox, served here: its hosted onboarding pages (its
    // HostedURLs then point at this shop, not at the in-process address the proxy calls) and its
    // control API (tests and QA only).
    const sandboxRoutes = sandboxBrowserRoutes(sandbox, { publicUrl: url });
    const toSandbox = getRequestListener(sandboxRoutes.fetch);
    app.use((req, res, next) => (sandboxRoutes.handles(req.path) ? toSandbox(req, res) : next()));
  }

  const sameOrigin = (req: ExpressRequest) => [url, `http://localhost:${port}`].includes(req.get('origin') ?? '');
  app.get('/session', (req, res) => {
    res.set('cache-control', 'no-store').json({ customerId: backend.sessions.customerOf(req.get('cookie')) });
  });
  app.post('/session', express.json({ limit: '4kb' }), async (req, res) => {
    const customerId: unknown = req.body?.customerId;
    // Who verified this customer: the shop itself (default: it registers them as verified), or
    // nobody yet, so the service's hosted onboarding does (the shop's /verify page).
    const kyc: unknown = req.body?.kyc ?? 'shop';
    if (!sameOrigin(req)) return void res.status(403).json({ error: 'cross-site sign-in refused' });
    if (!isCustomerId(customerId)) return void res.status(400).json({ error: 'customerId: 1 to 42 letters, digits, ".", "_" or "-"' });
    if (kyc !== 'shop' && kyc !== 'service') return void res.status(400).json({ error: 'kyc: "shop" or "service"' });
    try {
      if (kyc === 'shop') await backend.registerCustomer(customerId);
    } catch (error) {
      return void res.status(502).json({ error: `could not register the customer upstream: ${String(error)}` });
    }
    res.set('set-cookie', backend.sessions.cookieFor(customerId)).json({ customerId });
  });
  app.delete('/session', (req, res) => {
    if (!sameOrigin(req)) return void res.status(403).end();
    res.set('set-cookie', backend.sessions.clearCookie).status(204).end();
  });

  const webRoot = options.webRoot ?? defaultWebRoot();
  app.use(express.static(webRoot, { index: 'index.html' }));
  app.get('/{*any}', (_req, res) => res.sendFile('index.html', { root: webRoot }));

  return {
    url,
    controlToken: sandbox?.controlToken,
    close: () =>
      new Promise<void>((resolve) => {
        backend.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
