// The shop's sign-in, reduced to what the proxy needs: a cookie that names the signed-in customer,
// signed with a key only this server holds. A real shop uses its own login here; whatever it is,
// resolveCustomer must read the customer from a session the server verified, never from the request.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const COOKIE = 'shop_session';
const CUSTOMER_ID = /^[A-Za-z0-9._-]{1,42}$/;

export interface Sessions {
  /** A Set-Cookie value signing `customerId` in. */
  cookieFor(customerId: string): string;
  /** The customer of a Cookie header's session, or null. */
  customerOf(cookieHeader: string | null | undefined): string | null;
  readonly clearCookie: string;
}

export const isCustomerId = (value: unknown): value is string => typeof value === 'string' && CUSTOMER_ID.test(value);

export function createSessions(secret: Buffer = randomBytes(32)): Sessions {
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  return {
    cookieFor: (customerId) => `${COOKIE}=${customerId}.${mac(customerId)}; Path=/; HttpOnly; SameSite=Lax`,
    clearCookie: `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    customerOf(cookieHeader) {
      const raw = (cookieHeader ?? '').split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`))?.slice(COOKIE.length + 1);
      const dot = raw?.lastIndexOf('.') ?? -1;
      if (!raw || dot < 1) return null;
      const customerId = raw.slice(0, dot);
      const given = Buffer.from(raw.slice(dot + 1));
      const expected = Buffer.from(mac(customerId));
      return isCustomerId(customerId) && given.length === expected.length && timingSafeEqual(given, expected) ? customerId : null;
    },
  };
}
