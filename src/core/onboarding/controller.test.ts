// The onboarding launcher without React, against the real sandbox behind the real proxy: a launch
// goes to the hosted page or a popup, the popup is watched only while a view is mounted (the
// interval ends with the last view), and a return from the hosted page reads the customer again once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RampkitEvent } from '../events';
import { createSandboxBackend, type SandboxBackend } from '../../testing/sandbox-backend';
import { untilState } from '../../../tooling/until-state';
import { createOnboardingController, onboardingView, POPUP_CHECK_MS, type OnboardingClient, type OnboardingControllerOptions } from './controller';

let backend: SandboxBackend | undefined;
afterEach(() => {
  backend?.close();
  vi.useRealTimers();
});

async function setup(over: Partial<OnboardingControllerOptions> = {}, returned?: 'ReviewPending') {
  backend = await createSandboxBackend({ customerId: `onb-${crypto.randomUUID().slice(0, 8)}` });
  const events: RampkitEvent[] = [];
  const navigate = vi.fn<(url: string) => void>();
  const refreshCustomer = vi.fn();
  const calls = { start: 0 };
  const real = backend.client;
  const client: OnboardingClient = { startOnboarding: (input) => (calls.start++, real.startOnboarding(input)) };
  const options: OnboardingControllerOptions = { client, customerId: backend.customerId, returnUrl: 'https://shop.example/account', locale: 'en', navigate, openPopup: () => null, emit: (e) => events.push(e), refreshCustomer, ...over };
  const launcher = createOnboardingController(options, returned);
  const settled = () => untilState(launcher, (s) => !s.pending);
  return { launcher, events, navigate, refreshCustomer, calls, settled, customerId: backend.customerId };
}

describe('OnboardingController', () => {
  it('asks for a session once per launch in flight, goes to the hosted page, and reports what the service said', async () => {
    const { launcher, events, navigate, refreshCustomer, calls, settled, customerId } = await setup();
    launcher.actions.launch();
    launcher.actions.launch();
    expect(launcher.getState().pending).toBe(true);
    await settled();
    expect(calls.start).toBe(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/\/hosted\/en\/onboarding\//));
    expect(launcher.getState()).toMatchObject({ hint: { status: 'ReviewNotStarted' }, missingSteps: expect.arrayContaining(['IDENTITY']), pending: false });
    expect(events).toEqual([{ type: 'onboarding.started', customerId, hostedUrl: navigate.mock.calls[0]![0] }]);
    // 201: the call created the customer, without details: nothing to read (docs/adr/0172).
    expect(refreshCustomer).not.toHaveBeenCalled();
    // A resumed session (200) may follow details given since: the record is read again.
    launcher.actions.launch();
    await settled();
    expect(calls.start).toBe(2);
    expect(refreshCustomer).toHaveBeenCalledOnce();
  });

  it('watches an open popup while the launcher is on screen, and stops the interval when it leaves', async () => {
    const popup = { closed: false };
    const { launcher, navigate, refreshCustomer, settled } = await setup({ mode: 'popup', openPopup: () => popup });
    // Only the intervals are the test's to move: the sandbox's own work runs on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const leave = launcher.subscribe(() => undefined);
    launcher.actions.launch();
    await settled();
    expect(navigate).not.toHaveBeenCalled();
    expect(launcher.getState().popupOpen).toBe(true);
    expect(vi.getTimerCount()).toBe(1);
    refreshCustomer.mockClear();

    leave();
    // Off the screen: no interval left running.
    expect(vi.getTimerCount()).toBe(0);
    popup.closed = true;
    vi.advanceTimersByTime(POPUP_CHECK_MS * 3);
    expect(refreshCustomer).not.toHaveBeenCalled();

    // Back on screen (StrictMode mounts twice): one watch again, which sees the popup closed.
    launcher.subscribe(() => undefined)();
    launcher.subscribe(() => undefined);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(POPUP_CHECK_MS);
    expect(launcher.getState().popupOpen).toBe(false);
    expect(refreshCustomer).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes to the hosted page when the popup is blocked', async () => {
    const { launcher, navigate, settled } = await setup({ mode: 'popup', openPopup: () => null });
    launcher.actions.launch();
    await settled();
    expect(navigate).toHaveBeenCalledOnce();
    expect(launcher.getState().popupOpen).toBe(false);
  });

  it('a 202: the review runs, reported as a status, nowhere to go', async () => {
    const { launcher, events, navigate, settled, customerId } = await setup({ client: { startOnboarding: async () => ({ status: 202, data: { OnboardingStatus: 'ReviewPending' } }) } });
    launcher.actions.launch();
    await settled();
    expect(navigate).not.toHaveBeenCalled();
    expect(launcher.getState()).toMatchObject({ accepted: true, hint: { status: 'ReviewPending' } });
    expect(events).toEqual([{ type: 'onboarding.status', customerId, status: 'ReviewPending', verifications: undefined }]);
    expect(onboardingView(launcher.getState(), customerId, {}, false)).toMatchObject({ step: 'wait', reviewing: true, canLaunch: false });
  });

  it('a refusal is kept for the view, and the launch can be pressed again', async () => {
    const { launcher, navigate, settled } = await setup({ returnUrl: 'nope' });
    launcher.actions.launch();
    await settled();
    expect(launcher.getState().error?.fieldErrors).toHaveProperty('ReturnURL');
    expect(navigate).not.toHaveBeenCalled();
    expect(onboardingView(launcher.getState(), 'c', { error: null, data: undefined }, false)).toMatchObject({ step: 'loading', canLaunch: false });
    // Once the record says there is something to do, the launch can be pressed again.
    expect(onboardingView(launcher.getState(), 'c', { data: { Type: 'Individual' } as never, dataUpdatedAt: Date.now() }, false)).toMatchObject({ step: 'start', canLaunch: true });
  });

  it('back from the hosted page: reads the customer again once, however often the view mounts', async () => {
    const { launcher, refreshCustomer } = await setup({}, 'ReviewPending');
    expect(refreshCustomer).not.toHaveBeenCalled();
    launcher.subscribe(() => undefined)();
    launcher.subscribe(() => undefined);
    expect(refreshCustomer).toHaveBeenCalledOnce();
    expect(onboardingView(launcher.getState(), 'c', {}, false)).toMatchObject({ step: 'wait', reviewing: true });
  });
});
