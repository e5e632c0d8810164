// The demo's stand-in for a business's own sign-in. It is NOT authentication: anyone may sign in as
// any customer id (README, "Security"). What it does get right is the session itself, as a real
// backend must: each sign-in gets a new random session id, its expiry is inside the MAC, sign-out
// revokes it, the cookie is HttpOnly, SameSite=Lax and Secure over https, and the HMAC secret can be
// configured so sessions survive a restart.
import { CustomerIDSchema } from '../src/api/common';
import { BoundedMap } from '../src/wire/bounded';
import type { ProxyStore } from '../src/server/store/types';

const COOKIE = 'rk_demo_session';
/** A demo session lasts 8 hours from sign-in. */
export const SESSION_LIFETIME_MS = 8 * 3600_000;
/** Revoked ids are remembered until they would have expired anyway (at most 100 000 of them). */
const REVOKED_BOUNDS = { maxEntries: 100_000, maxAgeMs: SESSION_LIFETIME_MS };

interface Payload {
  /** Random session id (128 bits). */
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
  /** HMAC secret; without it a random key per start (every session ends on restart). */
  secret?: string;
  /**
   * Where sign-outs are shared between instances (the proxy's store: Redis on a cluster), so a
   * session revoked on one instance is refused by every one. Without it, this process's memory.
   */
  revocations?: Pick<ProxyStore, 'revokeSession' | 'sessionRevoked'>;
  now?: () => number;
}

export async function createDemoSessions(options: DemoSessionOptions = {}) {
  const now = options.now ?? (() => Date.now());
  const key = options.secret
    ? await crypto.subtle.importKey('raw', encoder.encode(options.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    : await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const revoked = new BoundedMap<string, number>({ ...REVOKED_BOUNDS, now });

  const read = async (request: Request): Promise<Payload | null> => {
    const cookie = request.headers.get('cookie') ?? '';
    const raw = cookie.split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`))?.slice(COOKIE.length + 1);
    if (!raw || raw.length > 512) return null;
    const [body, mac, extra] = raw.split('.');
    if (!body || !mac || extra !== undefined) return null;
    try {
      if (!(await crypto.subtle.verify('HMAC', key, fromB64url(mac), encoder.encode(body)))) return null;
      const payload = JSON.parse(new TextDecoder().decode(fromB64url(body))) as Payload;
      if (typeof payload.exp !== 'number' || payload.exp <= now() || revoked.has(payload.sid)) return null;
      if (!CustomerIDSchema.safeParse(payload.cid).success) return null;
      return (await revokedElsewhere(payload.sid)) ? null : payload;
    } catch {
      return null;
    }
  };
  /**
   * Signed out on another instance? While the shared store is unreachable this instance knows only
   * its own sign-outs (docs/adr/0023): every customer is not signed out because Redis is.
   */
  const revokedElsewhere = async (sid: string) => {
    if (!options.revocations) return false;
    try {
      return await options.revocations.sessionRevoked(sid);
    } catch {
      return false;
    }
  };

  return {
    /** A Set-Cookie value for a fresh session of this customer. */
    async cookieFor(customerId: string, secure: boolean): Promise<string> {
      const payload: Payload = { sid: b64url(crypto.getRandomValues(new Uint8Array(16))), cid: customerId, exp: now() + SESSION_LIFETIME_MS };
      const body = b64url(encoder.encode(JSON.stringify(payload)));
      const mac = b64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body))));
      return `${COOKIE}=${body}.${mac}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}; Max-Age=${SESSION_LIFETIME_MS / 1000}`;
    },
    clearCookie: (secure: boolean) => `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}; Max-Age=0`,
    /**
     * Ends the request's session for good, on every instance sharing `revocations`: its cookie no
     * longer signs anyone in, copies included. Rejects (StoreUnavailableError) when the sign-out
     * could not be shared; this instance refuses the session all the same.
     */
    async revoke(request: Request): Promise<void> {
      const payload = await read(request);
      if (!payload) return;
      revoked.set(payload.sid, payload.exp);
      await options.revocations?.revokeSession(payload.sid, payload.exp - now());
    },
    /** The signed-in customer, or null: this is the proxy's resolveCustomer. */
    async resolve(request: Request): Promise<string | null> {
      return (await read(request))?.cid ?? null;
    },
  };
}
export type DemoSessions = Awaited<ReturnType<typeof createDemoSessions>>;
