import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CustomerPrefill } from '../../src/components/CustomerPrefill';
import { freshBackend } from '../../.storybook/backend';
import { messagePattern, storyLocale } from '../support/locale';

const meta = {
  title: 'Account/CustomerPrefill',
  component: CustomerPrefill,
  loaders: [freshBackend(undefined, { approved: false })],
  parameters: {
    docs: {
      description: {
        component: `Sends what the host already knows about a customer before verification (individual, business, high-risk individual, or a verification provider's token), so the hosted page asks for less. Field names are the kit's, in the customer's locale; answers are kept per variant when the customer switches.

\`\`\`tsx
<CustomerPrefill defaultVariant="IndividualCustomerPrefill" onPrefillSubmitted={() => setStep('verify')} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof CustomerPrefill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Individual: Story = {
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByRole('combobox', { name: messagePattern(t('prefill.field.SourceOfIncome')) }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Business: Story = {
  args: { defaultVariant: 'BusinessCustomerPrefill' },
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByRole('combobox', { name: messagePattern(t('prefill.field.MainBusinessActivity')) }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const HighRisk: Story = {
  args: { defaultVariant: 'IndividualCustomerHighRiskPrefill' },
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByRole('listbox', { name: messagePattern(t('prefill.field.MainVirtualAccountPurpose')) }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const ProviderToken: Story = {
  args: { defaultVariant: 'ProviderToken' },
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByRole('textbox', { name: messagePattern(t('prefill.field.Token')) }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** A problem is said above the form, the field named by its label and linked, and under the field, which takes focus. */
export const FieldProblem: Story = {
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const email = await canvas.findByRole('textbox', { name: messagePattern(t('prefill.field.Email')) }, { timeout: 5000 });
    await userEvent.type(email, 'ana-at-example');
    await userEvent.click(canvas.getByRole('button', { name: t('prefill.submit') }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('ana-at-example');
    const link = within(await canvas.findByRole('alert')).getByRole('link', { name: `${t('prefill.field.Email')}:` });
    await expect(link).toHaveAttribute('href', `#${email.id}`);
    await waitFor(() => expect(email).toHaveFocus());
  },
};

export const Received: Story = {
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: messagePattern(t('prefill.field.Email')) }, { timeout: 5000 }), 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t('prefill.submit') }));
    await expect(await canvas.findByText(t('prefill.done'), {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
