// DynamicForm's field design (issues 26 and 28.17): an IBAN shown in groups of four while it is
// typed and after, answered without the spaces; the place of fields a question brings says what to
// answer first; sections as fieldsets titled by their legend, list items without boxes; radios
// (`ui:widget: 'radio'`) whose whole row is the target; a host's Back beside the submit button.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { FormSchema } from '../../api/channels';
import type { Locale } from '../../i18n';
import { failOnConsoleErrors } from '../../../tooling/no-console-errors';
import { seedChannels } from '../../sandbox/seed/channels';
import owners from '../../core/form-schema/fixtures/business-owners.json';
import { DynamicForm } from './DynamicForm';
import type { DynamicFormProps } from './types';

failOnConsoleErrors();
// The form's code loads once, before the tests (a first lazy load on a loaded machine outlasts findBy).
beforeAll(() => import('./RjsfForm'));

const sepa = seedChannels.find((c) => c.PaymentMethodType === 'BankSepa' && c.Country === 'DE')!.formSchema;

function wrap(props: Partial<DynamicFormProps> & { locale?: Locale } = {}) {
  const { locale = 'en', ...rest } = props;
  const onSubmit = vi.fn();
  render(
    <RampkitProvider proxyUrl="/api" locale={locale}>
      <DynamicForm schema={sepa} idPrefix="f" onFormSubmitted={onSubmit} {...rest} />
    </RampkitProvider>,
  );
  return onSubmit;
}

describe('DynamicForm field design', () => {
  it('shows an IBAN in groups of four as it is typed and after, and answers it without the spaces', async () => {
    const onSubmit = wrap();
    const iban = await screen.findByRole<HTMLInputElement>('textbox', { name: 'IBAN' });
    await userEvent.type(iban, 'de89370400440532013000');
    expect(iban).toHaveValue('de89 3704 0044 0532 0130 00');
    await userEvent.tab();
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    // A character typed inside a group: the caret stays right after it.
    await userEvent.click(iban);
    iban.setSelectionRange(4, 4);
    await userEvent.keyboard('X');
    expect(iban).toHaveValue('DE89 X370 4004 4053 2013 000');
    expect(iban.selectionStart).toBe(6);
    await userEvent.keyboard('{Backspace}');
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Account holder type/ }), 'Business');
    await userEvent.type(await screen.findByRole('textbox', { name: /Business name/ }), 'Acme Trading');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ BankDetails: { IBAN: 'DE89370400440532013000' } });
  });

  it('says in the place of the fields a question brings what to answer first, until it is answered', async () => {
    wrap({ locale: 'de' });
    const type = await screen.findByRole('combobox', { name: 'Art des Kontoinhabers' });
    const group = type.closest<HTMLElement>('[data-field=AccountHolder]')!;
    expect(within(group).getByText('Wählen Sie zuerst „Art des Kontoinhabers“: Was Sie danach ausfüllen, hängt von Ihrer Antwort ab.')).toBeInTheDocument();
    expect(within(group).queryByRole('textbox')).toBeNull();
    await userEvent.selectOptions(type, 'Privatperson');
    expect(await within(group).findByRole('textbox', { name: 'Vorname' })).toBeInTheDocument();
    expect(group.querySelector('[data-slot=awaiting-choice]')).toBeNull();
  });

  it('titles sections by their legend and lays out list items without boxes, each with its own remove, named by its number and list', async () => {
    wrap({ schema: owners as FormSchema });
    expect(await screen.findByRole('group', { name: 'Business account' })).toBeInTheDocument();
    const list = screen.getByRole('group', { name: /Owners/ });
    const before = list.querySelectorAll('[data-slot=array-item]').length;
    await userEvent.click(within(list).getByRole('button', { name: 'Add an item' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Add an item' }));
    const items = list.querySelectorAll('[data-slot=array-item]');
    expect(items).toHaveLength(before + 2);
    // One name per button (a screen reader's list of buttons would read the same "Remove" for all).
    items.forEach((item, i) => expect(within(item as HTMLElement).getByRole('button', { name: `Remove item ${i + 1} from “Owners”` })).toHaveTextContent('Remove'));
    // Removing the first renumbers the rest: the names follow the positions the customer hears.
    await userEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Remove item 1 from “Owners”' }));
    const left = list.querySelectorAll('[data-slot=array-item]');
    expect(left).toHaveLength(items.length - 1);
    left.forEach((item, i) => expect(within(item as HTMLElement).getByRole('button', { name: `Remove item ${i + 1} from “Owners”` })).toBeInTheDocument());
    // Nothing of rjsf's own Bootstrap layout is left.
    expect(document.querySelector('[class*=col-xs], .btn-group, .array-item-list')).toBeNull();
  });

  it.each([
    ['en', (n: number, list: string) => [`Move item ${n} up in “${list}”`, `Move item ${n} down in “${list}”`, `Duplicate item ${n} in “${list}”`], 'Duplicate'],
    ['de', (n: number, list: string) => [`Eintrag ${n} in „${list}“ nach oben verschieben`, `Eintrag ${n} in „${list}“ nach unten verschieben`, `Eintrag ${n} in „${list}“ duplizieren`], 'Duplizieren'],
  ] as const)('names each list item’s Move up, Move down and Duplicate by its number and list in %s, so no two buttons share a name', async (locale, names, duplicate) => {
    wrap({ locale, schema: owners as FormSchema, uiSchema: { Owners: { 'ui:options': { copyable: true } } } });
    // The list by its answer's path: in German the list and its items share the title "Eigentümer".
    const list = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('fieldset[data-field=Owners]');
      expect(found).not.toBeNull();
      return found!;
    });
    const title = list.querySelector('legend')!.childNodes[0]!.textContent!;
    const add = within(list).getAllByRole('button').find((b) => b.getAttribute('data-slot') === 'array-add')!;
    await userEvent.click(add);
    await userEvent.click(add);
    const items = [...list.querySelectorAll<HTMLElement>('[data-slot=array-item]')];
    expect(items.length).toBeGreaterThanOrEqual(3);
    items.forEach((item, i) => {
      const [up, down, copy] = names(i + 1, title);
      expect(within(item).getByRole('button', { name: up })).toHaveTextContent('↑');
      expect(within(item).getByRole('button', { name: down })).toHaveTextContent('↓');
      // The name holds what the button shows (WCAG 2.5.3): "Duplicate" shown, "Duplicate item 2 …" named.
      expect(within(item).getByRole('button', { name: copy })).toHaveTextContent(duplicate);
    });
    // A screen reader's list of buttons: every name once.
    const named = within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(new Set(named).size).toBe(named.length);
    // Moving an item renumbers by position: the second item's Move up now belongs to the first place.
    await userEvent.click(within(items[1]!).getByRole('button', { name: names(2, title)[0] }));
    const moved = [...list.querySelectorAll<HTMLElement>('[data-slot=array-item]')];
    moved.forEach((item, i) => expect(within(item).getByRole('button', { name: names(i + 1, title)[1] })).toBeInTheDocument());
  });

  it('lays out ui:widget radio as a radio group whose rows are the targets', async () => {
    wrap({ uiSchema: { AccountHolder: { AccountHolderType: { 'ui:widget': 'radio' } } } });
    const group = await screen.findByRole('radiogroup', { name: 'Account holder type' });
    const business = within(group).getByRole('radio', { name: 'Business' });
    expect(business.closest('label')).toHaveAttribute('data-slot', 'option');
    await userEvent.click(within(group).getByText('Business'));
    expect(business).toBeChecked();
    expect(business.closest('label')).toHaveAttribute('data-state', 'checked');
    expect(await screen.findByRole('textbox', { name: /Business name/ })).toBeInTheDocument();
  });

  it('lets a required text that may be empty (minLength 0, as a published Reference) be left blank, and sends ""', async () => {
    const schema: FormSchema = {
      $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', required: ['Name', 'Reference'],
      properties: {
        Name: { type: 'string', title: 'Name', minLength: 1 },
        Reference: { type: 'string', title: 'Reference', minLength: 0, maxLength: 10, pattern: '^[\\x20-\\x7E]*$', errorMessage: 'Reference must be at most 10 characters' },
      },
    };
    const onSubmit = wrap({ schema });
    const reference = await screen.findByRole('textbox', { name: 'Reference (optional)' });
    expect(reference).not.toBeRequired();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ Name: 'Ana', Reference: '' }));
    // Typed and emptied again, it is still an answer.
    await userEvent.type(reference, 'abc');
    await userEvent.clear(reference);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ Name: 'Ana', Reference: '' }));
  });

  it("puts the host's Back after the submit button, in the form's action bar", async () => {
    wrap({ secondaryAction: <button type="button">Back</button> });
    const bar = (await screen.findByRole('button', { name: 'Continue' })).closest<HTMLElement>('[data-slot=action-bar]')!;
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Continue', 'Back']);
  });
});
