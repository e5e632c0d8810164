import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import { apiErrorFromResponse } from '../../api/errors';
import { ErrorPanel } from './ErrorPanel';
import { CopyField } from './CopyField';
import { Amount } from './Amount';
import { Skeleton } from './Skeleton';

const wrap = (ui: React.ReactNode, locale: 'en' | 'fr' | 'de' = 'en') => render(<RampkitProvider proxyUrl="/api" locale={locale}>{ui}</RampkitProvider>);
const error = (status: number, body: Record<string, unknown>) => apiErrorFromResponse(status, { Action: 'PrepareSell', Detail: 'x', Instance: 'inst-1', ...body });

describe('ErrorPanel', () => {
  it('takes no space and says nothing until there is an error', () => {
    const { container } = wrap(<ErrorPanel error={null} />);
    const panel = container.querySelector('[data-slot=error-panel]');
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(panel).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('names a field problem by the label of its control and links to it, keeping the reference out of the alert', () => {
    wrap(
      <>
        <label htmlFor="rk-field-Form-BankDetails-IBAN">
          IBAN <span data-slot="optional">(optional)</span>
        </label>
        <input id="rk-field-Form-BankDetails-IBAN" />
        <ErrorPanel error={error(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'Form.BankDetails.IBAN', Reason: 'SchemaValidation', Description: 'Enter the IBAN without spaces' }] } })} />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Some details are not valid.');
    expect(screen.getByRole('link', { name: 'IBAN' })).toHaveAttribute('href', '#rk-field-Form-BankDetails-IBAN');
    expect(alert).toHaveTextContent('Enter the IBAN without spaces');
    expect(alert).toHaveTextContent('Correct the highlighted fields and submit again.');
    // The API path is never shown, and the request's reference is not read aloud with the alert.
    expect(alert).not.toHaveTextContent('Form.BankDetails.IBAN');
    expect(alert).not.toHaveTextContent('inst-1');
    const details = screen.getByText('Details').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('Reference: inst-1');
  });
  it('shows a problem of a field with no control on the page without a dead link, in a sentence of its own', () => {
    wrap(<ErrorPanel error={error(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'FormSessionID', Reason: 'IntegrityValidation', Description: 'Session does not match' }] } })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Something changed since you started: please start again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('FormSessionID');
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
  it('does not call a Conflict answered to every attempt a busy service: the request must change (ADR 0179)', () => {
    const repeated = error(409, { Type: 'Conflict', Detail: 'The request conflicts with the current state' }).asRepeatedConflict();
    const { container } = wrap(<ErrorPanel error={repeated} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The service did not accept this request as it stands.');
    expect(alert).toHaveTextContent('Start a new request.');
    expect(alert).not.toHaveTextContent('busy');
    expect(container.querySelector('[data-slot=notice]')).toHaveAttribute('data-tone', 'danger');
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
  it('copies the value, shows "Copied ✓" on the button and says it once, by the button’s name', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    wrap(<CopyField label="Account number" value="DE89370400440532013000" />);
    const button = screen.getByRole('button', { name: 'Copy Account number' });
    expect(button.querySelector('[data-shown]')).toHaveTextContent('Copy');
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith('DE89370400440532013000');
    // Seen on the button and named as it reads (WCAG 2.5.3); heard once: the status, which said it
    // too and was heard after the focused button's new name, stays quiet.
    expect(button.querySelector('[data-shown]')).toHaveTextContent('Copied ✓');
    expect(button).toHaveAccessibleName('Account number copied');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
  it("ties a hint about the value to the Copy button, where a screen reader lands, not to the row", () => {
    wrap(
      <>
        <CopyField label="Reference" value="RKNNRZAWLZ" hintId="hint" />
        <p id="hint">Always include this reference.</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Copy Reference' });
    expect(button).toHaveAccessibleDescription('Always include this reference.');
    expect(document.querySelector('[data-slot=copy-field]')).not.toHaveAttribute('aria-describedby');
  });
  it('shows an IBAN in groups of four, copying it without spaces', () => {
    wrap(<CopyField label="IBAN" value="DE89370400440532013000" />);
    const groups = [...document.querySelectorAll('[data-slot=value] span:not(:has(span))')].map((g) => g.textContent);
    expect(groups).toEqual(['DE89', '3704', '0044', '0532', '0130', '00']);
    // The short last group wraps with the one before it, never alone on a line.
    expect(document.querySelector('[data-slot=value] > [data-slot=tail]')).toHaveTextContent('013000');
    expect(document.querySelector('[data-slot=value]')?.textContent).toBe('DE89370400440532013000');
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
  it('formats decimal strings exactly, crypto by its name, not its code', () => {
    wrap(
      <>
        <Amount value="0.00012345" currency="BTC_TEST" />
        <Amount value="98765432109876543.21" currency="USD" />
      </>,
    );
    const btc = document.querySelector('[data-currency=BTC_TEST]')!;
    expect(btc).toHaveTextContent('0.00012345 Bitcoin (test network)');
    expect(btc).not.toHaveTextContent('BTC_TEST');
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
    expect(document.querySelector('[data-currency=BTC]')).toHaveTextContent('0,0016129 Bitcoin');
    expect(document.querySelector('[data-currency=ETH]')).toHaveTextContent('0,0123 Ether');
  });
  it('names crypto by its code, or not at all where the place names it', async () => {
    wrap(
      <>
        <Amount value="1.5" currency="ETH_TEST_SEPOLIA" currencyDisplay="code" data-testid="code" />
        <Amount value="2500.25" currency="BTC_TEST" currencyDisplay="none" data-testid="none" />
      </>,
      'de',
    );
    expect(await screen.findByTestId('code')).toHaveTextContent(/^1,5 ETH_TEST_SEPOLIA$/);
    expect(screen.getByTestId('none').textContent).toBe('2.500,25');
    expect(screen.getByTestId('none')).toHaveAttribute('data-currency', 'BTC_TEST');
  });
  it('hides skeletons from assistive technology', () => {
    const { container } = wrap(<Skeleton width="4rem" />);
    expect(container.querySelector('[data-slot=skeleton]')).toHaveAttribute('aria-hidden', 'true');
  });
});
