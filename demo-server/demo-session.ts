// The demo's stand-in for a business's own sign-in. It is NOT authentication: anyone may sign in as
// any customer id (README, "Security"). What it does get right is the session itself, as a real
// backend must: each sign-in gets a new random session id kept server-side in the proxy's store (a
// session is signed in only while it is there, so a sign-out, an eviction or an empty Redis signs
// out and never back in), the cookie names it under an HMAC with its customer and expiry, it is
// HttpOnly, SameSite=Lax and Secure over https, and ending a session closes its live streams on
// every instance (docs/adr/0132).
import { CustomerIDSchema } from '../src/api/common';
import type { ProxyStore } from '../src/server/store/types';

const COOKIE = 'rk_demo_session';
/** A demo session lasts 8 hours from sign-in. */
export const SESSION_LIFETIME_MS = 8 * 3600_000;

interface Payload {
  /** Random session id (128 bits): the session's key in the store. */
  sid: string;
  /** The customer signed in. */
  cid: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

export interface DemoSessionOptions {
  /** Where sessions live: the proxy's store (Redis on a cluster, so every instance sees them). */
  store: Pick<ProxyStore, 'createSession' | 'readSession' | 'endSession'>;
  /** HMAC secret; without it a random key per start (every session ends on restart). */
  secret?: string;
  now?: () => number;
}

export async function createDemoSessions(options: DemoSessionOptions) {
  const { store } = options;
  const now = options.now ?? (() => Date.now());
  const key = options.secret
    ? await crypto.subtle.importKey('raw', encoder.encode(options.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    : await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

  /** The cookie's payload when its MAC holds and it has not expired; the store is not asked. */
  const cookieOf = async (request: Request): Promise<Payload | null> => {
    const cookie = request.headers.get('cookie') ?? '';
    const raw = cookie.split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`))?.slice(COOKIE.length + 1);
    if (!raw || raw.length > 512) return null;
    const [body, mac, extra] = raw.split('.');
    if (!body || !mac || extra !== undefined) return null;
    try {
      if (!(await crypto.subtle.verify('HMAC', key, fromB64url(mac), encoder.encode(body)))) return null;
      const payload = JSON.parse(new TextDecoder().decode(fromB64url(body))) as Payload;
      if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number' || payload.exp <= now()) return null;
      return CustomerIDSchema.safeParse(payload.cid).success ? payload : null;
    } catch {
      return null;
    }
  };

  return {
    /**
     * Starts a session for this customer and answers its Set-Cookie value. Rejects
     * (StoreUnavailableError) when the store cannot keep it: no cookie that could not be checked.
     */
    async start(customerId: string, secure: boolean): Promise<string> {
      const payload: Payload = { sid: b64url(crypto.getRandomValues(new Uint8Array(16))), cid: customerId, exp: now() + SESSION_LIFETIME_MS };
      await store.createSession(payload.sid, customerId, SESSION_LIFETIME_MS);
      const body = b64url(encoder.encode(JSON.stringify(payload)));
      const mac = b64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body))));
      return `${COOKIE}=${body}.${mac}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}; Max-Age=${SESSION_LIFETIME_MS / 1000}`;
    },
    clearCookie: (secure: boolean) => `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}; Max-Age=0`,
    /**
     * Ends the request's session on every instance, copies of its cookie included. Rejects
     * (StoreUnavailableError) when the store could not be reached: the session is then not ended,
     * and the caller must say so (503) rather than pretend it was.
     */
    async end(request: Request): Promise<void> {
      const payload = await cookieOf(request);
      if (payload) await store.endSession(payload.sid);
    },
    /**
     * The signed-in customer, or null: this is the proxy's resolveCustomer. Rejects
     * (StoreUnavailableError) while the store cannot say: the proxy answers 503, not "signed out".
     */
    async resolve(request: Request): Promise<string | null> {
      const payload = await cookieOf(request);
      if (!payload) return null;
      return (await store.readSession(payload.sid)) === payload.cid ? payload.cid : null;
    },
  };
}
export type DemoSessions = Awaited<ReturnType<typeof createDemoSessions>>;
