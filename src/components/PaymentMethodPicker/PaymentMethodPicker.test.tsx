import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { sellOnce } from '../../../tooling/sell-fixture';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RampkitProvider } from '../../react/RampkitProvider';
import { createRampkitClient } from '../../api/client';
import type { SandboxBackend } from '../../testing/sandbox-backend';

/** The service can keep one IBAN as a new payment method per sell: repeat the customer's saved
 * method under new IDs, as such a service answers. */
function repeatingClient(backend: SandboxBackend, times: number) {
  return createRampkitClient({
    baseUrl: backend.proxyUrl,
    fetch: async (input, init) => {
      const response = await backend.fetch(input, init);
      if (!String(input instanceof Request ? input.url : input).includes('/payment-methods')) return response;
      const page = (await response.json()) as { Items: { ID: string }[] };
      const Items = page.Items.flatMap((m) => Array.from({ length: times }, (_, i) => ({ ...m, ID: `${m.ID}-${i}` })));
      return Response.json({ ...page, Items });
    },
  });
}

describe('PaymentMethodPicker', () => {
  it('offers only a new account to a customer with none', async () => {
    await renderKit(<PaymentMethodPicker defaultValue={null} />);
    expect(await screen.findByText('You have no saved accounts for this method yet.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A new account' })).toBeChecked();
  });

  it('lists saved payout methods by display shape, without the full account number, and reports the choice', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await sellOnce(backend);
    const onValueChange = vi.fn();
    const { events } = await renderKit(<PaymentMethodPicker country="DE" category="Bank" onValueChange={onValueChange} />, { backend });
    const saved = await screen.findByRole('radio', { name: /•••• 3000/ });
    expect(document.body).not.toHaveTextContent('DE89370400440532013000');
    await userEvent.click(saved);
    expect(onValueChange).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ PaymentMethodCategory: 'Bank' }));
    expect(onValueChange.mock.calls[0]![0]).toBe(onValueChange.mock.calls[0]![1].ID);
    expect(events.some((e) => e.type === 'payment-method.selected')).toBe(true);
  });

  it('starts with the first saved account chosen when asked (preselectFirst), a new one when none fits, and never overrides a choice given', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await sellOnce(backend);
    const onValueChange = vi.fn();
    const first = await renderKit(<PaymentMethodPicker country="DE" preselectFirst onValueChange={onValueChange} />, { backend });
    expect(await screen.findByRole('radio', { name: /•••• 3000/ })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ PaymentMethodCategory: 'Bank' }));
    first.view.unmount();
    const none = await renderKit(<PaymentMethodPicker country="FR" preselectFirst />, { backend });
    expect(await screen.findByRole('radio', { name: 'A new account' })).toBeChecked();
    none.view.unmount();
    await renderKit(<PaymentMethodPicker country="DE" preselectFirst defaultValue={null} />, { backend });
    await screen.findByRole('radio', { name: /•••• 3000/ });
    expect(screen.getByRole('radio', { name: 'A new account' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /•••• 3000/ })).not.toBeChecked();
  });

  it('filters out methods of other countries', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await sellOnce(backend);
    await renderKit(<PaymentMethodPicker country="FR" defaultValue={null} />, { backend });
    expect(await screen.findByText('You have no saved accounts for this method yet.')).toBeInTheDocument();
  });

  it('shows the same account once, however many times the service saved it', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await sellOnce(backend);
    const onValueChange = vi.fn();
    render(
      <RampkitProvider client={repeatingClient(backend, 5)} customerId={backend.customerId} locale="en" queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PaymentMethodPicker country="DE" onValueChange={onValueChange} />
      </RampkitProvider>,
    );
    const saved = await screen.findAllByRole('radio', { name: /•••• 3000/ });
    expect(saved).toHaveLength(1);
    await userEvent.click(saved[0]!);
    expect(onValueChange).toHaveBeenCalledWith(expect.stringMatching(/-0$/), expect.objectContaining({ ID: expect.stringMatching(/-0$/) }));
  });
});
