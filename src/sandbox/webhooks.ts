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

/** An event before the sender dates it and names the business (Omit taken per event type). */
type Unsent<E> = E extends unknown ? Omit<E, 'Occurred' | 'UserID'> : never;

/**
 * What the sandbox sends: the spec's events, and in compat mode (0.1.3) the published service's
 * CheckoutSession event too, which the kit does not relay (its proxy must still answer 2xx).
 */
export type OutgoingWebhookEvent = Unsent<WebhookEvent> | { EventType: 'CheckoutSession'; EventVersion: number; Data: { ID: string; Status: 'Open' } };

export interface WebhookSender {
  send(event: OutgoingWebhookEvent): void;
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

  /** One delivery of the signed bytes; `event` names it in the log. */
  async function attempt(body: string, event: Pick<DeliveryLogEntry, 'EventType' | 'id' | 'EventVersion'>, n: number): Promise<void> {
    if (!url) return;
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
    log.push({ ...event, attempt: n, status, at: options.clock.iso() });
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
      // Serialized once: every retry sends the same bytes under the same signature input.
      // Occurred on the real clock, not the sandbox's: a receiver checks it against its own time
      // (the spec's 5 minutes), so a clock moved forward to expire a quote would otherwise date
      // every later event in the future and have it refused (docs/adr/0184).
      const body = JSON.stringify({ ...shaped, Occurred: new Date().toISOString(), UserID: options.userId });
      const id = partial.EventType === 'Customer' ? partial.Data.CustomerID : partial.Data.ID;
      options.clock.schedule(0, () => attempt(body, { EventType: partial.EventType, id, EventVersion: partial.EventVersion }, 1));
    },
  };
}
