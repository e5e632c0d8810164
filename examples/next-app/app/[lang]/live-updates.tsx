'use client';
import { useRampkitEvents } from 'rampkit';

/** The proxy relays the upstream's webhooks to this page over SSE (a hook needs a client component). */
export function LiveUpdates() {
  useRampkitEvents();
  return null;
}
