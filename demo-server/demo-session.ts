// The demo's stand-in for a business's own sign-in: an HttpOnly, SameSite=Lax cookie holding the
// customer id and an HMAC over it, with a secret made at start.
import { CustomerIDSchema } from '../src/api/common';

const COOKIE = 'rk_demo_session';

export async function createDemoSessions(secret?: string) {
  // Instances behind one balancer share a secret (DEMO_SESSION_SECRET), so any of them knows a cookie.
  const key = secret
    ? await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    : await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const b64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const sign = async (value: string) => b64(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(value)));

  return {
    async cookieFor(customerId: string, secure: boolean): Promise<string> {
      const value = `${encodeURIComponent(customerId)}.${await sign(customerId)}`;
      return `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}; Max-Age=86400`;
    },
    clearCookie: () => `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    /** The signed-in customer, or null: this is the proxy's resolveCustomer. */
    async resolve(request: Request): Promise<string | null> {
      const cookie = request.headers.get('cookie') ?? '';
      const raw = cookie.split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`))?.slice(COOKIE.length + 1);
      if (!raw) return null;
      const dot = raw.lastIndexOf('.');
      const id = decodeURIComponent(raw.slice(0, dot));
      return (await sign(id)) === raw.slice(dot + 1) && CustomerIDSchema.safeParse(id).success ? id : null;
    },
  };
}
