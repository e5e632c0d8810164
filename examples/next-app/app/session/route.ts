// The shop's sign-in form posts here (it works without JavaScript): the customer is registered with
// the upstream and signed in by cookie, then sent back to the page in their language.
import { backend } from '../../lib/backend';
import { isCustomerId } from '../../lib/session';
import { isLocale } from '../../lib/locale';

export const runtime = 'nodejs';

export async function POST(request: Request) {
  const shop = await backend();
  const origin = request.headers.get('origin');
  if (!origin || !shop.origins.includes(origin)) return new Response('cross-site sign-in refused', { status: 403 });
  const form = await request.formData();
  const lang = String(form.get('lang'));
  const back = `${origin}/${isLocale(lang) ? lang : 'de'}`;
  if (form.get('action') === 'sign-out') return new Response(null, { status: 303, headers: { location: back, 'set-cookie': shop.sessions.clearCookie } });
  const customerId = form.get('customerId');
  if (!isCustomerId(customerId)) return new Response('customerId: 1 to 42 letters, digits, ".", "_" or "-"', { status: 400 });
  try {
    await shop.registerCustomer(customerId);
  } catch (error) {
    return new Response(`could not register the customer upstream: ${String(error)}`, { status: 502 });
  }
  return new Response(null, { status: 303, headers: { location: back, 'set-cookie': shop.sessions.cookieFor(customerId) } });
}
