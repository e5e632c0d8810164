// The service's form in the customer's language (issue 27): what the schema says is shown in the
// locale by the form vocabulary, the host's own words win, what neither knows is shown in English,
// marked so and reported once; an address line the spec keeps to ASCII is sent in ASCII with a
// preview, and a date is typed in the locale's order and sent as the ISO date.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider, type FormMessagesByLocale } from '../../react/RampkitProvider';
import type { FormSchema } from '../../api/channels';
import type { Locale } from '../../i18n';
import type { RampkitEvent } from '../../core/events';
import { failOnConsoleErrors } from '../../../tooling/no-console-errors';
import { seedChannels } from '../../sandbox/seed/channels';
import { DynamicForm } from './DynamicForm';

failOnConsoleErrors();

const sepa = seedChannels.find((c) => c.PaymentMethodType === 'BankSepa' && c.Country === 'DE')!.formSchema;
const pixDocument = seedChannels.find((c) => c.PaymentMethodType === 'IdentifierPix')!.nextSteps[0]!.Schema;

const address: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  title: 'Recipient address',
  required: ['Street'],
  properties: {
    Street: { type: 'string', title: 'Street and number', minLength: 2, pattern: '^[\\x20-\\x7E]*$' },
    Purpose: { type: 'string', title: 'Purpose of the payment', enum: ['Salary', 'Refund'] },
    Motto: { type: 'string', title: 'Your favourite motto', description: 'Said nowhere else' },
  },
};

function wrap(schema: FormSchema, { locale = 'de', onEvent, formMessages, onSubmit = vi.fn(), serverErrors }: { locale?: Locale; onEvent?: (e: RampkitEvent) => void; formMessages?: FormMessagesByLocale; onSubmit?: (a: unknown) => void; serverErrors?: Record<string, { reason: 'SchemaValidation'; description: string }[]> } = {}) {
  return render(
    <RampkitProvider proxyUrl="/api" locale={locale} onEvent={onEvent} formMessages={formMessages}>
      <DynamicForm schema={schema} idPrefix="f" onFormSubmitted={onSubmit} serverErrors={serverErrors} />
    </RampkitProvider>,
  );
}

describe('DynamicForm in the customer\'s language', () => {
  it('shows a SEPA form\'s titles, descriptions and choices in German, with no English left', async () => {
    const onEvent = vi.fn();
    wrap(sepa, { onEvent });
    expect(await screen.findByRole('heading', { name: 'SEPA-Bankkonto' })).toBeInTheDocument();
    expect(screen.getByText('Das Euro-Bankkonto auf Ihren Namen, auf das die Auszahlung per SEPA-Überweisung geht.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Bankverbindung' })).toBeInTheDocument();
    const type = screen.getByRole('combobox', { name: /Art des Kontoinhabers/ });
    expect([...(type as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Bitte wählen…', 'Privatperson', 'Unternehmen']);
    expect(screen.getByRole('textbox', { name: /IBAN/ })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-slot=dynamic-form] [lang=en]')).toHaveLength(0);
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'i18n.missing')).toEqual([]);
  });

  it('says the schema\'s own messages and the validators\' in the locale', async () => {
    wrap(sepa, { locale: 'fr' });
    const iban = await screen.findByRole('textbox', { name: /IBAN/ });
    await userEvent.type(iban, 'XX');
    await userEvent.tab();
    expect(await within(document.getElementById('f-BankDetails-IBAN__error')!).findByText(/^Un IBAN comporte 15 à 34 caractères/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await within(document.getElementById('f-AccountHolder-AccountHolderType__error')!).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
  });

  it('turns a plain enum into choices in the locale, and answers with the schema\'s own values', async () => {
    const onSubmit = vi.fn();
    wrap(address, { locale: 'es', onSubmit });
    const purpose = await screen.findByRole('combobox', { name: /Motivo del pago/ });
    await userEvent.selectOptions(purpose, within(purpose).getByRole('option', { name: 'Reembolso' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Calle y número/ }), 'Gran Vía 1');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ Street: 'Gran Via 1', Purpose: 'Refund' }));
  });

  it('shows what it cannot say in English, marked lang="en", and reports each text once', async () => {
    const onEvent = vi.fn();
    // The problem on Street, whose help text it replaces: Motto's help stays in view.
    const view = wrap(address, { onEvent, serverErrors: { 'Form.Street': [{ reason: 'SchemaValidation', description: 'Mottos must rhyme' }] } });
    const label = await screen.findByText('Your favourite motto');
    expect(label.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Said nowhere else')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Mottos must rhyme')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Straße und Hausnummer').closest('[lang=en]')).toBeNull();
    await waitFor(() => expect(onEvent.mock.calls.filter(([e]) => e.type === 'i18n.missing').map(([e]) => e)).toEqual([
      { type: 'i18n.missing', text: 'Your favourite motto', locale: 'de', source: 'form' },
      { type: 'i18n.missing', text: 'Said nowhere else', locale: 'de', source: 'form' },
      { type: 'i18n.missing', text: 'Mottos must rhyme', locale: 'de', source: 'form' },
    ]));
    // Typing re-renders the form, and a second form shows the same texts: nothing is reported again.
    await userEvent.type(screen.getByRole('textbox', { name: /Straße/ }), 'Hauptstr. 1');
    view.rerender(
      <RampkitProvider proxyUrl="/api" locale="de" onEvent={onEvent}>
        <DynamicForm schema={address} idPrefix="g" />
      </RampkitProvider>,
    );
    expect(await screen.findByText('Your favourite motto')).toBeInTheDocument();
    expect(document.getElementById('g-Street')).not.toBeNull();
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'i18n.missing')).toHaveLength(3);
  });

  it('takes the host\'s words over the vocabulary\'s, per locale', async () => {
    const onEvent = vi.fn();
    wrap(address, { onEvent, formMessages: { de: { 'purpose of the payment': 'Verwendung', 'Your favourite motto': 'Ihr Lieblingsspruch', 'Said nowhere else': 'Nur hier' }, fr: { 'Purpose of the payment': 'Objet' } } });
    expect(await screen.findByRole('combobox', { name: /^Verwendung/ })).toBeInTheDocument();
    expect(screen.getByText('Ihr Lieblingsspruch').closest('[lang=en]')).toBeNull();
    expect(document.querySelectorAll('[data-slot=dynamic-form] [lang=en]')).toHaveLength(0);
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'i18n.missing')).toEqual([]);
  });
});

describe('DynamicForm: an address line the spec keeps to printable ASCII', () => {
  it('keeps what the customer typed, says what will be sent, and sends it in ASCII', async () => {
    const onSubmit = vi.fn();
    wrap(address, { onSubmit });
    const street = await screen.findByRole('textbox', { name: /Straße und Hausnummer/ });
    await userEvent.type(street, 'Hauptstraße 5, München');
    await userEvent.tab();
    expect(street).toHaveValue('Hauptstraße 5, München');
    const preview = screen.getByText('Wird gesendet als: Hauptstrasse 5, Muenchen');
    expect(preview).toHaveAttribute('data-slot', 'ascii-preview');
    expect(street.getAttribute('aria-describedby')).toContain(preview.id);
    expect(document.getElementById('f-Street__error')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ Street: 'Hauptstrasse 5, Muenchen' }));
  });

  it('shows no preview for what is ASCII already', async () => {
    wrap(address);
    const street = await screen.findByRole('textbox', { name: /Straße und Hausnummer/ });
    await userEvent.type(street, 'Hauptstr. 5');
    expect(document.querySelector('[data-slot=ascii-preview]')).toBeNull();
  });

  it('names the characters it cannot send, in the locale, instead of the pattern', async () => {
    const onSubmit = vi.fn();
    wrap(address, { onSubmit });
    const street = await screen.findByRole('textbox', { name: /Straße und Hausnummer/ });
    await userEvent.type(street, '北京路 5');
    await userEvent.tab();
    expect(await within(document.getElementById('f-Street__error')!).findByText('Diese Zeichen können nicht gesendet werden: 北 京 路. Bitte schreiben Sie sie in lateinischen Buchstaben.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('DynamicForm: a date in the customer\'s order', () => {
  it('reads 28.2.1990 in German, says it back in words, and sends the ISO date', async () => {
    const onSubmit = vi.fn();
    wrap(pixDocument, { onSubmit });
    const date = await screen.findByRole('textbox', { name: /Geburtsdatum/ });
    expect(date).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await userEvent.type(date, '28.2.1990');
    await userEvent.tab();
    expect(screen.getByText('Wir verstehen das als 28. Februar 1990.')).toBeInTheDocument();
    expect(date).toHaveValue('28.2.1990');
    await userEvent.type(screen.getByRole('textbox', { name: /CPF des Inhabers/ }), '12345678909');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ HolderTaxID: '12345678909', HolderBirthDate: '1990-02-28' }));
  });

  it.each([
    ['de', '30.02.1990', 'Dieses Datum gibt es nicht: Prüfen Sie Tag und Monat.'],
    ['de', '30.2.90', 'Geben Sie das Datum als TT.MM.JJJJ ein, zum Beispiel 28.02.1990.'],
    ['en', '28/02/1990', 'Enter the date as YYYY-MM-DD, for example 1990-02-28.'],
    ['it', '31/04/1990', 'Questa data non esiste: controlla il giorno e il mese.'],
  ] as const)('%s: refuses %s with a message in the locale', async (locale, typed, message) => {
    const onSubmit = vi.fn();
    wrap(pixDocument, { locale, onSubmit });
    const date = await screen.findByRole('textbox', { name: /HolderBirthDate|Geburtsdatum|Date of birth|Data di nascita/ });
    await userEvent.type(date, typed);
    await userEvent.tab();
    expect(await within(document.getElementById('f-HolderBirthDate__error')!).findByText(message)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
  });
});
