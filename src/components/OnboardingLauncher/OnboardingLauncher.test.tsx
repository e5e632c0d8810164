import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { submitForReview } from '../../../tooling/account-fixture';
import { renderKit } from '../../../tooling/render-kit';
import { useOnboardingLauncher } from '../../react/useOnboardingLauncher';
import { SellFlow } from '../SellFlow';
import { CustomerStatus } from '../CustomerStatus';
import { OnboardingLauncher } from './OnboardingLauncher';

const RETURN_URL = 'https://shop.example/account';

async function decided(outcome?: 'DeclinedRetry' | 'ActionsRequired') {
  const backend = await createSandboxBackend();
  await submitForReview(backend);
  if (outcome) await backend.control(`/customers/${backend.customerId}/verification`, { Outcome: outcome });
  return backend;
}

describe('OnboardingLauncher', () => {
  it('starts hosted onboarding for a new customer and leaves for the hosted page, minting a fresh URL each time', async () => {
    const navigate = vi.fn();
    const { events } = await renderKit(<OnboardingLauncher returnUrl={RETURN_URL} navigate={navigate} locale="fr" />, { approved: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify your identity' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(navigate.mock.calls[0]![0]).toMatch(/\/hosted\/fr\/onboarding\//);
    expect(await screen.findByText('Identity document')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Verify your identity to start selling.');
    expect(events.some((e) => e.type === 'onboarding.started')).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify your identity' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
  });

  it('opens a popup, and redirects when the popup is blocked', async () => {
    const navigate = vi.fn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderKit(<OnboardingLauncher returnUrl={RETURN_URL} mode="popup" navigate={navigate} />, { approved: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify your identity' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(open).toHaveBeenCalledWith(expect.stringContaining('/hosted/en/onboarding/'), 'rampkit-onboarding', expect.any(String));
    open.mockRestore();
  });

  it('shows the review the hosted page sent back, and "Sell now" once approved', async () => {
    await renderKit(<OnboardingLauncher returnUrl={RETURN_URL} returnedStatus="ReviewPending" />, { backend: await decided() });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We are reviewing your details.'));
    expect(screen.queryByRole('button')).toBeNull();
    const sell = vi.fn();
    const approved = await createSandboxBackend();
    await approved.createApprovedCustomer();
    await renderKit(<OnboardingLauncher returnUrl={RETURN_URL} onSellRequested={sell} data-testid="approved" />, { backend: approved });
    const launcher = within(screen.getByTestId('approved'));
    await waitFor(() => expect(launcher.getByRole('status')).toHaveTextContent('Your identity is verified'));
    await userEvent.click(launcher.getByRole('button', { name: 'Sell now' }));
    expect(sell).toHaveBeenCalledOnce();
  });

  it('never keeps "being reviewed" from the return URL once the record says declined: one message and a way to try again', async () => {
    const navigate = vi.fn();
    await renderKit(<OnboardingLauncher returnUrl={RETURN_URL} returnedStatus="ReviewPending" navigate={navigate} />, { backend: await decided('DeclinedRetry') });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your verification was not accepted this time. You can try again.'));
    expect(document.body).not.toHaveTextContent(/review(ed|ing) your details/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
  });

  it('inside CustomerStatus shows only its button: the standing is said once', async () => {
    await renderKit(<CustomerStatus live={false} onboardingAction={<OnboardingLauncher returnUrl={RETURN_URL} navigate={() => undefined} />} />, { backend: await decided('ActionsRequired') });
    const button = await screen.findByRole('button', { name: 'Continue verification' });
    expect(button.closest('[data-slot=onboarding-launcher]')!.querySelector('[data-slot=onboarding-status]')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('explains a bad ReturnURL before calling the service', async () => {
    await renderKit(<OnboardingLauncher returnUrl="nope" navigate={() => undefined} />, { approved: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify your identity' }));
    // The path (ReturnURL) is never shown to a customer: the problem is said in a sentence, with the service's words.
    expect(await screen.findByRole('alert')).toHaveTextContent('must be an absolute URL');
  });
});

/** The recipe in README "Verification in one click": the sell flow's button starts verification itself. */
function SellPage({ navigate }: { navigate: (url: string) => void }) {
  const verification = useOnboardingLauncher({ returnUrl: RETURN_URL, navigate });
  return <SellFlow cryptoCurrency="BTC_TEST" onVerificationRequired={() => verification.actions.launch()} />;
}

describe('one click to verify from the sell flow', () => {
  it('the sell flow’s "Verify your identity" goes straight to the hosted page', async () => {
    const navigate = vi.fn();
    await renderKit(<SellPage navigate={navigate} />, { approved: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify your identity' }, { timeout: 5000 }));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(navigate.mock.calls[0]![0]).toMatch(/\/hosted\/en\/onboarding\//);
  });
});
