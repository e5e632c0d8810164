// CustomerPrefill for a German customer (issue 27), against the real sandbox: an address typed with
// ß and ü is sent in the printable ASCII the spec asks for, after the customer saw how; a date is
// typed in the German order and sent as the ISO date; the contract's messages are said in German.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../tooling/render-kit';
import type { SandboxBackend } from '../../testing/sandbox-backend';
import { CustomerPrefill } from './CustomerPrefill';

const pick = (select: HTMLElement, label: string) => userEvent.selectOptions(select, within(select).getByRole('option', { name: label }));

/** The prefill bodies the sandbox receives (the real sandbox's fetch, observed). */
function prefillBodies(backend: SandboxBackend): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  const upstream = backend.sandbox.fetch;
  backend.sandbox.fetch = async (request) => {
    if (new URL(request.url).pathname.endsWith('/prefill')) bodies.push((await request.clone().json()) as Record<string, unknown>);
    return upstream(request);
  };
  return bodies;
}

describe('CustomerPrefill in German', () => {
  beforeAll(async () => {
    await Promise.all([import('./CustomerPrefillForm'), import('../DynamicForm/RjsfForm'), import('../../i18n/form-vocabulary/form-de')]);
  });

  it('sends "Hauptstraße 5, München" as "Hauptstrasse 5, Muenchen", shown before sending, and the record holds it', async () => {
    const { backend } = await renderKit(<CustomerPrefill />, { approved: false, locale: 'de' });
    const home = await screen.findByRole('group', { name: 'Wohnadresse (optional)' });
    const street = within(home).getByRole('textbox', { name: /Straße und Hausnummer/ });
    await userEvent.type(street, 'Hauptstraße 5');
    await userEvent.type(within(home).getByRole('textbox', { name: /^Stadt/ }), 'München');
    await userEvent.type(within(home).getByRole('textbox', { name: /Postleitzahl/ }), '80331');
    await userEvent.type(within(home).getByRole('textbox', { name: /Bundesland/ }), 'Bayern');
    await pick(within(home).getByRole('combobox', { name: /^Land/ }), 'Deutschland');
    // What the customer typed stays in the field; the line under it says what will be sent.
    expect(street).toHaveValue('Hauptstraße 5');
    expect(within(home).getByText('Wird gesendet als: Hauptstrasse 5')).toBeVisible();
    expect(within(home).getByText('Wird gesendet als: Muenchen')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Angaben senden' }));
    expect(await screen.findByText('Angaben erhalten.')).toBeInTheDocument();

    // The sandbox's hosted page starts from what the business sent: the record holds the ASCII.
    const session = await backend.client.startOnboarding({ params: { CustomerID: backend.customerId }, body: { ReturnURL: 'https://shop.example/back', Locale: 'de' } });
    const html = await (await backend.sandbox.fetch(new Request((session.data as { HostedURL: string }).HostedURL))).text();
    expect(html).toContain('id="Street" name="Street" value="Hauptstrasse 5"');
    expect(html).toContain('id="City" name="City" value="Muenchen"');
  });

  it('takes an issue date as 28.2.2020 and sends 2020-02-28; refuses 30.02.2020 in German', async () => {
    const { backend } = await renderKit(<CustomerPrefill />, { approved: false, locale: 'de' });
    const bodies = prefillBodies(backend);
    await screen.findByRole('button', { name: 'Angaben senden' });
    // The list of documents (rjsf's array field) holds its items and its add button.
    const documents = document.getElementById('rk-field-Form-Identities')!.closest<HTMLElement>('[data-field=Identities]')!;
    await userEvent.click(within(documents).getByRole('button', { name: 'Eintrag hinzufügen' }));
    // The item is named in German by what it is, with its number.
    expect(await within(documents).findByRole('group', { name: 'Ausweisdokument 1' })).toBeInTheDocument();
    const issued = await within(documents).findByRole('textbox', { name: /Ausstellungsdatum/ });
    expect(issued).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await userEvent.type(issued, '30.02.2020');
    await userEvent.tab();
    expect(await within(documents).findByText('Dieses Datum gibt es nicht: Prüfen Sie Tag und Monat.')).toBeInTheDocument();
    await userEvent.clear(issued);
    await userEvent.type(issued, '28.2.2020');
    expect(within(documents).getByText('Wir verstehen das als 28. Februar 2020.')).toBeInTheDocument();
    await pick(within(documents).getByRole('combobox', { name: /Ausstellungsland/ }), 'Deutschland');
    await userEvent.type(within(documents).getByRole('textbox', { name: /Dokumentnummer/ }), 'C01X00T47');
    await pick(within(documents).getByRole('combobox', { name: /Dokumentart/ }), 'Reisepass');
    await userEvent.click(screen.getByRole('button', { name: 'Angaben senden' }));
    expect(await screen.findByText('Angaben erhalten.')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.Identities).toEqual([{ IssuingCountry: 'DE', IDNumber: 'C01X00T47', IssuedDate: '2020-02-28', IDType: 'Passport' }]);
  });

  it('says the contract\'s problems in German in the list above the form, each field by its label', async () => {
    await renderKit(<CustomerPrefill />, { approved: false, locale: 'de' });
    await userEvent.type(await screen.findByRole('textbox', { name: /E-Mail/ }), 'ana-at-example');
    await userEvent.click(screen.getByRole('button', { name: 'Angaben senden' }));
    const list = await screen.findByRole('alert');
    expect(list).toHaveTextContent('E-Mail: Geben Sie eine gültige E-Mail-Adresse ein.');
    expect(list.querySelector('[lang=en]')).toBeNull();
  });
});
