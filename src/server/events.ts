// Verified webhooks → Server-Sent Events for the customer they belong to. Each customer has a
// bounded buffer, so a browser that reconnects with Last-Event-ID gets what it missed.
import type { WebhookEvent } from '../api/webhooks';

const BUFFER = 200;
const encoder = new TextEncoder();

interface Subscriber {
  customerId: string;
  controller: ReadableStreamDefaultController<Uint8Array>;
}

export function createEventHub(options: { heartbeatMs?: number } = {}) {
  let nextId = 1;
  const buffers = new Map<string, { id: number; event: WebhookEvent }[]>();
  const subscribers = new Set<Subscriber>();
  const frame = (id: number, event: WebhookEvent) => encoder.encode(`id: ${id}\nevent: ${event.EventType}\ndata: ${JSON.stringify(event)}\n\n`);

  return {
    publish(customerId: string, event: WebhookEvent): number {
      const id = nextId++;
      const buffer = buffers.get(customerId) ?? [];
      buffer.push({ id, event });
      if (buffer.length > BUFFER) buffer.shift();
      buffers.set(customerId, buffer);
      for (const s of subscribers) if (s.customerId === customerId) s.controller.enqueue(frame(id, event));
      return id;
    },
    /** An SSE response for one customer's browser; replays events after `lastEventId`. */
    subscribe(customerId: string, lastEventId: string | null, signal?: AbortSignal): Response {
      let subscriber: Subscriber | undefined;
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      const close = () => {
        if (heartbeat) clearInterval(heartbeat);
        if (subscriber) subscribers.delete(subscriber);
      };
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          subscriber = { customerId, controller };
          controller.enqueue(encoder.encode('retry: 3000\n: connected\n\n'));
          const after = Number(lastEventId ?? 0);
          for (const { id, event } of buffers.get(customerId) ?? []) if (id > after) controller.enqueue(frame(id, event));
          subscribers.add(subscriber);
          heartbeat = setInterval(() => controller.enqueue(encoder.encode(': ping\n\n')), options.heartbeatMs ?? 15_000);
          (heartbeat as { unref?: () => void }).unref?.();
          signal?.addEventListener('abort', () => {
            close();
            try {
              controller.close();
            } catch {
              // already closed
            }
          });
        },
        cancel: close,
      });
      return new Response(stream, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' } });
    },
    get subscriberCount() {
      return subscribers.size;
    },
  };
}
export type EventHub = ReturnType<typeof createEventHub>;
