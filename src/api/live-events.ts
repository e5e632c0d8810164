// What the proxy relays to the browser for each verified webhook: enough for the kit to know what
// changed and to refresh it (type, resource id, status, version, when), nothing more. Webhook
// bodies carry personal data (a Customer event has the full name, birth date, documents and
// address); the browser reads details through the proxy's bound routes instead.
import { z } from 'zod/mini';
import type { WebhookEvent } from './webhooks';
import { LIVE_EVENT_TYPES } from './values';

export { LIVE_EVENT_TYPES };

export const LiveEventSchema = z.object({
  EventType: z.enum(LIVE_EVENT_TYPES),
  /** The resource: TransactionID, CustomerID or the fiat deposit's ID. */
  ID: z.string().check(z.minLength(1)),
  EventVersion: z.number().check(z.int()),
  Occurred: z.string(),
  /** Transaction or deposit Status; for a customer its onboarding (or verification) status. */
  Status: z.optional(z.string()),
  SubStatus: z.optional(z.string()),
});
export type LiveEvent = z.infer<typeof LiveEventSchema>;

export function toLiveEvent(event: WebhookEvent): LiveEvent {
  const base = { EventType: event.EventType, EventVersion: event.EventVersion, Occurred: event.Occurred };
  switch (event.EventType) {
    case 'Transaction':
      return { ...base, ID: event.Data.ID, Status: event.Data.Status, ...(event.Data.SubStatus ? { SubStatus: event.Data.SubStatus } : {}) };
    case 'Customer': {
      const status = event.Data.OnboardingStatus ?? event.Data.Verifications?.Status;
      return { ...base, ID: event.Data.CustomerID, ...(status ? { Status: status } : {}) };
    }
    case 'FiatDeposit':
      return { ...base, ID: event.Data.ID, Status: event.Data.Status };
  }
}
