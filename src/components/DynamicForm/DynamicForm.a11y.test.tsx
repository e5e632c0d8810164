// DynamicForm for keyboard and screen-reader users (issue 30): focus never falls to <body> while the
// form waits, and comes back to the field the service found a problem with; each field's message
// is tied to its control and replaces its help; a message that appears is said once; required
// fields say so, in the accessibility tree and in words.
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { FieldError } from '../../api/errors';
import type { FormInput } from '../../api/sell';
import { failOnConsoleErrors } from '../../../tooling/no-console-errors';
import { seedChannels } from '../../sandbox/seed/channels';
import { DynamicForm } from './DynamicForm';

failOnConsoleErrors();
// The form's code loads once, before the tests (a first lazy load on a loaded machine outlasts findBy).
beforeAll(() => import('./RjsfForm'));

const sepa = seedChannels.find((c) => c.PaymentMethodType === 'BankSepa' && c.Country === 'DE')!.formSchema;
type Problems = Record<string, FieldError[]>;

/** A host that sends the answers, waits for the service, and shows the problems it reports. */
function SendingHost({ answer }: { answer: (sent: FormInput) => Promise<Problems> }) {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>();
  return (
    <RampkitProvider proxyUrl="/api">
      <DynamicForm
        schema={sepa}
        idPrefix="f"
        disabled={busy}
        serverErrors={problems}
        onFormSubmitted={(sent) => {
          setBusy(true);
          void answer(sent).then((found) => {
            setProblems(found);
            setBusy(false);
          });
        }}
      />
    </RampkitProvider>
  );
}

async function fillSepa() {
  await userEvent.type(await screen.findByRole('textbox', { name: /IBAN/ }), 'DE89370400440532013000');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Account holder type/ }), 'Business');
  await userEvent.type(await screen.findByRole('textbox', { name: /Business name/ }), 'Acme Trading');
}

describe('DynamicForm for keyboard and screen-reader users', () => {
  it('keeps focus where it was while it waits, then takes it to the field the service found a problem with', async () => {
    let reply!: (problems: Problems) => void;
    render(<SendingHost answer={() => new Promise((resolve) => (reply = resolve))} />);
    await fillSepa();
    const reference = screen.getByRole('textbox', { name: /Reference/ });
    const iban = screen.getByRole('textbox', { name: /IBAN/ });
    // Enter in the IBAN box sends the form: the box stays focused, read-only, while it waits.
    await userEvent.click(iban);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(iban).toHaveAttribute('readonly'));
    expect(iban).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    reply({ 'Form.Reference': [{ reason: 'SchemaValidation', description: 'The reference is already in use' }] });
    await waitFor(() => expect(reference).toHaveFocus());
    expect(reference).toHaveAccessibleDescription('The reference is already in use');
    expect(iban).not.toHaveAttribute('readonly');
  });

  it('keeps focus on the busy button it was sent with, never on <body>', async () => {
    let reply!: (problems: Problems) => void;
    render(<SendingHost answer={() => new Promise((resolve) => (reply = resolve))} />);
    await fillSepa();
    const send = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(send).toHaveFocus();
    expect(send).toBeEnabled();
    // A second press while busy sends nothing more.
    await userEvent.click(send);
    reply({ 'Form.BankDetails.IBAN': [{ reason: 'SchemaValidation', description: 'The IBAN check digits do not match' }] });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /IBAN/ })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('sends once per press, not again while busy', async () => {
    const answer = vi.fn(() => new Promise<Problems>(() => undefined));
    render(<SendingHost answer={answer} />);
    await fillSepa();
    const send = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(send);
    await userEvent.keyboard('{Enter}');
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it("ties each field's message to its control, in place of its help text", async () => {
    render(
      <RampkitProvider proxyUrl="/api">
        <DynamicForm schema={sepa} idPrefix="f" onFormSubmitted={() => undefined} />
      </RampkitProvider>,
    );
    const iban = await screen.findByRole('textbox', { name: /IBAN/ });
    expect(iban).toHaveAccessibleDescription('International Bank Account Number, 15 to 34 letters and digits');
    await userEvent.type(iban, 'DE12');
    await userEvent.tab();
    const message = 'An IBAN is 15 to 34 characters: 2 letters for the country, 2 check digits, then letters and digits';
    await waitFor(() => expect(iban).toHaveAccessibleDescription(message));
    // The help is gone while the message stands under the field; it comes back with a good answer.
    const field = iban.closest<HTMLElement>('[data-field]')!;
    expect(within(field).queryByText(/International Bank Account Number/)).toBeNull();
    expect(within(field).getByText(message)).toBeVisible();
    await userEvent.clear(iban);
    await userEvent.type(iban, 'DE89370400440532013000');
    await userEvent.tab();
    await waitFor(() => expect(within(field).getByText(/International Bank Account Number/)).toBeInTheDocument());
  });

  it('says nothing of a value it tidies as the field is left: the tidied IBAN is what is checked, and it is valid', async () => {
    render(
      <RampkitProvider proxyUrl="/api">
        <DynamicForm schema={sepa} idPrefix="f" onFormSubmitted={() => undefined} />
      </RampkitProvider>,
    );
    const status = await screen.findByRole('status');
    const iban = await screen.findByRole('textbox', { name: /IBAN/ });
    await userEvent.type(iban, 'de89 3704 0044 0532 0130 00');
    await userEvent.tab();
    await waitFor(() => expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00'));
    expect(iban).not.toHaveAttribute('aria-invalid');
    // The lower-case, spaced value as typed broke the pattern; the screen reader heard that problem though none was shown.
    expect(status).toHaveTextContent(/^$/);
  });

  it('says a message once when it appears, with the label of its field, and says a refused submit', async () => {
    render(
      <RampkitProvider proxyUrl="/api">
        <DynamicForm schema={sepa} idPrefix="f" onFormSubmitted={() => undefined} />
      </RampkitProvider>,
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^$/);
    await userEvent.type(await screen.findByRole('textbox', { name: /IBAN/ }), 'DE12');
    await userEvent.tab();
    await waitFor(() => expect(status).toHaveTextContent('IBAN: An IBAN is 15 to 34 characters'));
    const said = status.textContent;
    // Leaving a field without a problem (the BIC) says nothing more.
    await userEvent.tab();
    expect(status.textContent).toBe(said);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(status).toHaveTextContent('Some answers need a change: see the messages under the fields.'));
    // The first field with a problem, in the form's order.
    expect(screen.getByRole('textbox', { name: /IBAN/ })).toHaveFocus();
  });

  it('marks required fields in the accessibility tree and in words, optional ones by "(optional)"', async () => {
    render(
      <RampkitProvider proxyUrl="/api" locale="de">
        <DynamicForm schema={sepa} idPrefix="f" onFormSubmitted={() => undefined} />
      </RampkitProvider>,
    );
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    expect(iban).toBeRequired();
    expect(iban).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('combobox', { name: 'Art des Kontoinhabers' })).toBeRequired();
    const bic = screen.getByRole('textbox', { name: 'BIC (optional)' });
    expect(bic).not.toBeRequired();
    expect(screen.getByText('Alle Felder sind Pflichtfelder, außer denen mit „(optional)“.')).toBeVisible();
    // No asterisks anywhere.
    expect(document.querySelector('[data-slot=dynamic-form]')!.textContent).not.toContain('*');
  });
});
