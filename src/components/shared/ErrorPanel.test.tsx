// What the error panel says of an IntegrityValidation (the spec's "cross-field or state conflict"):
// what is wrong and what to do by the problem's field and the request, never "start again" for a
// refusal that is no change since the customer started (ADR 0196). The bodies are the sandbox's
// own answers (src/sandbox/handlers/workflows.ts, sell.ts), field, reason and words as it sends them.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RampkitProvider } from '../../react/RampkitProvider';
import { apiErrorFromResponse, type ApiError } from '../../api/errors';
import { ErrorPanel } from './ErrorPanel';

const refusal = (Action: string, Field: string, Description: string) =>
  apiErrorFromResponse(400, { Type: 'InvalidMessage', Action, Detail: `${Field}: ${Description}`, Instance: 'inst-1', RequestExtension: { Body: [{ Field, Reason: 'IntegrityValidation', Description }] } });

/** A simulated bank transfer the fee would eat whole (the sandbox's answer to 1 USD). */
const belowFee = refusal('SimulateFiatDeposit', 'FiatAmount', 'a transfer of 1 USD does not cover the fee of 1 USD: nothing would be bought');

/** The amount field as the demo's Deposits page has it beside the panel. */
function WithAmountField({ locale = 'en', label }: { locale?: 'en' | 'de'; label: string }) {
  return (
    <RampkitProvider proxyUrl="/api" locale={locale}>
      <label htmlFor="amount">{label}</label>
      <input id="amount" defaultValue="1" />
      <ErrorPanel error={belowFee} fieldId={(field) => (field === 'FiatAmount' ? 'amount' : undefined)} />
    </RampkitProvider>
  );
}

/** The panel alone, a field named by the host's label when one is given (as DepositRule and SellFlow name theirs). */
const show = (error: ApiError, named?: { field: string; label: string }) =>
  render(
    <RampkitProvider proxyUrl="/api">
      <ErrorPanel error={error} fieldLabel={(field) => (field === named?.field ? named.label : undefined)} />
    </RampkitProvider>,
  );

describe('ErrorPanel on an IntegrityValidation', () => {
  it('says an amount the fees eat whole is too small, and to enter a larger one', () => {
    render(<WithAmountField label="Amount (USD)" />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('link', { name: 'Amount (USD)' })).toHaveAttribute('href', '#amount');
    expect(alert).toHaveTextContent('Amount (USD): The amount does not cover the fees: enter a larger amount.');
    expect(alert).not.toHaveTextContent(/no longer matches|start again/i);
  });

  it('says it in the customer\'s language', async () => {
    render(<WithAmountField locale="de" label="Betrag (USD)" />);
    expect(await screen.findByText('Der Betrag deckt die Gebühren nicht: Geben Sie einen höheren Betrag ein.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(/passt nicht mehr|neu beginnen/);
  });

  it('says a deposit rule that ended before it began does not fit the request, not that something changed', () => {
    const past = refusal('CreateOnchainDepositRule', 'Trigger.Expiry', 'is already past (it is 2026-11-29T11:34:43.410Z now): a rule that has ended matches no deposit');
    show(past, { field: 'Trigger.Expiry', label: 'Ends' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ends: This does not fit with your other details.');
    expect(alert).not.toHaveTextContent(/no longer matches|start again/i);
  });

  it('says a problem of a field with no name on the page in a sentence of its own, without claiming a change', () => {
    const metadata = refusal('CreateCustomer', 'Metadata', 'the customer would have 51 Metadata pairs, more than 50: send fewer new keys');
    show(metadata);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('A detail does not fit with the rest of your request.');
    expect(alert).not.toHaveTextContent(/changed since you started|start again/i);
  });

  it('says an id that names nothing of the customer\'s is not found, neither a change nor details that do not fit (the proxy\'s "not yours")', () => {
    const notFound = apiErrorFromResponse(404, { Type: 'ResourceNotFound', Action: 'GetTransaction', Detail: 'No such transaction.', Instance: 'inst-1', RequestExtension: { Body: [{ Field: 'TransactionID', Reason: 'IntegrityValidation', Description: 'There is no transaction with this id.' }] } });
    show(notFound);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No record of yours has this identifier.');
    expect(alert).not.toHaveTextContent(/start again|does not fit/i);
  });

  it('keeps "start again" for what did change since the start: a sell checked against the price it was prepared with', () => {
    const quoted = refusal('Sell', 'FiatAmount', 'the quote of this form session pays out 100 EUR: send that FiatAmount or none');
    show(quoted, { field: 'FiatAmount', label: 'You receive (EUR)' });
    expect(screen.getByRole('alert')).toHaveTextContent('You receive (EUR): Something changed since you started: please start again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('enter a larger amount');
  });
});

// A SchemaValidation on a sell's amount: the amount step checks its format before it is sent (digits,
// decimals), so the service refuses it for its limits (src/sandbox/handlers/sell.ts).
const schemaRefusal = (Action: string, Field: string, Description: string) =>
  apiErrorFromResponse(400, { Type: 'InvalidMessage', Action, Detail: `${Field}: ${Description}`, Instance: 'inst-1', RequestExtension: { Body: [{ Field, Reason: 'SchemaValidation', Description }] } });
const belowMin = schemaRefusal('PrepareSell', 'FiatAmount', 'this channel pays out at least 10 EUR (this amount is 5 EUR)');

describe('ErrorPanel on a SchemaValidation of an amount', () => {
  it('says a sell amount outside the limits is outside them, not a format problem, with the service\'s words after', () => {
    show(belowMin, { field: 'FiatAmount', label: 'Amount in EUR' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Amount in EUR: The amount is outside what is accepted here: check the limits. this channel pays out at least 10 EUR (this amount is 5 EUR)');
    expect(alert.querySelector('[lang=en]')).toHaveTextContent('this channel pays out at least 10 EUR (this amount is 5 EUR)');
    expect(alert).not.toHaveTextContent(/format/i);
  });

  it('says it of a crypto amount too, and in a sentence of its own where the field has no name on the page', () => {
    show(schemaRefusal('PrepareSell', 'CryptoAmount', 'this channel pays out at most 5000 EUR (this amount is 6200 EUR)'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The amount is outside what is accepted here: check the limits. this channel pays out at most 5000 EUR');
    expect(alert).not.toHaveTextContent(/format/i);
  });

  it('says it of a full-liquidation sell below the channel\'s minimum, refused on the crypto it authorized (the sandbox\'s answer)', () => {
    show(schemaRefusal('Sell', 'CryptoAuthorizedAmount', 'this channel pays out at least 10 EUR (this sell would pay out 4.20 EUR)'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The amount is outside what is accepted here: check the limits.');
    expect(alert).not.toHaveTextContent(/format/i);
  });

  it('says it in the customer\'s language', async () => {
    render(
      <RampkitProvider proxyUrl="/api" locale="de">
        <ErrorPanel error={belowMin} fieldLabel={(field) => (field === 'FiatAmount' ? 'Betrag in EUR' : undefined)} />
      </RampkitProvider>,
    );
    expect(await screen.findByText('Dieser Betrag wird hier nicht angenommen: Prüfen Sie die Betragsgrenzen.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Format/);
  });

  it('keeps the format sentence where no amount step checked the format first (a simulated transfer with too many decimals)', () => {
    show(schemaRefusal('SimulateFiatDeposit', 'FiatAmount', 'USD amounts have at most 2 decimals'), { field: 'FiatAmount', label: 'Amount (USD)' });
    expect(screen.getByRole('alert')).toHaveTextContent('Amount (USD): Check the format of this value. USD amounts have at most 2 decimals');
  });
});

describe('ErrorPanel beside a field that says its problem itself', () => {
  const ibanRefusal = apiErrorFromResponse(400, {
    Type: 'InvalidMessage', Action: 'PrepareSell', Detail: 'Form.BankDetails.IBAN: check digits', Instance: 'inst-2',
    RequestExtension: { Body: [{ Field: 'Form.BankDetails.IBAN', Reason: 'SchemaValidation', Description: 'The IBAN check digits do not match: check the number for typos' }] },
  });
  const withIban = (invalid: boolean, locale: 'en' | 'de' = 'en') =>
    render(
      <RampkitProvider proxyUrl="/api" locale={locale}>
        <label htmlFor="iban">IBAN</label>
        <input id="iban" aria-invalid={invalid || undefined} aria-describedby="iban-error" defaultValue="DE89370400440532013001" />
        {invalid ? <p id="iban-error" data-slot="field-error">Die Prüfziffern der IBAN stimmen nicht: Prüfen Sie die Nummer auf Tippfehler.</p> : null}
        <ErrorPanel error={ibanRefusal} fieldId={(field) => (field === 'Form.BankDetails.IBAN' ? 'iban' : undefined)} />
      </RampkitProvider>,
    );

  it('links to the field and leaves the service\'s English sentence to the field, which says it in the customer\'s language', async () => {
    withIban(true, 'de');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('IBAN: Bitte prüfen Sie das Format dieses Werts.');
    expect(alert).not.toHaveTextContent('check digits');
    expect(alert.querySelector('[lang=en]')).toBeNull();
  });

  it('keeps the service\'s sentence when the field does not show a problem of its own', async () => {
    withIban(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('IBAN: Check the format of this value. The IBAN check digits do not match');
  });
});
