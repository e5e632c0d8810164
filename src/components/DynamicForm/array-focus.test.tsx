// A list's item buttons for keyboard and screen-reader users (audit D4, WCAG 2.4.3): focus follows
// what a button did instead of falling to <body> (rjsf blurs a move button) or staying on Add; a
// moved item's refocused button is named by its new place, and the form's status says that an
// item was removed.
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { FormSchema } from '../../api/channels';
import owners from '../../core/form-schema/fixtures/business-owners.json';
import { failOnConsoleErrors } from '../../../tooling/no-console-errors';
import { DynamicForm } from './DynamicForm';

failOnConsoleErrors();
beforeAll(() => import('./RjsfForm'));

// Items without a title of their own, as the prefill form's "Identity documents".
const schema = {
  type: 'object',
  properties: {
    Documents: { title: 'Identity documents', type: 'array', items: { type: 'object', properties: { Number: { title: 'Document number', type: 'string' } } } },
  },
} as unknown as FormSchema;

const WORDS = {
  en: { up: (n: number, list: string) => `Move item ${n} up in “${list}”`, down: (n: number, list: string) => `Move item ${n} down in “${list}”`, remove: (n: number, list: string) => `Remove item ${n} from “${list}”`, removed: 'Item removed' },
  de: { up: (n: number, list: string) => `Eintrag ${n} in „${list}“ nach oben verschieben`, down: (n: number, list: string) => `Eintrag ${n} in „${list}“ nach unten verschieben`, remove: (n: number, list: string) => `Eintrag ${n} aus „${list}“ entfernen`, removed: 'Eintrag entfernt' },
} as const;

/** The form in a locale with three documents added (A, B, C), and what a test needs of its list. */
async function withThree(locale: keyof typeof WORDS) {
  render(
    <RampkitProvider proxyUrl="/api" locale={locale}>
      <DynamicForm schema={schema} idPrefix="f" onFormSubmitted={() => undefined} />
    </RampkitProvider>,
  );
  const list = await waitFor(() => document.querySelector<HTMLElement>('fieldset[data-field=Documents]') ?? Promise.reject(new Error('no list')));
  const title = list.querySelector('legend')!.childNodes[0]!.textContent!;
  const add = list.querySelector<HTMLElement>('[data-slot=array-add]')!;
  const field = (n: number) => within(list.querySelectorAll<HTMLElement>('[data-slot=array-item]')[n - 1]!).getByRole('textbox');
  const button = (name: string) => within(list).getByRole('button', { name });
  const press = async (name: string) => {
    button(name).focus();
    await userEvent.keyboard('{Enter}');
  };
  for (const text of ['A', 'B', 'C']) {
    await userEvent.click(add);
    await userEvent.type(field(list.querySelectorAll('[data-slot=array-item]').length), text);
  }
  return { list, title, add, field, button, press, status: screen.getByRole('status'), w: WORDS[locale] };
}

describe('DynamicForm list items', () => {
  it('puts focus on the new item’s first field after Add, not on Add', async () => {
    const { add, field } = await withThree('en');
    add.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field(4)).toHaveFocus());
  });

  it.each(['en', 'de'] as const)('keeps focus on a moved item’s move button at its new place, named by that place (%s)', async (locale) => {
    const { title, field, button, press, w } = await withThree(locale);
    await press(w.down(1, title));
    await waitFor(() => expect(button(w.down(2, title))).toHaveFocus());
    expect(field(2)).toHaveValue('A');
    // Last now: its Move down is disabled, so focus is on its Move up.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button(w.up(3, title))).toHaveFocus());
    expect(field(3)).toHaveValue('A');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button(w.up(2, title))).toHaveFocus());
    expect(field(2)).toHaveValue('A');
  });

  it.each(['en', 'de'] as const)('puts focus after Remove on the next item, else the one before, else Add, and says it (%s)', async (locale) => {
    const { title, add, field, press, status, w } = await withThree(locale);
    await press(w.remove(2, title));
    await waitFor(() => expect(field(2)).toHaveFocus());
    expect(field(2)).toHaveValue('C');
    expect(status).toHaveTextContent(w.removed);
    await press(w.remove(2, title));
    await waitFor(() => expect(field(1)).toHaveFocus());
    expect(field(1)).toHaveValue('A');
    await press(w.remove(1, title));
    await waitFor(() => expect(add).toHaveFocus());
    expect(status).toHaveTextContent(w.removed);
  });
});

describe('DynamicForm list items, each named', () => {
  it.each([
    ['en', 'Item', 'Owner'],
    ['de', 'Eintrag', 'Eigentümer'],
  ] as const)('by its own title, else as an item, with its number: never an id such as “Owners-1” (%s)', async (locale, item, owner) => {
    render(
      <RampkitProvider proxyUrl="/api" locale={locale}>
        <DynamicForm schema={schema} idPrefix="f" onFormSubmitted={() => undefined} />
        <DynamicForm schema={owners as FormSchema} idPrefix="o" onFormSubmitted={() => undefined} />
      </RampkitProvider>,
    );
    const documents = await waitFor(() => document.querySelector<HTMLElement>('fieldset[data-field=Documents]') ?? Promise.reject(new Error('no list')));
    const add = documents.querySelector<HTMLElement>('[data-slot=array-add]')!;
    await userEvent.click(add);
    await userEvent.click(add);
    // Items without a title of their own (the prefill form's identity documents), in the list's group.
    expect(within(documents).getByRole('group', { name: `${item} 1` })).toBeInTheDocument();
    expect(within(documents).getByRole('group', { name: `${item} 2` })).toBeInTheDocument();
    // Items with one ("Owner", the form vocabulary's "Eigentümer"): each by that title and its number.
    const list = document.querySelector<HTMLElement>('fieldset[data-field=Owners]')!;
    await userEvent.click(list.querySelector<HTMLElement>('[data-slot=array-add]')!);
    const items = within(list).getAllByRole('group').filter((g) => g.matches('[data-schema-type=object]'));
    expect(items.map((g) => g.querySelector('legend')!.textContent)).toEqual(items.map((_, i) => `${owner} ${i + 1}`));
    expect(within(list).getByRole('group', { name: `${owner} 2` })).toBe(items[1]);
    expect(document.body).not.toHaveTextContent(/\w-\d/);
  });
});
