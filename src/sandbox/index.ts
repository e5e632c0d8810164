// createSandbox(): the Business Payments API in memory. Web-standard only (no node: imports), so the
// same sandbox serves a Node server, in-process tests and Storybook inside the browser.
import { exportPKCS8, exportSPKI, generateKeyPair, importPKCS8 } from 'jose';
import { importVerificationKey } from '../wire/api-signature';
import { FORM_SESSION_LIFETIME_MS } from '../api/form-session';
import { createApp, REQUEST_LOG_BOUNDS, type RequestLogEntry } from './app';
import { createBoundedLog } from '../wire/bounded';
import { createClock } from './clock';
import type { SandboxConfig, SandboxContext } from './context';
import { mountControl } from './control';
import { createFaults } from './faults';
import { mountHosted } from './hosted';
import { createIds } from './ids';
import { createState } from './store';
import { createWebhookSender } from './webhooks';
import { toPublishedEvent } from './compat';
import { DEFAULT_MAX_CUSTOMERS } from './capacity';
import type { ApiVersion } from '../api/published';

export interface SandboxOptions {
  /** Default 'apikey_sandbox_demo'. */
  apiKey?: string;
  /** The registered Api-Signature key (SPKI PEM): when set, every request must be signed with it. */
  signingPublicKeyPem?: string;
  webhookUrl?: string;
  /** PKCS#8 P-384 private key for Webhook-Signature; generated when absent. */
  webhookSigningKeyPem?: string;
  quoteTtlSeconds?: number;
  /** Deterministic ids and fault draws. */
  seed?: string;
  /** Enables the /_sandbox control API. Default true. */
  testMode?: boolean;
  /**
   * `seed` (default): answer as business-payments-api.md says. `0.1.3` (compat mode): answer in the
   * shapes of the real service's published description, version 0.1.3 (see compat/index.ts).
   */
  apiVersion?: ApiVersion;
  /** The control API's secret (`Authorization: Bearer <token>`); generated when absent, see `controlToken`. */
  controlToken?: string;
  /** Browser origins allowed to call the control API (default none: only non-browser callers). */
  controlOrigins?: string[];
  /** The business's origins an onboarding ReturnURL may point to (default: any http(s) URL). */
  returnOrigins?: string[];
  /** Extra Api-Signature audiences (e.g. the public URL when served behind another host). */
  audiences?: string[];
  /** Seconds between a transaction's steps. Default 2. */
  stepSeconds?: number;
  /** Seconds an onboarding review takes. Default 3. */
  reviewSeconds?: number;
  /** Used to deliver webhooks. */
  fetch?: typeof fetch;
  /** The business's user id in webhook envelopes. */
  userId?: string;
  /** What the sandbox keeps at most: `customers` (default 10,000); one more is refused with 429. */
  limits?: { customers?: number };
}

export interface Sandbox {
  fetch(request: Request): Promise<Response>;
  readonly requestLog: ReadonlyArray<RequestLogEntry>;
  readonly webhookPublicKeyPem: string;
  readonly apiKey: string;
  /** The control API's token: send `Authorization: Bearer <controlToken>` to /_sandbox. */
  readonly controlToken: string;
  clock: { now(): number; advance(ms: number): Promise<void> };
  setWebhookUrl(url: string | undefined): void;
  /**
   * Where browsers reach this sandbox's hosted pages (`/hosted/*`) when a host's server serves them
   * (see sandboxBrowserRoutes): HostedURLs point at its origin. Unset (default): at the origin the
   * API was called at.
   */
  setPublicUrl(url: string | undefined): void;
  close(): void;
}

/** 32 random bytes, base64url: the control token when none is configured. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `sbx_ctl_${btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const clock = createClock();
  const ids = createIds(options.seed);
  const apiKey = options.apiKey ?? 'apikey_sandbox_demo';
  let webhookPrivatePem = options.webhookSigningKeyPem;
  let webhookPublicKeyPem: string;
  if (webhookPrivatePem) {
    const privateKey = await importPKCS8(webhookPrivatePem, 'ES384', { extractable: true });
    const jwk = await crypto.subtle.exportKey('jwk', privateKey as CryptoKey);
    const { d: _d, ...publicJwk } = jwk;
    const publicKey = await crypto.subtle.importKey('jwk', { ...publicJwk, key_ops: ['verify'] }, { name: 'ECDSA', namedCurve: 'P-384' }, true, ['verify']);
    webhookPublicKeyPem = await exportSPKI(publicKey);
  } else {
    const pair = await generateKeyPair('ES384', { extractable: true });
    webhookPrivatePem = await exportPKCS8(pair.privateKey);
    webhookPublicKeyPem = await exportSPKI(pair.publicKey);
  }
  const quoteKey = await generateKeyPair('ES256');
  const config: SandboxConfig = {
    quoteTtlSeconds: options.quoteTtlSeconds ?? 60,
    stepSeconds: options.stepSeconds ?? 2,
    reviewSeconds: options.reviewSeconds ?? 3,
    formSessionSeconds: FORM_SESSION_LIFETIME_MS / 1000,
    hostedSessionSeconds: 30 * 60,
    testMode: options.testMode ?? true,
    apiVersion: options.apiVersion ?? 'seed',
    returnOrigins: options.returnOrigins,
    maxCustomers: options.limits?.customers ?? DEFAULT_MAX_CUSTOMERS,
  };
  const webhooks = await createWebhookSender({
    url: options.webhookUrl,
    privateKeyPem: webhookPrivatePem,
    clock,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    userId: options.userId ?? 'user_sandbox_demo',
    reshape: config.apiVersion === '0.1.3' ? toPublishedEvent : undefined,
  });
  const ctx: SandboxContext = { state: createState(clock.now), clock, ids, webhooks, config, quoteKey };
  const faults = createFaults(ids);
  const requestLog = createBoundedLog<RequestLogEntry>({ ...REQUEST_LOG_BOUNDS, now: clock.now });
  const controlToken = options.controlToken ?? randomToken();
  const signingKey = options.signingPublicKeyPem ? (await importVerificationKey(options.signingPublicKeyPem)).key : undefined;
  const app = createApp({
    ctx,
    auth: { apiKey, signingKey, audiences: options.audiences ?? [] },
    faults,
    requestLog,
    mount: (a) => {
      mountControl(a, { ctx, faults, requestLog, webhookPublicKeyPem, reset: () => createState(clock.now), token: controlToken, origins: options.controlOrigins });
      mountHosted(a, ctx);
    },
  });
  return {
    fetch: async (request) => app.fetch(request),
    requestLog,
    webhookPublicKeyPem,
    apiKey,
    controlToken,
    clock: { now: clock.now, advance: clock.advance },
    setWebhookUrl: (url) => webhooks.setUrl(url),
    setPublicUrl: (url) => {
      config.publicOrigin = url === undefined ? undefined : new URL(url).origin;
    },
    close: () => clock.close(),
  };
}
