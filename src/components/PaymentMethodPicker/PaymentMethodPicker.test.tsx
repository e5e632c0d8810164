import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInMemoryBackend } from '../../../tooling/in-memory-backend';
import { renderKit } from '../../../tooling/render-kit';
import { sellOnce } from '../../../tooling/sell-fixture';
import { PaymentMethodPicker } from './PaymentMethodPicker';

describe('PaymentMethodPicker', () => {
  it('offers only a new account to a customer with none', async () => {
    await renderKit(<PaymentMethodPicker defaultValue={null} />);
    expect(await screen.findByText('You have no saved accounts for this method yet.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A new account' })).toBeChecked();
  });

  it('lists saved payout methods by display shape, without the full account number, and reports the choice', async () => {
    const backend = await createInMemoryBackend();
    await backend.createApprovedCustomer();
    await sellOnce(backend);
    const onValueChange = vi.fn();
    const { events } = await renderKit(<PaymentMethodPicker country="DE" category="Bank" onValueChange={onValueChange} />, { backend });
    const saved = await screen.findByRole('radio', { name: /•••• 3000/ });
    expect(document.body).not.toHaveTextContent('DE89370400440532013000');
    await userEvent.click(saved);
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ PaymentMethodCategory: 'Bank' }));
    expect(events.some((e) => e.type === 'payment-method.selected')).toBe(true);
  });

  it('filters out methods of other countries', async () => {
    const backend = await createInMemoryBackend();
    await backend.createApprovedCustomer();
    await sellOnce(backend);
    await renderKit(<PaymentMethodPicker country="FR" defaultValue={null} />, { backend });
    expect(await screen.findByText('You have no saved accounts for this method yet.')).toBeInTheDocument();
  });
});
