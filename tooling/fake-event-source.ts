// A stand-in EventSource the test drives by hand: open, deliver raw data lines, drop or refuse.
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  static get last() {
    return FakeEventSource.all.at(-1)!;
  }
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 0;
  closed = false;
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  raw(type: string, data: string) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data }));
  }
  emit(type: string, data: unknown) {
    this.raw(type, JSON.stringify(data));
  }
  /** The connection dropped: the browser will retry by itself. */
  drop() {
    this.readyState = 0;
    this.onerror?.();
  }
  /** The proxy answered with an error status: the browser gives up. */
  refuse() {
    this.readyState = 2;
    this.onerror?.();
  }
}

