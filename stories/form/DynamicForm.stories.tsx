import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DynamicForm, type DynamicFormProps } from '../../src/components/DynamicForm';
import { RampkitProvider } from '../../src/react/RampkitProvider';
import type { FieldError } from '../../src/api/errors';
import type { Locale } from '../../src/i18n';
import type { SandboxBackend } from '../../src/testing/sandbox-backend';
import { seedChannels } from '../../src/sandbox/seed/channels';
import type { FormSchema } from '../../src/api/channels';
import bankAccount from '../../src/core/form-schema/fixtures/bank-account-holder.json';
import scanPayload from '../../src/core/form-schema/fixtures/scan-payload.json';
import addressCountry from '../../src/core/form-schema/fixtures/address-country.json';
import documents from '../../src/core/form-schema/fixtures/beneficiary-documents.json';
import owners from '../../src/core/form-schema/fixtures/business-owners.json';
import { storyLocale } from '../support/locale';
import { KitWords } from '../support/kit-words';
import { dateEntryOrder, dateEntryPattern, formatDateEntry } from '../../src/core/date-entry';

// The project's own form schemas in the service's published format (src/core/form-schema/fixtures).
const meta = {
  title: 'Sell/DynamicForm',
  component: DynamicForm,
  args: { schema: bankAccount as FormSchema, onFormSubmitted: fn() },
  parameters: {
    docs: {
      description: {
        component: `A form from a JSON schema in the service's published format (a channel's form, a NextStep, the customer prefill): labelled fields, choices with their titles and symbols, branch fields that appear once their question is answered, the schema's own messages when a field is left or on submit (never while typing), and the service's field problems until the customer edits the field. Validation needs no \`unsafe-eval\` (\`strictCsp\`, the default). Answers are kept as JSON; answers of a branch the customer left are set aside and come back with their branch, and only the chosen branch's answers are handed on and submitted. Every text of the schema is shown in the kit's locale through its form vocabulary (and the provider's \`formMessages\`); what neither knows is shown in English, marked \`lang="en"\`, and reported as \`i18n.missing\`. A \`format: date\` field is typed in the locale's order and answered as the ISO date; a field whose pattern allows ASCII only ("Hauptstraße 5") is answered in printable ASCII ("Hauptstrasse 5"), said under the field.

\`\`\`tsx
const { data } = useChannelForm({ channelId: channel.ID });
<DynamicForm schema={data.FormSchema} onFormSubmitted={(answers) => prepare(answers)} serverErrors={fieldErrors} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof DynamicForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const ack: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', title: 'ACH payout authorization', required: ['Accepted'],
  properties: { Accepted: { type: 'boolean', const: true, title: 'I authorize this ACH credit to the account above and confirm it is in my name', description: 'Required before the payout can be quoted', errorMessage: 'Tick the box to authorize the payout' } },
};

export const Empty: Story = {
  play: async (context) => {
    const { formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('textbox', { name: formPattern('Account number') }, { timeout: 5000 })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: formPattern('Bank') })).toBeInTheDocument();
  },
};

export const ClientErrorsOnSubmit: Story = {
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('common.continue') }, { timeout: 5000 }));
    await expect(context.args.onFormSubmitted).not.toHaveBeenCalled();
    await expect(canvas.getAllByText(t('form.required')).length).toBeGreaterThan(0);
  },
};

/**
 * Before Account holder type is picked no branch's fields show; picking one brings its fields, and
 * the "required" from a submit made before the choice does not hang over them.
 */
export const BranchFieldsWaitForTheChoice: Story = {
  play: async (context) => {
    const { t, formText, formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const type = await canvas.findByRole('combobox', { name: formPattern('Account holder type') }, { timeout: 5000 });
    await expect(canvas.queryByRole('textbox', { name: formPattern('Business name') })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: formPattern('First name') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));
    await expect(type).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(type, formText('Business'));
    const business = await canvas.findByRole('textbox', { name: formPattern('Business name') });
    await userEvent.tab();
    await expect(business).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('textbox', { name: formPattern('First name') })).toBeNull();
  },
};

export const ErrorOnBlur: Story = {
  play: async (context) => {
    const { formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const number = await canvas.findByRole('textbox', { name: formPattern('Account number') }, { timeout: 5000 });
    await userEvent.type(number, '12');
    await userEvent.tab();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
  },
};

const serverFieldError = {
  defaultFormData: { BankDetails: { AccountNumber: '0000000', Bank: 'Summit Trust Bank' } },
  serverErrors: { 'Form.BankDetails.AccountNumber': [{ reason: 'SchemaValidation' as const, description: 'This account number does not exist at Summit Trust Bank' }] },
};

/** The service refused an answer: its words stand under the field, which takes focus, and stay until the customer edits it. */
export const ServerFieldError: Story = {
  args: serverFieldError,
  play: async (context) => {
    const { locale, formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    // The service's own words, which no vocabulary knows: shown as they came, marked English.
    const problem = await canvas.findByText('This account number does not exist at Summit Trust Bank', {}, { timeout: 5000 });
    await expect(problem.getAttribute('lang')).toBe(locale === 'en' ? null : 'en');
    const number = canvas.getByRole('textbox', { name: formPattern('Account number') });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('This account number does not exist at Summit Trust Bank');
    await waitFor(() => expect(number).toHaveFocus());
  },
};

/** Editing the field takes the service's problem away (it is checked again when sent). */
export const ServerFieldErrorClearsOnEdit: Story = {
  args: serverFieldError,
  play: async (context) => {
    const { formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await canvas.findByText('This account number does not exist at Summit Trust Bank', {}, { timeout: 5000 });
    await userEvent.type(canvas.getByRole('textbox', { name: formPattern('Account number') }), '1');
    await expect(canvas.queryByText('This account number does not exist at Summit Trust Bank')).toBeNull();
  },
};

export const LabelledChoicesWithSymbols: Story = {
  args: { schema: addressCountry as FormSchema },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('combobox', {}, { timeout: 5000 });
    const options = [...canvasElement.querySelectorAll('option')].map((o) => o.textContent ?? '');
    await expect(options.some((o) => /^\p{Regional_Indicator}{2} /u.test(o))).toBe(true);
  },
};

export const ScanField: Story = {
  args: { schema: scanPayload as FormSchema },
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByText(t('form.scan-hint'), {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** A customer picks a person, types a name, switches to a company (an empty business name box) and back: each branch finds its answers again. */
export const ChangeOfMind: Story = {
  play: async (context) => {
    const { formText: f, formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const type = await canvas.findByRole('combobox', { name: formPattern('Account holder type') }, { timeout: 5000 });
    await userEvent.selectOptions(type, f('Individual'));
    await userEvent.type(await canvas.findByRole('textbox', { name: formPattern('First name') }), 'Ana');
    await userEvent.type(canvas.getByRole('textbox', { name: formPattern('Last name') }), 'Silva');
    await userEvent.selectOptions(type, f('Business'));
    const business = await canvas.findByRole('textbox', { name: formPattern('Business name') });
    await expect(business).toHaveValue('');
    await userEvent.type(business, 'Acme Trading Ltd');
    await userEvent.selectOptions(type, f('Individual'));
    await expect(await canvas.findByRole('textbox', { name: formPattern('First name') })).toHaveValue('Ana');
    await expect(canvas.getByRole('textbox', { name: formPattern('Last name') })).toHaveValue('Silva');
    await userEvent.selectOptions(type, f('Business'));
    await expect(await canvas.findByRole('textbox', { name: formPattern('Business name') })).toHaveValue('Acme Trading Ltd');
  },
};

/** A branch that only adds a rule to a field keeps the field (its title and box) and brings its message. */
export const BranchRefinesAField: Story = {
  args: { schema: documents as FormSchema },
  play: async (context) => {
    const { formText: f, formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: formPattern('Who receives the money') }, { timeout: 5000 }), f('A person'));
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: formPattern('Document type') }), 'NID');
    const id = await canvas.findByRole('textbox', { name: formPattern('Document number') });
    await userEvent.type(id, '12');
    await userEvent.tab();
    await expect(await canvas.findByText(f('A national ID has 9 digits'))).toBeInTheDocument();
  },
};

export const NextStepAck: Story = {
  args: { schema: ack },
  // The host's own label (a prop), here in the kit's words.
  render: (args) => <KitWords>{(t) => <DynamicForm {...args} submitLabel={t('sell.ack')} />}</KitWords>,
  play: async (context) => {
    const { formPattern, t } = await storyLocale(context);
    const { args } = context;
    const canvas = within(context.canvasElement);
    const box = await canvas.findByRole('checkbox', { name: formPattern('I authorize this ACH credit to the account above and confirm it is in my name') }, { timeout: 5000 });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: t('sell.ack') }));
    await expect(args.onFormSubmitted).toHaveBeenCalledWith({ Accepted: true });
  },
};

/** While the answers are sent: the button busy (its name kept, a spinner), the fields read-only; nothing loses focus. */
export const Submitting: Story = {
  args: { disabled: true },
  play: async (context) => {
    const { t, formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const send = await canvas.findByRole('button', { name: t('common.continue') }, { timeout: 5000 });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(send).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: formPattern('Account number') })).toHaveAttribute('readonly');
  },
};

export const AjvValidator: Story = {
  name: 'Validator: ajv (needs unsafe-eval)',
  args: { strictCsp: false },
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('common.continue') }, { timeout: 5000 }));
    await expect(canvas.getAllByText(t('form.required')).length).toBeGreaterThan(0);
  },
};

const address: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', title: 'Recipient address', required: ['Street', 'City'],
  properties: {
    Street: { type: 'string', title: 'Street and number', minLength: 2, pattern: '^[\\x20-\\x7E]*$' },
    City: { type: 'string', title: 'City', minLength: 1, pattern: '^[\\x20-\\x7E]*$' },
  },
};

/** Address lines the spec keeps to printable ASCII: what the customer types stays in the box, and a line says what will be sent. */
export const AddressInPrintableAscii: Story = {
  args: { schema: address },
  play: async (context) => {
    const { t, formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const street = await canvas.findByRole('textbox', { name: formPattern('Street and number') }, { timeout: 5000 });
    await userEvent.type(street, 'Hauptstraße 5');
    await userEvent.type(canvas.getByRole('textbox', { name: formPattern('City') }), 'München');
    await expect(street).toHaveValue('Hauptstraße 5');
    await expect(canvas.getByText(t('form.ascii.preview', { value: 'Hauptstrasse 5' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));
    await expect(context.args.onFormSubmitted).toHaveBeenCalledWith({ Street: 'Hauptstrasse 5', City: 'Muenchen' });
  },
};

const birthDate: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', title: 'Holder document', required: ['HolderBirthDate'],
  properties: { HolderBirthDate: { type: 'string', title: 'Date of birth', format: 'date' } },
};

/** A date typed in the locale's order (TT.MM.JJJJ in German), said back in words and answered as the ISO date. */
export const DateInTheLocaleOrder: Story = {
  args: { schema: birthDate },
  play: async (context) => {
    const { t, locale, formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const date = await canvas.findByRole('textbox', { name: formPattern('Date of birth') }, { timeout: 5000 });
    await expect(date).toHaveAttribute('placeholder', dateEntryPattern(dateEntryOrder(locale), { day: t('form.date.day'), month: t('form.date.month'), year: t('form.date.year') }));
    await userEvent.type(date, formatDateEntry('1990-02-28', dateEntryOrder(locale)));
    await expect(canvas.getByText(t('form.date.read-as', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(1990, 1, 28)) }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));
    await expect(context.args.onFormSubmitted).toHaveBeenCalledWith({ HolderBirthDate: '1990-02-28' });
  },
};

const sepa = seedChannels.find((c) => c.PaymentMethodType === 'BankSepa' && c.Country === 'DE')!.formSchema;

/** The sandbox's SEPA form: the IBAN shown in groups of four while typed and sent without the spaces. */
export const IbanInGroupsOfFour: Story = {
  args: { schema: sepa },
  play: async (context) => {
    const { t, formText, formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const iban = await canvas.findByRole('textbox', { name: formPattern('IBAN') }, { timeout: 5000 });
    await userEvent.type(iban, 'de89370400440532013000');
    await userEvent.tab();
    await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: formPattern('Account holder type') }), formText('Business'));
    await userEvent.type(await canvas.findByRole('textbox', { name: formPattern('Business name') }), 'Acme Trading');
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));
    await expect(context.args.onFormSubmitted).toHaveBeenCalledWith({ BankDetails: { IBAN: 'DE89370400440532013000' }, AccountHolder: { AccountHolderType: 'Business', Name: 'Acme Trading' } });
  },
};

const sepaFrance = seedChannels.find((c) => c.PaymentMethodType === 'BankSepa' && c.Country === 'FR')!.formSchema;

/**
 * An example too long for its field (a French IBAN: "e.g. FR76 3000 6000 0112 3456 7890 189") is
 * said whole under the field instead of cut inside it, and the field names it in its description.
 * Where it fits (1280 px), it stays the field's placeholder.
 */
export const LongExampleUnderTheField: Story = {
  args: { schema: sepaFrance },
  play: async (context) => {
    const { t, formPattern } = await storyLocale(context);
    const iban = await within(context.canvasElement).findByRole('textbox', { name: formPattern('IBAN') }, { timeout: 5000 });
    const said = t('form.example', { example: 'FR76 3000 6000 0112 3456 7890 189' });
    await waitFor(() => expect(iban).not.toHaveAttribute('placeholder'));
    await expect(iban).toHaveAccessibleDescription(expect.stringContaining(said));
    const example = context.canvasElement.querySelector<HTMLElement>('[data-slot=example]')!;
    await expect(example).toHaveTextContent(said);
    await expect(iban.getAttribute('aria-describedby')?.split(' ')).toContain(example.id);
    // Whole on the phone: none of it runs past its line.
    await expect(example.scrollWidth).toBeLessThanOrEqual(example.clientWidth);
  },
};

/** Before the holder type is chosen, the place of the holder's name says what to answer first. */
export const AwaitingAChoice: Story = {
  args: { schema: sepa },
  play: async (context) => {
    const { t, formText, formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('combobox', { name: formPattern('Account holder type') }, { timeout: 5000 });
    await expect(canvas.getByText(t('form.awaiting-choice', { question: formText('Account holder type') }))).toBeVisible();
    // Optional fields say so; the rest are required, said once under the title.
    await expect(canvas.getByText(t('form.required.unless-optional'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: `${formText('BIC')} ${t('common.optional')}` })).not.toBeRequired();
  },
};

/** `ui:widget: 'radio'`: each choice a row that is its own 44 px target; arrows move within the group. */
export const RadioChoices: Story = {
  args: { schema: sepa, uiSchema: { AccountHolder: { AccountHolderType: { 'ui:widget': 'radio' } } } },
  play: async (context) => {
    const { formText, formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: formPattern('Account holder type') }, { timeout: 5000 });
    await userEvent.click(within(group).getByText(formText('Individual')));
    await expect(within(group).getByRole('radio', { name: formText('Individual') })).toBeChecked();
    const row = within(group).getByRole('radio', { name: formText('Individual') }).closest('label')!;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(await canvas.findByRole('textbox', { name: formPattern('First name') })).toBeInTheDocument();
  },
};

/**
 * A list the customer adds to (a company's owners), its items reorderable and copyable: each item is
 * titled by its own title and number ("Owner 2"), and its Move up, Move down, Duplicate and Remove
 * are named by its number and the list ("Move item 2 up in “Owners”"), so a screen reader's list of
 * buttons tells them apart.
 */
export const ListItems: Story = {
  args: { schema: owners as FormSchema, uiSchema: { Owners: { 'ui:options': { copyable: true } } } },
  play: async (context) => {
    const { t, formText } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('form.add-item') }, { timeout: 5000 }));
    const list = within(context.canvasElement.querySelector<HTMLElement>('fieldset[data-field=Owners]')!);
    // Each item's group by the items' own title and its number ("Owner 2"), never an id ("Owners-2").
    const items = list.getAllByRole('group', { name: new RegExp(`^${formText('Owner')} \\d$`) });
    await expect(items.map((item) => item.querySelector('legend')?.textContent)).toEqual([1, 2].map((number) => t('form.item-titled', { title: formText('Owner'), number })));
    const place = (number: number) => ({ number, list: formText('Owners') });
    for (const [i, item] of items.entries()) {
      const inItem = within(item.closest<HTMLElement>('[data-slot=array-item]')!);
      await expect(inItem.getByRole('button', { name: t('form.move-up-numbered-in', place(i + 1)) })).toHaveTextContent('↑');
      await expect(inItem.getByRole('button', { name: t('form.move-down-numbered-in', place(i + 1)) })).toHaveTextContent('↓');
      await expect(inItem.getByRole('button', { name: t('form.copy-numbered-in', place(i + 1)) })).toHaveTextContent(t('form.copy'));
      await expect(inItem.getByRole('button', { name: t('form.remove-numbered-in', place(i + 1)) })).toHaveTextContent(t('form.remove'));
    }
  },
};

/** The appearance option `labels: 'floating'`: the label sits small inside the control. */
export const FloatingLabels: Story = {
  args: { schema: sepa },
  render: (args, { loaded, globals }) => {
    const backend = loaded.backend as SandboxBackend;
    return (
      <RampkitProvider client={backend.client} customerId={backend.customerId} locale={(globals.locale as Locale) ?? 'en'} appearance={{ labels: 'floating' }}>
        <DynamicForm {...args} />
      </RampkitProvider>
    );
  },
  play: async (context) => {
    const { formPattern } = await storyLocale(context);
    const iban = await within(context.canvasElement).findByRole('textbox', { name: formPattern('IBAN') }, { timeout: 5000 });
    const label = context.canvasElement.querySelector(`label[for="${iban.id}"]`)!;
    const [l, i] = [label.getBoundingClientRect(), iban.getBoundingClientRect()];
    await expect(l.top).toBeGreaterThanOrEqual(i.top);
    await expect(l.bottom).toBeLessThanOrEqual(i.bottom);
  },
};

/** A host that sends the answers and shows the service's problems: focus goes to the field in error once the form may be used again. */
function SendingForm(props: DynamicFormProps) {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Record<string, FieldError[]>>();
  return (
    <DynamicForm
      {...props}
      disabled={busy}
      serverErrors={problems}
      onFormSubmitted={(answers) => {
        props.onFormSubmitted?.(answers);
        setBusy(true);
        setTimeout(() => {
          setProblems({ 'Form.Reference': [{ reason: 'SchemaValidation', description: 'This reference is already in use' }] });
          setBusy(false);
        }, 300);
      }}
    />
  );
}

export const FocusReturnsToTheFieldInError: Story = {
  args: { schema: sepa },
  render: (args) => <SendingForm {...args} />,
  play: async (context) => {
    const { t, formText, formPattern } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: formPattern('IBAN') }, { timeout: 5000 }), 'DE89370400440532013000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: formPattern('Account holder type') }), formText('Business'));
    await userEvent.type(await canvas.findByRole('textbox', { name: formPattern('Business name') }), 'Acme Trading');
    const send = canvas.getByRole('button', { name: t('common.continue') });
    await userEvent.click(send);
    await expect(send).toHaveFocus();
    const reference = canvas.getByRole('textbox', { name: formPattern('Reference') });
    await waitFor(() => expect(reference).toHaveFocus(), { timeout: 5000 });
    await expect(reference).toHaveAccessibleDescription('This reference is already in use');
  },
};
