import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { act, screen, waitFor } from '@testing-library/react';
import type { RampkitClient } from '../../api/client';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { submitForReview } from '../../../tooling/account-fixture';
import { renderKit } from '../../../tooling/render-kit';
import { CustomerStatus } from './CustomerStatus';

async function decided(outcome?: 'DeclinedFinal' | 'DeclinedRetry' | 'ActionsRequired') {
  const backend = await createSandboxBackend();
  await submitForReview(backend);
  if (outcome) await backend.control(`/customers/${backend.customerId}/verification`, { Outcome: outcome });
  return backend;
}

describe('CustomerStatus', () => {
  it('has nothing to ask of an approved customer, and offers "Sell now" when the host wires it', async () => {
    const sell = vi.fn();
    await renderKit(<CustomerStatus live={false} onboardingAction={<button type="button">Go</button>} onSellRequested={sell} />);
    const summary = await screen.findByRole('status');
    await waitFor(() => expect(summary).toHaveTextContent('Verified'));
    expect(summary.querySelector('[data-slot=badge]')).toHaveAttribute('data-tone', 'success');
    expect(summary).toHaveTextContent('Your identity is verified: you can sell.');
    expect(screen.queryByRole('button', { name: 'Go' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sell now' }));
    expect(sell).toHaveBeenCalledOnce();
  });

  it('offers no "Sell now" the host did not wire', async () => {
    await renderKit(<CustomerStatus live={false} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Verified'));
    expect(screen.queryByRole('button', { name: 'Sell now' })).toBeNull();
  });

  it("names each check's model and status in words under Details, in German too", async () => {
    const en = await renderKit(<CustomerStatus live={false} />);
    const checks = await screen.findByText('Identity check by your provider: Approved', { exact: false });
    expect(checks.closest('details')).not.toBeNull();
    en.view.unmount();
    await renderKit(<CustomerStatus live={false} />, { locale: 'de' });
    const approved = (await screen.findByText(/Identitätsprüfung durch Ihren Anbieter: Genehmigt/)).closest('[data-slot=entity-verifications]')!;
    expect(approved).not.toHaveTextContent(/Reliance|Approved/);
  });

  it('asks an unknown customer to start, with the host action', async () => {
    await renderKit(<CustomerStatus live={false} onboardingAction={<button type="button">Go</button>} />, { approved: false });
    expect(await screen.findByText('Verify your identity to start selling.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not started');
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  it('tells a final rejection from a retry-able one, with the service’s reason marked as English', async () => {
    await renderKit(<CustomerStatus live={false} onboardingAction={<button type="button">Go</button>} />, { backend: await decided('DeclinedFinal') });
    expect(await screen.findByText(/cannot be retried/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Declined');
    const reason = screen.getByText('The identity document could not be verified.');
    expect(reason).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('button', { name: 'Go' })).toBeNull();
  });

  it('says one thing about a retry-able rejection, in German too: not accepted, why, and how to try again', async () => {
    const en = await renderKit(<CustomerStatus live={false} onboardingAction={<button type="button">Go</button>} />, { backend: await decided('DeclinedRetry') });
    const summary = await screen.findByRole('status');
    await waitFor(() => expect(summary).toHaveTextContent('Not accepted'));
    expect(summary).toHaveTextContent('You can try again.');
    const root = en.view.container.querySelector('[data-slot=customer-status]')!;
    // No "Declined" beside "you can try again", no "being reviewed".
    expect(root).not.toHaveTextContent(/Declined|review(ed|ing) your details|In review/);
    expect(screen.getByText('The document photo was blurry; please upload it again.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
    en.view.unmount();
    await renderKit(<CustomerStatus live={false} />, { locale: 'de', backend: await decided('DeclinedRetry') });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nicht akzeptiert'));
    // The service's English framed by German words.
    expect(screen.getByText('Begründung der Prüfung (auf Englisch):')).toBeInTheDocument();
  });

  it('heads a request for documents as something to do, not "In review"', async () => {
    await renderKit(<CustomerStatus live={false} onboardingAction={<button type="button">Go</button>} />, { backend: await decided('ActionsRequired') });
    expect(await screen.findByText('Upload a proof of address.')).toBeInTheDocument();
    const summary = screen.getByRole('status');
    expect(summary).toHaveTextContent('Action needed');
    expect(summary).not.toHaveTextContent('In review');
    expect(screen.getByRole('heading', { name: 'What is needed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });
});

describe('CustomerStatus while in review', () => {
  it('says the review is under way', async () => {
    await renderKit(<CustomerStatus live={false} />, { backend: await decided() });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('In review'));
    expect(screen.getByText('We are reviewing your details. We will let you know.')).toBeInTheDocument();
  });

  it('follows the record live: the approval replaces the focused button and focus goes to the heading, not <body>', async () => {
    const backend = await decided('DeclinedRetry');
    await renderKit(<CustomerStatus onboardingAction={<button type="button">Go</button>} onSellRequested={() => undefined} />, { backend });
    const go = await screen.findByRole('button', { name: 'Go' });
    go.focus();
    await backend.control(`/customers/${backend.customerId}/verification`, { Outcome: 'Approved' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Verified'), { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your verification' })));
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
