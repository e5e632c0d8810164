// The demo server's configuration from the environment. With nothing set, everything runs on the
// embedded sandbox with keys generated at start; PAYMENTS_BASE_URL points at a real service.
import { generateApiKey, generatePemKeyPair } from '../src/wire/keys';
import { API_VERSIONS, isApiVersion, type ApiVersion } from '../src/api/published';
import { readDemoLimits, readTrustedProxies, type DemoLimits } from './limits';

export interface DemoConfig {
  host: string;
  port: number;
  /** Upstream base URL (ends in /v1); undefined = the embedded sandbox on this server. */
  upstreamBaseUrl?: string;
  apiKey: string;
  signingKeyPem: string;
  signingPublicKeyPem?: string;
  /** The service's webhook-signing public key; for the embedded sandbox it comes from the sandbox. */
  webhookPublicKeyPem?: string;
  quoteTtlSeconds?: number;
  /** The embedded sandbox's pace (SANDBOX_STEP_S, SANDBOX_REVIEW_S): seconds per transaction step and per customer review. */
  pace: SandboxPace;
  /**
   * The description the upstream follows: SANDBOX_API_VERSION for the embedded sandbox (0.1.3
   * starts it in compat mode), PAYMENTS_API_VERSION for a real one. The kit sends 0.1.3 request
   * shapes only when it is 0.1.3. Default `seed`.
   */
  apiVersion: ApiVersion;
  /** The embedded sandbox's control token (SANDBOX_CONTROL_TOKEN); generated at start when absent. */
  controlToken?: string;
  /** REDIS_URL: keep the proxy's state in Redis, so several instances can serve one demo. */
  redisUrl?: string;
  /** Every limit of the server, the proxy, the demo's routes and the embedded sandbox (./limits). */
  limits: DemoLimits;
  /** TRUSTED_PROXIES: balancers in front of the demo, whose X-Forwarded-For names the client. */
  trustedProxies: string[];
  /**
   * The origin browsers use (PUBLIC_URL, e.g. https://demo.example behind a TLS proxy); default the
   * listening address. It is the only origin allowed to change state (CSRF) and to be returned to.
   */
  publicUrl?: string;
  /** The demo session cookie's HMAC secret (DEMO_SESSION_SECRET, 32+ characters), shared by instances; random per start when absent. */
  sessionSecret?: string;
}

/** Seconds the embedded sandbox takes per transaction step (Pending → … → Settled) and per customer review; its defaults when unset. */
export interface SandboxPace {
  stepSeconds?: number;
  reviewSeconds?: number;
}

export interface DemoOverrides {
  host?: string;
  port?: number;
  quoteTtlSeconds?: number;
  pace?: SandboxPace;
  apiVersion?: ApiVersion;
  env?: Record<string, string | undefined>;
}

export async function loadConfig(overrides: DemoOverrides = {}): Promise<DemoConfig> {
  const env = overrides.env ?? process.env;
  const upstreamBaseUrl = env.PAYMENTS_BASE_URL || undefined;
  if (upstreamBaseUrl && (!env.PAYMENTS_API_KEY || !env.PAYMENTS_SIGNING_KEY)) {
    throw new Error('PAYMENTS_BASE_URL needs PAYMENTS_API_KEY and PAYMENTS_SIGNING_KEY (and PAYMENTS_WEBHOOK_PUBLIC_KEY for webhooks).');
  }
  let signingKeyPem = env.PAYMENTS_SIGNING_KEY;
  let signingPublicKeyPem = env.PAYMENTS_SIGNING_PUBLIC_KEY;
  if (!signingKeyPem) {
    const pair = await generatePemKeyPair('ES384');
    signingKeyPem = pair.privateKeyPem;
    signingPublicKeyPem = pair.publicKeyPem;
  }
  const apiVersion = overrides.apiVersion ?? ((upstreamBaseUrl ? env.PAYMENTS_API_VERSION : env.SANDBOX_API_VERSION) || 'seed');
  if (!isApiVersion(apiVersion)) {
    throw new Error(`${upstreamBaseUrl ? 'PAYMENTS_API_VERSION' : 'SANDBOX_API_VERSION'} must be one of ${API_VERSIONS.join(', ')}, not ${apiVersion}.`);
  }
  const ttl = overrides.quoteTtlSeconds ?? (env.SANDBOX_QUOTE_TTL_S ? Number(env.SANDBOX_QUOTE_TTL_S) : undefined);
  const seconds = (name: string): number | undefined => {
    const value = env[name];
    if (!value) return undefined;
    const n = Number(value);
    if (!(n > 0)) throw new Error(`${name} must be a number of seconds above 0, not ${value}.`);
    return n;
  };
  const pace = { stepSeconds: overrides.pace?.stepSeconds ?? seconds('SANDBOX_STEP_S'), reviewSeconds: overrides.pace?.reviewSeconds ?? seconds('SANDBOX_REVIEW_S') };
  return {
    host: overrides.host ?? env.HOST ?? '127.0.0.1',
    port: overrides.port ?? Number(env.PORT ?? 8787),
    upstreamBaseUrl,
    apiKey: env.PAYMENTS_API_KEY || generateApiKey('sandbox'),
    signingKeyPem,
    signingPublicKeyPem,
    webhookPublicKeyPem: env.PAYMENTS_WEBHOOK_PUBLIC_KEY,
    quoteTtlSeconds: ttl,
    pace,
    apiVersion,
    controlToken: env.SANDBOX_CONTROL_TOKEN || undefined,
    redisUrl: env.REDIS_URL || undefined,
    limits: readDemoLimits(env),
    trustedProxies: readTrustedProxies(env),
    publicUrl: publicUrl(env.PUBLIC_URL),
    sessionSecret: sessionSecret(env.DEMO_SESSION_SECRET),
  };
}

function publicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('PUBLIC_URL must be an http(s) URL, e.g. https://demo.example');
  return url.origin;
}

function sessionSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('DEMO_SESSION_SECRET must be at least 32 characters (e.g. openssl rand -base64 32).');
  return value;
}
