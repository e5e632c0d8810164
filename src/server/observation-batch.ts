// Observations a request makes (a duration, a status), applied in batches rather than one at a
// time. An instance that is not saturated meets each request with cold caches, and then a
// histogram's bucket search, a label lookup or a log line's JSON costs several times what it costs
// in a loop: measured in the bench's part table (docs/adr/0163). Queued, a request only records
// numbers and names; a batch is applied once it holds `size` observations, `maxDelayMs` after its
// first, or at once when asked (a scrape reads exact figures).

export interface ObservationBatch<A, B> {
  /** Records one observation, applied with the next batch. */
  add(kind: number, a: A, b: B, value: number): void;
  /** Applies every observation waiting now. */
  drain(): void;
}

export interface ObservationBatchOptions {
  /** Observations per batch. Default 64. */
  size?: number;
  /** How long the first observation of a batch waits at most. Default 200 ms. */
  maxDelayMs?: number;
  /** Whether a waiting batch keeps the process alive until it is applied. Default false (a metric nobody reads); true for log lines. */
  keepAlive?: boolean;
}

export function observationBatch<A, B>(apply: (kind: number, a: A, b: B, value: number) => void, options: ObservationBatchOptions = {}): ObservationBatch<A, B> {
  const size = options.size ?? 64;
  const maxDelayMs = options.maxDelayMs ?? 200;
  let kinds: number[] = [];
  let as: A[] = [];
  let bs: B[] = [];
  let values: number[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drain = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const [k, a, b, v] = [kinds, as, bs, values];
    kinds = [];
    as = [];
    bs = [];
    values = [];
    for (let i = 0; i < k.length; i++) apply(k[i]!, a[i]!, b[i]!, v[i]!);
  };
  return {
    add(kind, a, b, value) {
      kinds.push(kind);
      as.push(a);
      bs.push(b);
      values.push(value);
      if (kinds.length >= size) drain();
      else if (timer === undefined) {
        timer = setTimeout(drain, maxDelayMs);
        if (!options.keepAlive) (timer as { unref?: () => void }).unref?.();
      }
    },
    drain,
  };
}
