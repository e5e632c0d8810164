import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { RampkitClient } from '../../api/client';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { submitForReview } from '../../../tooling/account-fixture';
import { renderKit } from '../../../tooling/render-kit';
import { CustomerStatus, customerNextStep } from './CustomerStatus';

async function decided(outcome?: 'DeclinedFinal' | 'DeclinedRetry' | 'ActionsRequired') {
  const backend = await createSandboxBackend();
  await submitForReview(backend);
  if (outcome) await backend.control(`/customers/${backend.customerId}/verification`, { Outcome: outcome });
  return backend;
}

describe('CustomerStatus', () => {
  it('has nothing to ask of an approved customer', async () => {
    await renderKit(<CustomerStatus live={false} onboardingAction={<button type="button">Go</button>} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Approved');
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('You are verified: there is nothing to do.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go' })).toBeNull();
  });

  it("names each check's model and status in words, in German too", async () => {
    const en = await renderKit(<CustomerStatus live={false} />);
    const checks = await screen.findByRole('region', { name: 'Checks' });
    expect(checks).toHaveTextContent('Identity check by your provider: Approved');
    en.view.unmount();
    const de = await renderKit(<CustomerStatus live={false} />, { locale: 'de' });
    const approved = await screen.findByRole('region', { name: 'Prüfungen' });
    expect(approved).toHaveTextContent('Identitätsprüfung durch Ihren Anbieter: Genehmigt');
    expect(approved).not.toHaveTextContent(/Reliance|Approved/);
    de.view.unmount();
    await renderKit(<CustomerStatus live={false} />, { locale: 'de', backend: await decided() });
    const inReview = await screen.findByRole('region', { name: 'Prüfungen' });
    expect(inReview).toHaveTextContent('Identitätsprüfung: In Prüfung');
    expect(inReview).not.toHaveTextContent(/Standard|Pending/);
  });

  it('asks an unknown customer to start, with the host action', async () => {
    await renderKit(<CustomerStatus live={false} onboardingAction={<button type="button">Go</button>} />, { approved: false });
    expect(await screen.findByText('Verify your identity to start selling.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  it('tells a final rejection from a retry-able one', async () => {
    await renderKit(<CustomerStatus live={false} onboardingAction={<button type="button">Go</button>} />, { backend: await decided('DeclinedFinal') });
    expect(await screen.findByText(/cannot be retried/)).toBeInTheDocument();
    expect(screen.getByText(/Declined for good\. The identity document could not be verified\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go' })).toBeNull();
  });

  it('offers a retry-able rejection another go through onboarding', async () => {
    await renderKit(<CustomerStatus live={false} onboardingAction={<button type="button">Go</button>} />, { backend: await decided('DeclinedRetry') });
    expect(await screen.findByText('Your verification was not accepted, but you can try again.')).toBeInTheDocument();
    expect(screen.getByText(/Not accepted: you can try again\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  it('explains each action required', async () => {
    await renderKit(<CustomerStatus live={false} />, { backend: await decided('ActionsRequired') });
    expect(await screen.findByText('Upload a proof of address.')).toBeInTheDocument();
    expect(screen.getByText('A few things are needed: continue your verification.')).toBeInTheDocument();
  });

  it('decides the next step from the spec fields alone', () => {
    const v = (Status: string, extra = {}) => ({ Verifications: { Type: 'Individual' as const, Status, EntityVerifications: [], ...extra } });
    expect(customerNextStep(null)).toBe('start');
    expect(customerNextStep(v('Pending'))).toBe('wait');
    expect(customerNextStep({ ...v('Approved'), Agreements: [{ Name: 'PlatformTermsOfService', Version: 2, Accepted: false }] })).toBe('agreements');
  });
});

describe('CustomerStatus while in review', () => {
  it('says the review is under way', async () => {
    await renderKit(<CustomerStatus live={false} />, { backend: await decided() });
    expect(await screen.findByRole('status')).toHaveTextContent('In review');
    expect(screen.getByText('We are reviewing your details. We will let you know.')).toBeInTheDocument();
  });
});

describe('CustomerStatus with the launcher as its action', () => {
  it('settles on "not started" for an unknown customer instead of refetching in a loop', async () => {
    const { OnboardingLauncher } = await import('../OnboardingLauncher');
    const backend = await createSandboxBackend();
    // Reads of the customer on their way. A refetch loop always has one soon after each answer (its
    // render mounts the launcher again, which reads again); retries are off, so no timer starts one.
    let reading = 0;
    const client: RampkitClient = {
      ...backend.client,
      getCustomer: async (input) => {
        reading += 1;
        try {
          return await backend.client.getCustomer(input);
        } finally {
          reading -= 1;
        }
      },
    };
    await renderKit(<CustomerStatus live={false} onboardingAction={<OnboardingLauncher returnUrl="https://shop.example/account" />} />, { backend: { ...backend, client }, approved: false });
    const button = await screen.findByRole('button', { name: 'Verify your identity' });
    // A timer of ours after the query's own notification (a 0 ms timer), then React's render and
    // effects: whatever the last answer made happen has happened, and no read is on its way.
    const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    await waitFor(() => expect(reading).toBe(0));
    await settled();
    expect(reading).toBe(0);
    const log = [...backend.sandbox.requestLog];
    expect(log.filter((r) => r.path.startsWith('/v1/customers/')).length).toBeLessThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Verify your identity' })).toBe(button);
  });
});
