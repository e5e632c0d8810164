// Webhook delivery as not-shown.md describes it: signed (detached ES384 JWS over the exact body),
// EventVersion growing per object, a non-2xx answer retried after 1 s, 2 s, 4 s ... up to 6 attempts.
import { importPKCS8, type CryptoKey, type KeyObject } from 'jose';
import type { WebhookEvent } from '../api/webhooks';
import { signWebhookBody } from '../wire/webhook-signature';
import type { SandboxClock } from './clock';
import { createBoundedLog } from '../wire/bounded';

export const MAX_WEBHOOK_ATTEMPTS = 6;
/** The delivery log keeps the last thousand attempts of the last hour. */
export const WEBHOOK_LOG_BOUNDS = { maxEntries: 1000, maxAgeMs: 3600_000 };

export interface DeliveryLogEntry {
  EventType: string;
  id: string;
  EventVersion: number;
  attempt: number;
  status: number | 'network-error';
  at: string;
}

export interface WebhookSender {
  send(event: Omit<WebhookEvent, 'Occurred' | 'UserID'>): void;
  readonly log: DeliveryLogEntry[];
  clearLog(): void;
  setUrl(url: string | undefined): void;
}

export async function createWebhookSender(options: {
  url?: string;
  privateKeyPem: string;
  clock: SandboxClock;
  fetch: typeof fetch;
  userId: string;
  /** Reshapes each event before it is signed (compat mode: the published event shapes). */
  reshape?: (event: { EventType: string; EventVersion: number; Data: unknown }) => { EventType: string; EventVersion: number; Data: unknown };
}): Promise<WebhookSender> {
  const key: CryptoKey | KeyObject = await importPKCS8(options.privateKeyPem, 'ES384');
  let url = options.url;
  const log = createBoundedLog<DeliveryLogEntry>({ ...WEBHOOK_LOG_BOUNDS, now: options.clock.now });

  async function attempt(body: string, event: WebhookEvent, n: number): Promise<void> {
    if (!url) return;
    const id = event.EventType === 'Customer' ? event.Data.CustomerID : event.Data.ID;
    let status: number | 'network-error';
    try {
      const response = await options.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'webhook-signature': await signWebhookBody(body, key) },
        body,
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      status = 'network-error';
    }
    log.push({ EventType: event.EventType, id, EventVersion: event.EventVersion, attempt: n, status, at: options.clock.iso() });
    const delivered = typeof status === 'number' && status >= 200 && status < 300;
    if (!delivered && n < MAX_WEBHOOK_ATTEMPTS) {
      options.clock.schedule(1000 * 2 ** (n - 1), () => attempt(body, event, n + 1));
    }
  }

  return {
    log,
    clearLog: () => log.clear(),
    setUrl(next) {
      url = next;
    },
    send(partial) {
      const shaped = options.reshape ? options.reshape(partial) : partial;
      const event = { ...shaped, Occurred: options.clock.iso(), UserID: options.userId } as WebhookEvent;
      // Serialized once: every retry sends the same bytes under the same signature input.
      const body = JSON.stringify(event);
      options.clock.schedule(0, () => attempt(body, event, 1));
    },
  };
}
