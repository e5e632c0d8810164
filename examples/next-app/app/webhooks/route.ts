// The upstream's webhooks: the proxy verifies their signature and relays them to the customer's page.
import { backend } from '../../lib/backend';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return (await backend()).proxy.fetch(request);
}
