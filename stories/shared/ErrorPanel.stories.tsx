import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiErrorFromResponse, type ErrorEnvelope } from '../../src/api/errors';
import { ErrorPanel } from '../../src/components/shared/ErrorPanel';
import { storyLocale } from '../support/locale';
import { expectNoticeFocusRing } from '../support/notice-focus';

const make = (status: number, envelope: Partial<ErrorEnvelope> & Pick<ErrorEnvelope, 'Type'>) =>
  apiErrorFromResponse(status, { Action: 'PrepareSell', Detail: 'detail', Instance: 'a1b2c3', ...envelope });

const meta = {
  title: 'Shared/ErrorPanel',
  component: ErrorPanel,
  args: { onRetryRequested: fn() },
  parameters: {
    docs: {
      description: {
        component: `Any \`ApiError\` said for people, as an alert: what happened (by the spec's error Type), each field problem named by its control's label and linked to it (a field with no control on the page in a sentence of its own, never by its API path), deny reasons, the next thing to do (from the spec's rules), Try again when retrying can help (\`retryAlways\` for reads). Every kit component uses it; hosts can too.

\`\`\`tsx
const sell = useSell();
<ErrorPanel error={sell.error} onRetryRequested={() => sell.mutate(lastInput)} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ErrorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoError: Story = {
  args: { error: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const FieldErrors: Story = {
  args: {
    error: make(400, {
      Type: 'InvalidMessage',
      RequestExtension: {
        Body: [
          { Field: 'Form.BankDetails.IBAN', Reason: 'SchemaValidation', Description: 'Enter the IBAN without spaces, for example DE89370400440532013000' },
          { Field: 'FiatAmount', Reason: 'SchemaValidation', Description: 'this channel pays out at least 10 EUR' },
        ],
      },
    }),
  },
  // The form's field, as a host's page would have it beside the panel.
  render: (args) => (
    <>
      <label htmlFor="rk-field-Form-BankDetails-IBAN">IBAN</label> <input id="rk-field-Form-BankDetails-IBAN" defaultValue="DE89 3704" />
      <ErrorPanel {...args} />
    </>
  ),
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('error.type.InvalidMessage'));
    // The field is named by its control's label and linked to it; the amount, with no control here, in a sentence; never a path.
    await expect(await canvas.findByRole('link', { name: 'IBAN' })).toHaveAttribute('href', '#rk-field-Form-BankDetails-IBAN');
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('Form.BankDetails.IBAN');
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(context.args.error!.instance);
    // A prepare's amount refused by the service is its limits (its format was checked before it was sent).
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('error.amount-limits'));
  },
};

export const NotSupported: Story = {
  args: { error: make(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'Form.BankDetails.IBAN', Reason: 'NotSupported', Description: 'IBANs from BR are not reachable through SEPA' }] } }) },
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(t('next.choose-another-channel'));
  },
};

export const InsufficientBalance: Story = {
  args: { error: make(402, { Type: 'InsufficientBalance' }) },
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(t('next.reduce-amount-or-fund'));
  },
};

export const VerificationRequired: Story = {
  args: { error: make(403, { Type: 'Forbidden', DenyExtension: [{ Reason: 'VerificationRequired', Principal: { Type: 'Customer', ID: 'c1' } }] }) },
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(t('next.resume-onboarding'));
  },
};

export const Compliance: Story = {
  args: { error: make(403, { Type: 'Forbidden', DenyExtension: [{ Reason: 'Compliance', Description: 'Travel rule information is missing.' }] }) },
  play: async ({ canvasElement }) => {
    // The service's own description of the denial, shown as given.
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Travel rule information is missing.');
  },
};

export const Unauthorized: Story = { args: { error: make(401, { Type: 'Unauthorized' }) } };
export const NotFound: Story = { args: { error: make(404, { Type: 'ResourceNotFound' }) } };
export const Duplicate: Story = { args: { error: make(409, { Type: 'Duplicate' }) } };
export const RateLimited: Story = { args: { error: make(429, { Type: 'RateLimited' }) } };

export const ConflictWithRetry: Story = {
  args: { error: make(409, { Type: 'Conflict' }) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const { t } = await storyLocale(context);
    const retry = within(canvasElement).getByRole('button', { name: t('common.retry') });
    await userEvent.click(retry);
    await expect(args.onRetryRequested).toHaveBeenCalledOnce();
    // The pictures show it focused, its ring in the notice's colour.
    await expectNoticeFocusRing(retry);
  },
};

export const Unexpected: Story = { args: { error: make(500, { Type: 'Unexpected' }) } };
