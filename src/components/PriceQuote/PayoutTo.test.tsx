import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderKit } from '../../../tooling/render-kit';
import { PayoutTo } from './PayoutTo';

describe('PayoutTo', () => {
  it('names the payout method as the catalogue does, not as its code split into words', async () => {
    const en = await renderKit(<p data-testid="payout"><PayoutTo payout={{ methodType: 'BankSepa', account: '•••• 3000', holder: 'Ana Silva' }} /></p>);
    expect(await screen.findByTestId('payout')).toHaveTextContent('SEPA bank transfer •••• 3000 · Ana Silva');
    en.view.unmount();
    await renderKit(<p data-testid="payout"><PayoutTo payout={{ methodType: 'BankAch', account: '•••• 6789' }} /></p>, { locale: 'de' });
    const de = await screen.findByTestId('payout');
    expect(de).toHaveTextContent('ACH-Überweisung •••• 6789');
    expect(de).not.toHaveTextContent('Bank Ach');
  });
  it('holds the "·" to the part before the holder, so a wrapped row never starts with it, and reads the holder without it', async () => {
    await renderKit(<p data-testid="payout"><PayoutTo payout={{ methodType: 'BankSepa', account: '•••• 3000', holder: 'Ana Silva' }} /></p>);
    const payout = await screen.findByTestId('payout');
    const separator = payout.querySelector('[data-slot=separator]')!;
    // No break opportunity before a no-break space: the dot stays at the end of the first line.
    expect(separator.textContent).toBe('\u00a0·');
    expect(separator).toHaveAttribute('aria-hidden', 'true');
    expect(payout.querySelector('[data-slot=holder]')!.textContent).toBe('Ana Silva');
  });
});
