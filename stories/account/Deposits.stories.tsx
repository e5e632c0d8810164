import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BankDepositDetails } from '../../src/components/BankDepositDetails';
import { DESTINATION } from '../../tooling/account-fixture';
import { freshBackend, stalled } from '../../.storybook/backend';
import { copiedAndHeld } from '../support/hold-copied';
import { messagePattern, storyLocale } from '../support/locale';

const meta = {
  title: 'Account/BankDepositDetails',
  component: BankDepositDetails,
  args: { cryptoCurrency: 'USDC_TEST', network: 'EthereumTestSepolia', destinationAddress: DESTINATION },
  parameters: {
    docs: {
      description: {
        component: `Buy with a bank transfer: opens (or reuses) the customer's bank deposit workflow and shows the account to transfer to, each detail with Copy, the reference the transfer must carry, the fee, and where the crypto goes. The currency follows the customer's country (EUR by SEPA for a German customer, USD by ACH for an American one), the others one tap away (\`fiatCurrencies\`, default EUR and USD). A busy service is asked again; a Conflict answered to every attempt asks for a new request (Try again makes one); a currency the service does not offer says so and asks for another currency.

\`\`\`tsx
<BankDepositDetails cryptoCurrency="USDC" network="Base" destinationAddress={wallet} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof BankDepositDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story's customer lives in Germany: EUR by SEPA first (an IBAN and a BIC), USD one tap away. */
export const Details: Story = {
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.copy', { label: t('deposit.bank.iban') }) }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('common.copy', { label: t('deposit.bank.bic') }) })).toBeInTheDocument();
    const region = canvas.getByRole('region', { name: t('deposit.bank.title') });
    await expect(region).toHaveTextContent(t('deposit.bank.reference-hint'));
    // Heard where a screen reader lands: on the reference's Copy button.
    await expect(canvas.getByRole('button', { name: t('common.copy', { label: t('deposit.bank.reference') }) })).toHaveAccessibleDescription(t('deposit.bank.reference-hint'));
    await expect(region.querySelector('[data-slot=method]')).toHaveAttribute('data-method-type', 'BankSepa');
    await expect(region).toHaveAttribute('data-currency', 'EUR');
  },
};

/** US dollars: ACH, and Fedwire on the same account said once rather than listed as a second account. */
export const UsDollars: Story = {
  args: { fiatCurrency: 'USD' },
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findAllByRole('button', { name: t('common.copy', { label: t('deposit.bank.account-number') }) }, { timeout: 5000 })).toHaveLength(1);
    await expect(context.canvasElement.querySelector('[data-slot=also-for]')).not.toBeNull();
  },
};

export const BusyThenShown: Story = {
  args: { fiatCurrency: 'USD' },
  loaders: [freshBackend(async (b) => b.control('/faults', { Rules: [{ Route: '/workflows/bank-deposit', Rate409: 0.5, LatencyMs: 200 }] }))],
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByRole('button', { name: t('common.copy', { label: t('deposit.bank.account-number') }) }, { timeout: 8000 })).toBeInTheDocument();
  },
};

/**
 * The service answers Conflict to every attempt (the sandbox's `Rate409: 1`): no longer a busy
 * service to wait for but a request that must change (ADR 0179), so the panel has its own title and
 * the danger tone; its Try again makes the new request (a new workflow call), so it is the next step (ADR 0191).
 */
export const RepeatedConflict: Story = {
  args: { fiatCurrency: 'USD' },
  loaders: [freshBackend(async (b) => b.control('/faults', { Rules: [{ Route: '/workflows/bank-deposit', Rate409: 1 }] }))],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveAttribute('data-error-type', 'Conflict');
    await expect(alert.querySelector('[data-slot=title]')).toHaveTextContent(t('error.conflict-repeated'));
    await expect(alert.querySelector('[data-slot=next-action]')).toBeNull();
    await expect(within(alert).getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
    await expect(context.canvasElement.querySelector('[data-slot=error-panel] [data-slot=notice]')).toHaveAttribute('data-tone', 'danger');
  },
};

/** A currency the service does not take for bank deposits: the customer is asked for another currency (a deposit has no payout method). */
export const NotOffered: Story = {
  args: { fiatCurrency: 'JPY' as never },
  play: async (context) => {
    const { t } = await storyLocale(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveAttribute('data-error-type', 'InvalidMessage');
    // The service's own words for the field (its language, not the kit's).
    await expect(alert).toHaveTextContent('bank deposits in JPY are not offered');
    await expect(alert.querySelector('[data-slot=next-action]')).toHaveTextContent(t('deposit.bank.currency-not-offered'));
  },
};

/** The reference copied: the customer is told, and the state holds while it is photographed (a refused clipboard: CopyField's Refused story). */
export const Copy: Story = {
  beforeEach: copiedAndHeld,
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const label = t('deposit.bank.reference');
    await userEvent.click(await canvas.findByRole('button', { name: t('common.copy', { label }) }, { timeout: 5000 }));
    // Told once, by the button's name as it reads ("Copied ✓"), its hint still tied to it.
    const copied = await canvas.findByRole('button', { name: messagePattern(t('common.copied', { label })) });
    await expect(copied).toHaveAccessibleDescription(t('deposit.bank.reference-hint'));
  },
};

/**
 * The workflow never answers: the details stay in their loading state, announced as busy. Loading
 * from the first paint (no "idle" before the call starts), and the play waits for the root rather
 * than reading it in the same tick as the render (the built Storybook runs it sooner).
 */
export const Loading: Story = {
  args: { fiatCurrency: 'USD' },
  loaders: [stalled('createBankDepositWorkflow')],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot=bank-deposit-details]')).not.toBeNull(), { timeout: 5000 });
    const section = canvasElement.querySelector('[data-slot=bank-deposit-details]');
    await expect(section).toHaveAttribute('data-state', 'loading');
    await expect(section).toHaveAttribute('aria-busy', 'true');
  },
};
