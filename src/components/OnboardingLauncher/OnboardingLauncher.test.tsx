import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { OnboardingLauncher } from './OnboardingLauncher';

describe('OnboardingLauncher', () => {
  it('starts hosted onboarding for a new customer and leaves for the hosted page, minting a fresh URL each time', async () => {
    const navigate = vi.fn();
    const { events } = await renderKit(<OnboardingLauncher returnUrl="https://shop.example/account" navigate={navigate} locale="fr" />, { approved: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify your identity' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(navigate.mock.calls[0]![0]).toMatch(/\/hosted\/fr\/onboarding\//);
    expect(await screen.findByRole('status')).toHaveTextContent('Your verification is not complete yet.');
    expect(screen.getByText('Identity document')).toBeInTheDocument();
    expect(events.some((e) => e.type === 'onboarding.started')).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue verification' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
  });

  it('opens a popup, and redirects when the popup is blocked', async () => {
    const navigate = vi.fn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderKit(<OnboardingLauncher returnUrl="https://shop.example/account" mode="popup" navigate={navigate} />, { approved: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify your identity' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(open).toHaveBeenCalledWith(expect.stringContaining('/hosted/en/onboarding/'), 'rampkit-onboarding', expect.any(String));
    open.mockRestore();
  });

  it('shows the status the hosted page sent back, and nothing to do once approved', async () => {
    const backend = await createSandboxBackend();
    await renderKit(<OnboardingLauncher returnUrl="https://shop.example/account" returnedStatus="ReviewPending" />, { backend, approved: false });
    expect(await screen.findByText('Your details are being reviewed.')).toBeInTheDocument();
    const approved = await createSandboxBackend();
    await approved.createApprovedCustomer();
    await renderKit(<OnboardingLauncher returnUrl="https://shop.example/account" />, { backend: approved });
    expect(await screen.findByText('Your identity is verified.')).toBeInTheDocument();
  });

  it('explains a bad ReturnURL before calling the service', async () => {
    await renderKit(<OnboardingLauncher returnUrl="nope" navigate={() => undefined} />, { approved: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify your identity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ReturnURL');
  });
});
