// The sandbox clock: real time plus an offset that tests and QA can move forward. Everything that
// happens "later" (settlement, reviews, quote expiry, webhook retries) is a task on this clock, so
// advancing it runs what became due, in order.
export interface SandboxClock {
  now(): number;
  iso(offsetMs?: number): string;
  schedule(delayMs: number, task: () => void | Promise<void>): void;
  advance(ms: number): Promise<void>;
  /** Back to real time with nothing pending (the control API's reset). */
  reset(): void;
  /** Back to real time, what is pending kept and due as far ahead as it was (a test's clock undone). */
  rewind(): void;
  close(): void;
}

export function createClock(): SandboxClock {
  let offset = 0;
  let seq = 0;
  const tasks: { at: number; seq: number; run: () => void | Promise<void> }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let running: Promise<void> = Promise.resolve();
  // While a task runs, "now" for scheduling is its due time, so chains of delays keep their spacing
  // when the clock jumps forward past several of them at once.
  let runningAt: number | undefined;
  const now = () => Date.now() + offset;

  const runDue = () => {
    running = running.then(async () => {
      for (;;) {
        tasks.sort((a, b) => a.at - b.at || a.seq - b.seq);
        const next = tasks[0];
        if (!next || next.at > now() || closed) break;
        tasks.shift();
        runningAt = next.at;
        try {
          await next.run();
        } catch (error) {
          console.error('sandbox task failed', error);
        } finally {
          runningAt = undefined;
        }
      }
      arm();
    });
    return running;
  };
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (closed || tasks.length === 0) return;
    const wait = Math.max(0, Math.min(...tasks.map((t) => t.at)) - now());
    timer = setTimeout(() => void runDue(), Math.min(wait, 2 ** 31 - 1));
    (timer as { unref?: () => void }).unref?.();
  };

  return {
    now,
    iso: (offsetMs = 0) => new Date(now() + offsetMs).toISOString(),
    schedule(delayMs, run) {
      tasks.push({ at: (runningAt ?? now()) + delayMs, seq: seq++, run });
      arm();
    },
    async advance(ms) {
      offset += ms;
      await runDue();
    },
    reset() {
      offset = 0;
      tasks.length = 0;
      arm();
    },
    rewind() {
      for (const task of tasks) task.at -= offset;
      offset = 0;
      arm();
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      tasks.length = 0;
    },
  };
}
