// The Rampkit proxy as route handlers: every /api/* call of the kit (and the /api/events stream)
// goes to proxy.fetch, which signs it, binds it to the signed-in customer and forwards it.
import { backend } from '../../../lib/backend';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const handle = async (request: Request) => (await backend()).proxy.fetch(request);
export { handle as GET, handle as POST };
