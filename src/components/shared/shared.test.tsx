import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import { apiErrorFromResponse } from '../../api/errors';
import { ErrorPanel } from './ErrorPanel';
import { CopyField } from './CopyField';
import { Amount } from './Amount';
import { Skeleton } from './Skeleton';

const wrap = (ui: React.ReactNode, locale: 'en' | 'fr' = 'en') => render(<RampkitProvider proxyUrl="/api" locale={locale}>{ui}</RampkitProvider>);
const error = (status: number, body: Record<string, unknown>) => apiErrorFromResponse(status, { Action: 'PrepareSell', Detail: 'x', Instance: 'inst-1', ...body });

describe('ErrorPanel', () => {
  it('is an empty live region until there is an error', () => {
    const { container } = wrap(<ErrorPanel error={null} />);
    const region = container.querySelector('[data-slot=error-panel]');
    expect(region).toHaveAttribute('aria-live', 'assertive');
    expect(region).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('lists field problems with links to their fields, and the next action', () => {
    wrap(<ErrorPanel error={error(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'Form.BankDetails.IBAN', Reason: 'SchemaValidation', Description: 'Enter the IBAN without spaces' }] } })} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Some details are not valid.');
    expect(screen.getByRole('link', { name: 'Form.BankDetails.IBAN' })).toHaveAttribute('href', '#rk-field-Form-BankDetails-IBAN');
    expect(alert).toHaveTextContent('Enter the IBAN without spaces');
    expect(alert).toHaveTextContent('Correct the highlighted fields and submit again.');
    expect(alert).toHaveTextContent('Reference: inst-1');
  });
  it('explains deny reasons and points to onboarding', () => {
    wrap(<ErrorPanel error={error(403, { Type: 'Forbidden', DenyExtension: [{ Reason: 'VerificationRequired', Principal: { Type: 'Customer' } }] })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Identity verification is needed first.');
    expect(screen.getByRole('alert')).toHaveTextContent('Continue your identity verification to go on.');
  });
  it('offers a retry only for retryable errors', async () => {
    const onRetry = vi.fn();
    const { rerender } = wrap(<ErrorPanel error={error(409, { Type: 'Conflict' })} onRetryRequested={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<RampkitProvider proxyUrl="/api"><ErrorPanel error={error(409, { Type: 'Duplicate' })} onRetryRequested={onRetry} /></RampkitProvider>);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
  it('speaks the locale, with host overrides', async () => {
    render(
      <RampkitProvider proxyUrl="/api" locale="fr" messages={{ 'error.type.Conflict': 'Occupé !' }}>
        <ErrorPanel error={error(402, { Type: 'InsufficientBalance' })} />
        <ErrorPanel error={error(409, { Type: 'Conflict' })} />
      </RampkitProvider>,
    );
    expect(await screen.findByText('Le solde est insuffisant pour ce montant.')).toBeInTheDocument();
    expect(screen.getByText('Occupé !')).toBeInTheDocument();
  });
});

describe('CopyField', () => {
  it('copies the value and announces it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    wrap(<CopyField label="Account number" value="DE89370400440532013000" />);
    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenCalledWith('DE89370400440532013000');
    expect(screen.getByRole('status')).toHaveTextContent('Account number copied');
  });
  it('says so, and selects the value for a manual copy, when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    wrap(<CopyField label="Reference" value="RKNNRZAWLZ" />);
    await user.click(screen.getByRole('button', { name: 'Copy Reference' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy Reference');
    expect(window.getSelection()?.toString()).toContain('RKNNRZAWLZ');
  });
});

describe('Amount and Skeleton', () => {
  it('formats decimal strings exactly, crypto with its code', () => {
    wrap(
      <>
        <Amount value="0.00012345" currency="BTC_TEST" />
        <Amount value="98765432109876543.21" currency="USD" />
      </>,
    );
    expect(screen.getByText('0.00012345 BTC_TEST')).toBeInTheDocument();
    expect(screen.getByText('$98,765,432,109,876,543.21')).toBeInTheDocument();
  });
  it('shows real crypto codes with their own decimals, not rounded like fiat', () => {
    wrap(
      <>
        <Amount value="0.0016129" currency="BTC" />
        <Amount value="0.0123" currency="ETH" />
      </>,
      'fr',
    );
    expect(screen.getByText('0,0016129 BTC')).toHaveAttribute('data-currency', 'BTC');
    expect(screen.getByText('0,0123 ETH')).toBeInTheDocument();
  });
  it('hides skeletons from assistive technology', () => {
    const { container } = wrap(<Skeleton width="4rem" />);
    expect(container.querySelector('[data-slot=skeleton]')).toHaveAttribute('aria-hidden', 'true');
  });
});
