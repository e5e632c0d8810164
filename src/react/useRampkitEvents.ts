'use client';
// Live updates: the proxy's /events stream (webhooks relayed as Server-Sent Events) written into
// the query cache. Where EventSource is missing or the stream keeps failing, the kit polls instead.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WebhookEventSchema, type WebhookEvent } from '../api/webhooks';
import { rampkitKeys } from './query-keys';
import { useRampkit } from './useRampkit';

export type LiveMode = 'connecting' | 'live' | 'polling';

export interface RampkitEventsOptions {
  /** Polling period when the stream is unavailable. Default 5 s. */
  pollIntervalMs?: number;
  /** Stream failures in a row before falling back to polling. Default 3. */
  maxFailures?: number;
  onWebhookEvent?: (event: WebhookEvent) => void;
}

export function useRampkitEvents(options: RampkitEventsOptions = {}): { mode: LiveMode } {
  const { proxyUrl, emit } = useRampkit('useRampkitEvents');
  const queryClient = useQueryClient();
  const supported = typeof EventSource !== 'undefined';
  const [mode, setMode] = useState<LiveMode>(supported ? 'connecting' : 'polling');
  const { pollIntervalMs = 5_000, maxFailures = 3, onWebhookEvent } = options;

  useEffect(() => {
    if (!supported) return;
    const source = new EventSource(`${proxyUrl.replace(/\/$/, '')}/events`);
    let failures = 0;
    const handle = (message: MessageEvent<string>) => {
      const parsed = WebhookEventSchema.safeParse(JSON.parse(message.data));
      if (!parsed.success) return;
      const event = parsed.data;
      onWebhookEvent?.(event);
      // A read in flight started before this event: cancel it first, or its older answer would land
      // after the event (and a first read with no data yet would swallow the invalidation).
      if (event.EventType === 'Transaction') {
        const key = rampkitKeys.transaction(event.Data.ID);
        void queryClient.cancelQueries({ queryKey: key }).then(() => queryClient.setQueryData(key, event.Data));
        void queryClient.invalidateQueries({ queryKey: [...rampkitKeys.transactions(), 'list'] });
        emit({ type: 'transaction.updated', transaction: event.Data });
      } else if (event.EventType === 'Customer') {
        const key = rampkitKeys.customer(event.Data.CustomerID);
        void queryClient.cancelQueries({ queryKey: key }).then(() => queryClient.invalidateQueries({ queryKey: key }));
        emit({ type: 'onboarding.status', customerId: event.Data.CustomerID, status: event.Data.OnboardingStatus, verifications: event.Data.Verifications });
      } else {
        void queryClient.invalidateQueries({ queryKey: [...rampkitKeys.all, 'virtual-accounts'] });
      }
    };
    for (const type of ['Transaction', 'Customer', 'FiatDeposit']) source.addEventListener(type, handle as EventListener);
    source.onopen = () => {
      failures = 0;
      setMode('live');
      // Whatever happened before the stream was (re)connected was not sent to it: catch up once.
      void queryClient.invalidateQueries({ queryKey: rampkitKeys.transactions() });
      void queryClient.invalidateQueries({ queryKey: [...rampkitKeys.all, 'customer'] });
    };
    source.onerror = () => {
      failures += 1;
      if (failures >= maxFailures) {
        source.close();
        setMode('polling');
      }
    };
    return () => source.close();
  }, [supported, proxyUrl, queryClient, emit, maxFailures, onWebhookEvent]);

  useEffect(() => {
    if (mode !== 'polling') return;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: rampkitKeys.transactions() });
      void queryClient.invalidateQueries({ queryKey: [...rampkitKeys.all, 'customer'] });
    }, pollIntervalMs);
    return () => clearInterval(timer);
  }, [mode, pollIntervalMs, queryClient]);

  return { mode };
}
