// The sale's progress (issue 26): one line saying where the customer is and a segmented bar whose
// done segments go back, in the customer's language.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../tooling/render-kit';
import { StepProgress } from './StepProgress';

describe('StepProgress', () => {
  it('says "Step 2 of 5 · Payout method" and marks the segments done, current and to come', async () => {
    await renderKit(<StepProgress steps={['amount', 'channel', 'payment-method', 'form', 'quote']} current="channel" navigable={[]} onGoTo={() => undefined} />);
    expect(document.querySelector('[data-slot=step-position]')).toHaveTextContent('Step 2 of 5 · Payout method');
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((li) => li.dataset.state)).toEqual(['done', 'current', 'upcoming', 'upcoming', 'upcoming']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('makes the navigable steps buttons named by their step, that it is done and that they go back there', async () => {
    const onGoTo = vi.fn();
    await renderKit(<StepProgress steps={['amount', 'channel', 'payment-method', 'form', 'quote']} current="form" navigable={['amount', 'channel']} onGoTo={onGoTo} />);
    const buttons = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Amount: done, go back', 'Payout method: done, go back']);
    expect(screen.getByRole('button', { name: 'Amount: done, go back' })).toBe(buttons[0]);
    expect(buttons.every((b) => b.dataset.slot === 'step-link')).toBe(true);
    await userEvent.click(buttons[1]!);
    expect(onGoTo).toHaveBeenCalledWith('channel');
  });

  it('names a step it goes back to as done, and marks the current one', async () => {
    await renderKit(<StepProgress steps={['amount', 'channel', 'payment-method', 'form', 'quote']} current="payment-method" navigable={['channel']} onGoTo={() => undefined} />);
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(['Amount', 'Payout method: done, go back', 'Account', 'Details', 'Quote']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('says the segments in German', async () => {
    await renderKit(<StepProgress steps={['amount', 'channel', 'form', 'quote']} current="form" navigable={['amount']} onGoTo={() => undefined} />, { locale: 'de' });
    const list = await screen.findByRole('list', { name: 'Fortschritt' });
    expect(within(list).getByRole('button', { name: 'Betrag: erledigt, zurückgehen' })).toHaveAttribute('data-slot', 'step-link');
  });


  it('says it in German', async () => {
    await renderKit(<StepProgress steps={['amount', 'channel', 'form', 'quote']} current="quote" navigable={[]} onGoTo={() => undefined} />, { locale: 'de' });
    // The German catalogue loads first.
    expect(await screen.findByText('Schritt 4 von 4', { exact: false })).toHaveTextContent('Schritt 4 von 4 · Angebot');
  });
});
