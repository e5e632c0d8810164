import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RampkitProvider } from './RampkitProvider';
import { useRampkitEvents } from './useRampkitEvents';
import { useCustomer } from './hooks';
import type { RampkitClient } from '../api/client';

// A stand-in EventSource the test drives by hand.
class FakeEventSource {
  static last: FakeEventSource | undefined;
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {}
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const customer = (Status: string) => ({
  Type: 'Individual', CustomerID: 'c-1', Created: '2026-11-22T10:00:00Z', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17', Identities: [],
  PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
  Verifications: { Type: 'Individual', Status, EntityVerifications: [] },
});

function Status() {
  useRampkitEvents();
  const { data } = useCustomer('c-1');
  return <p>{data?.Verifications?.Status ?? 'loading'}</p>;
}

describe('useRampkitEvents', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refetches the customer after an event that arrives while the first read is still in flight', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const answers: ((value: unknown) => void)[] = [];
    const getCustomer = vi.fn(() => new Promise((resolve) => answers.push(resolve)));
    const client = { baseUrl: '/api', getCustomer } as unknown as RampkitClient;
    render(<RampkitProvider client={client}><Status /></RampkitProvider>);
    await waitFor(() => expect(getCustomer).toHaveBeenCalledTimes(1));
    // The review is decided while the first read (which will say Pending) is still on its way.
    FakeEventSource.last!.emit('Customer', { EventType: 'Customer', EventVersion: 3, Occurred: '2026-11-22T10:00:01Z', UserID: 'u', Data: customer('Declined') });
    await waitFor(() => expect(getCustomer).toHaveBeenCalledTimes(2));
    answers[0]!(customer('Pending'));
    answers[1]!(customer('Declined'));
    expect(await screen.findByText('Declined')).toBeInTheDocument();
  });
});
