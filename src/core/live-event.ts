// One live event read from the stream, with the contract's LiveEventSchema. Its own module so the
// stream (live-stream.ts) loads it, and zod with it, only when a stream opens: not on a host's first
// paint.
import { LiveEventSchema, type LiveEvent } from '../api/live-events';

/** How far ahead of this clock an event's Occurred may be before it is ignored as bogus. */
export const MAX_FUTURE_SKEW_MS = 5 * 60_000;

/** One SSE `data` line as a live event, or null for anything else (bad JSON included). */
export function parseLiveEvent(data: string, now = Date.now()): LiveEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = LiveEventSchema.safeParse(json);
  if (!parsed.success) return null;
  const occurred = Date.parse(parsed.data.Occurred);
  if (Number.isNaN(occurred) || occurred - now > MAX_FUTURE_SKEW_MS) return null;
  return parsed.data;
}
