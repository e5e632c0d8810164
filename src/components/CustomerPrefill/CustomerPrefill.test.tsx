import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { CustomerPrefill } from './CustomerPrefill';
import { humanize, prefillFormSchema, withAssociateIds } from './prefill-schema';

describe('CustomerPrefill', () => {
  // The form's code (the lazy prefill form and rjsf behind it) is what these tests need before any
  // field can show: wait for those very modules, however long a loaded machine takes to transform
  // them, instead of letting the first findBy's one-second limit race the import.
  beforeAll(async () => {
    await Promise.all([import('./CustomerPrefillForm'), import('../DynamicForm/RjsfForm')]);
  });

  it('builds each variant form from the contract, enums as labelled choices and countries by name', () => {
    const schema = prefillFormSchema('IndividualCustomerPrefill', { field: humanize, value: humanize, country: (c) => new Intl.DisplayNames(['de'], { type: 'region' }).of(c)! });
    const props = schema.properties as Record<string, { title: string; oneOf?: { const: string; title: string }[] }>;
    expect(props.SourceOfIncome!.title).toBe('Source of income');
    expect(props.SourceOfIncome!.oneOf).toContainEqual({ const: 'FriendsAndFamily', title: 'Friends and family' });
    expect(props.Citizenship!.oneOf).toContainEqual({ const: 'DE', title: 'Deutschland' });
    expect(schema.properties).not.toHaveProperty('Type');
    const business = prefillFormSchema('BusinessCustomerPrefill', { field: humanize, value: humanize, country: (c) => c });
    const associate = (business.properties.Associates as { items: { properties: Record<string, unknown> } }).items;
    expect(associate.properties).not.toHaveProperty('ID');
    let n = 0;
    expect(withAssociateIds({ Associates: [{ RelationshipTypes: ['UBO'] }, { ID: 'kept', RelationshipTypes: ['Director'] }] }, () => `u${++n}`)).toEqual({
      Associates: [{ ID: 'u1', RelationshipTypes: ['UBO'] }, { ID: 'kept', RelationshipTypes: ['Director'] }],
    });
  });

  it('sends a valid individual prefill and says it was received', async () => {
    const onSubmitted = vi.fn();
    const { backend } = await renderKit(<CustomerPrefill onPrefillSubmitted={onSubmitted} />, { approved: false });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Source of income/ }), 'Salary');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Employment status/ }), 'Employed');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send details' }));
    // Said in a live region, as a success notice (an outcome, not one more line of the form).
    const received = await screen.findByText('Details received.');
    expect(received.closest('[role=status]')).not.toBeNull();
    expect(received.closest('[data-slot=notice]')).toHaveAttribute('data-tone', 'success');
    expect(onSubmitted).toHaveBeenCalledWith({});
    const session = await backend.client.startOnboarding({ params: { CustomerID: backend.customerId }, body: { ReturnURL: 'https://shop.example/x' } });
    expect((session.data as { MissingSteps?: string[] }).MissingSteps).not.toContain('QUESTIONNAIRE');
  });

  it('checks each field with the contract rules before sending, on the field, keeping the draft', async () => {
    const { backend } = await renderKit(<CustomerPrefill />, { approved: false });
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send details' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById('rk-field-Form-Email__error')?.textContent).toMatch(/e-?mail/i);
    expect(email).toHaveValue('not-an-email');
    expect(screen.getByRole('alert')).toHaveTextContent('Email');
    const requests = [...backend.sandbox.requestLog];
    expect(requests.some((r) => r.path.includes('/prefill'))).toBe(false);
  });

  it('reports a missing answer and a malformed e-mail on one submit, listed once in the page order, focus on the first', async () => {
    const { backend } = await renderKit(<CustomerPrefill defaultVariant="BusinessCustomerPrefill" />, { approved: false });
    const country = await screen.findByRole('combobox', { name: /^Registration country/ });
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await userEvent.type(email, 'ana-at-example');
    await userEvent.click(screen.getByRole('button', { name: 'Send details' }));
    // Both kinds at once, each under its field: the answer the schema requires and the contract's format.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(country).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('rk-field-Form-RegistrationCountry__error')).toHaveTextContent('This field is required.');
    expect(document.getElementById('rk-field-Form-Email__error')?.textContent).toMatch(/e-?mail/i);
    // Focus on the first in the page; one list above the form, in the page's order, is what is said.
    expect(country).toHaveFocus();
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    const links = within(alerts[0]!).getAllByRole('link').map((a) => a.textContent);
    expect(links[0]).toBe('Registration country:');
    expect(links.at(-1)).toBe('Email:');
    expect(document.querySelector('[data-slot=form-status]')).toHaveTextContent(/^\u200b?$/);
    // What was typed stays; nothing was sent.
    expect(email).toHaveValue('ana-at-example');
    expect([...backend.sandbox.requestLog].some((r) => r.path.includes('/prefill'))).toBe(false);
  });

  it('requires a website or its clarification for a business (the contract refinement)', async () => {
    await renderKit(<CustomerPrefill defaultVariant="BusinessCustomerPrefill" />, { approved: false });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Registration country/ }), 'Germany');
    await userEvent.click(screen.getByRole('button', { name: 'Send details' }));
    await waitFor(() => expect(document.getElementById('rk-field-Form-NoWebsiteClarification__error')).toHaveTextContent('is required when PrimaryWebsite is not provided'));
  });

  it('shows the problems the prefill answer reports', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await renderKit(<CustomerPrefill defaultVariant="BusinessCustomerPrefill" />, { backend });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Registration country/ }), 'Germany');
    await userEvent.type(screen.getByRole('textbox', { name: /Primary website/ }), 'acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be applied to the stored individual profile');
  });

  it('keeps each variant draft when switching variants', async () => {
    await renderKit(<CustomerPrefill />, { approved: false });
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind of details' }), 'ProviderToken');
    await userEvent.type(await screen.findByRole('textbox', { name: /Token/ }), 'tok_123');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind of details' }), 'IndividualCustomerPrefill');
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');
  });

  it('adds associates with localized array buttons and gives each a uuid', async () => {
    const onSubmitted = vi.fn();
    const { backend } = await renderKit(<CustomerPrefill defaultVariant="BusinessCustomerPrefill" onPrefillSubmitted={onSubmitted} />, { approved: false, locale: 'en' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Registration country/ }), 'Germany');
    await userEvent.type(screen.getByRole('textbox', { name: /Company name/ }), 'Acme GmbH');
    await userEvent.type(screen.getByRole('textbox', { name: /No website clarification/ }), 'We sell offline only');
    const adds = screen.getAllByRole('button', { name: 'Add an item' });
    // Associates is the first array of the business variant that takes objects with relationships.
    const associates = document.getElementById('rk-field-Form-Associates')!;
    await userEvent.click(adds.find((b) => associates.contains(b))!);
    await userEvent.selectOptions(await screen.findByRole('listbox', { name: /Relationship types/ }), 'Beneficial owner (25% or more)');
    await userEvent.click(screen.getByRole('button', { name: 'Send details' }));
    expect(await screen.findByText('Details received.')).toBeInTheDocument();
    const log = [...backend.sandbox.requestLog];
    expect(log.some((r) => r.path.endsWith('/prefill'))).toBe(true);
  });

  it('names a listed identity document by what it is and its number, not "Item 1"', async () => {
    await renderKit(<CustomerPrefill />, { approved: false });
    const list = await screen.findByRole('group', { name: /^Identity documents/ });
    await userEvent.click(within(list).getByRole('button', { name: 'Add an item' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Add an item' }));
    expect(within(list).getByRole('group', { name: 'Identity document 1' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Identity document 2' })).toBeInTheDocument();
    expect(within(list).queryByRole('group', { name: /^Item/ })).toBeNull();
  });

  it('names the items of each list of the business form by what they are', () => {
    const labels = { field: humanize, value: humanize, country: (c: string) => c, item: (name: string) => `one of ${name}` };
    const business = prefillFormSchema('BusinessCustomerPrefill', labels).properties as Record<string, { items: { title?: string; properties?: Record<string, { items: { title?: string } }> } }>;
    expect(business.Associates!.items.title).toBe('one of Associates');
    expect(business.Associates!.items.properties!.Identities!.items.title).toBe('one of Identities');
    expect(business.BusinessAssociates!.items.title).toBe('one of BusinessAssociates');
    expect(business.RegisteredForeignBranches!.items.title).toBe('one of RegisteredForeignBranches');
    // A list of choices (checkboxes) has no items to name.
    expect(business.Associates!.items.properties!.RelationshipTypes!.items.title).toBeUndefined();
  });

  it('labels fields and choices in the kit locale', async () => {
    await renderKit(<CustomerPrefill />, { approved: false, locale: 'es' });
    const income = await screen.findByRole('combobox', { name: /Origen de los ingresos/ });
    expect([...(income as HTMLSelectElement).options].map((o) => o.textContent)).toContain('Amigos y familia');
  });
});
