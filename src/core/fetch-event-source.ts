// An EventSource whose requests go through a given fetch. A kit client given its own fetch (the
// in-process sandbox of Storybook and host tests, or a host adding headers) reaches the proxy only
// through it, so the live stream must too: the browser's EventSource would ask the network for a
// host name that exists only inside that fetch. The WHATWG-conformant `eventsource` package does
// the protocol (Last-Event-ID, retry); it is loaded on first use, so hosts on the browser's own
// EventSource never download it.
import type { EventSourceLike } from './live-stream';

type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
type Listener = (event: Event) => void;

const CONNECTING = 0;
const CLOSED = 2;

export function eventSourceOver(fetch: Fetch): new (url: string) => EventSourceLike {
  return class FetchEventSource {
    onopen: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    #inner: EventSource | undefined;
    #closed = false;
    #listeners: [string, Listener][] = [];

    constructor(url: string) {
      import('eventsource').then(
        ({ EventSource }) => {
          if (this.#closed) return;
          const inner = new EventSource(url, { fetch }) as unknown as EventSource;
          this.#inner = inner;
          for (const [type, listener] of this.#listeners) inner.addEventListener(type, listener);
          inner.onopen = (event) => this.onopen?.(event);
          inner.onerror = (event) => this.onerror?.(event);
        },
        // The module could not load (offline): a closed stream, which the kit answers by polling.
        () => {
          this.#closed = true;
          this.onerror?.(new Event('error'));
        },
      );
    }

    get readyState(): number {
      if (this.#closed) return CLOSED;
      return this.#inner?.readyState ?? CONNECTING;
    }

    addEventListener(type: string, listener: Listener): void {
      this.#listeners.push([type, listener]);
      this.#inner?.addEventListener(type, listener);
    }

    close(): void {
      this.#closed = true;
      this.#inner?.close();
    }
  } as unknown as new (url: string) => EventSourceLike;
}
