import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SellFlow } from '../../src/components/SellFlow';
import { DynamicForm } from '../../src/components/DynamicForm';
import { useSellChannels } from '../../src/react/hooks';
import { useSellFlow } from '../../src/react/useSellFlow';
import { ApiError, apiErrorFromResponse } from '../../src/api/errors';
import { freshBackend, stalled, withClient } from '../../.storybook/backend';
import type { SandboxBackend } from '../../src/testing/sandbox-backend';
import { localeSeparators, toLocaleText } from '../../src/core/locale-amount';
import { spaced, storyLocale, type StoryLocale } from '../support/locale';
import { backOnline, expectOfflineNotice, offlineStory } from '../support/offline';
import { offlineAwareClient } from '../../tooling/offline-client';

const waitForSlot = (root: HTMLElement, selector: string) => waitFor(() => {
  const found = root.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`waiting for ${selector}`);
  return found;
}, { timeout: 5000 });

const meta = {
  title: 'Sell/SellFlow',
  component: SellFlow,
  args: { cryptoCurrency: 'BTC_TEST' },
  parameters: {
    docs: {
      description: {
        component: `The whole sell in one component: it reads the customer first (a customer who is not verified is offered verification before any step), then amount → payout channel → saved account or details form → the service's next steps → a quote held for its time → the sale and its live status. Back on every step after the first; the progress chips go back to any step already done. Every read shows its error with Try again.

\`\`\`tsx
<RampkitProvider proxyUrl="/api" customerId={customerId} locale="de" onEvent={track}>
  <SellFlow cryptoCurrency="BTC" onVerificationRequired={({ step }) => openOnboarding(step)} />
</RampkitProvider>
\`\`\`

For a layout of your own, \`useSellFlow\` gives the same machine without the markup (see the Custom Layout story).`,
      },
    },
  },
} satisfies Meta<typeof SellFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('combobox', { name: t('sell.channel.country') }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: t('sell.progress') }).querySelector('[aria-current=step]')).toHaveTextContent(t('sell.step.amount'));
    // Once the channels are read: the limits under the field, as the customer sees the step settle.
    await waitForSlot(context.canvasElement, '[data-slot=amount-hint]');
  },
};

export const ChooseChannel: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '150' } },
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByRole('group', { name: t('sell.channel.legend') }, { timeout: 5000 })).toBeInTheDocument();
  },
};

// The channel list never answers: the step stays in its loading state, announced as busy.
export const ChannelsLoading: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '150' } },
  loaders: [stalled('listSellChannels')],
  play: async ({ canvasElement }) => {
    const picker = await waitForSlot(canvasElement, '[data-slot=channel-picker]');
    await expect(picker).toHaveAttribute('data-state', 'loading');
    await expect(canvasElement.querySelector('[data-slot=channel]')).toBeNull();
  },
};

export const InvalidAmount: Story = {
  play: async (context) => {
    const { t, locale } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const amount = () => canvas.getByRole('textbox', { name: `${t('sell.quote.you-receive')} EUR` });
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: t('sell.channel.country') }, { timeout: 5000 }), 'DE');
    // Could be thousands or a decimal in every locale: refused, said in the live region, focused, kept.
    await userEvent.type(amount(), '1,000.000,5');
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));
    const { decimal } = localeSeparators(locale);
    await expect(canvas.getByText(t('sell.amount.ambiguous', { decimal, example: toLocaleText('1000.50', locale) }))).toBeInTheDocument();
    await expect(amount()).toHaveFocus();
    await expect(amount()).toHaveValue('1,000.000,5');
    await userEvent.clear(amount());
    await userEvent.type(amount(), '0');
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));
    await expect(canvas.getByText(t('sell.amount.invalid', { example: toLocaleText('150.50', locale) }))).toBeInTheDocument();
  },
};

// An amount in the locale's own writing ("1.000,50" in German, "1,000.50" in English) is read as
// such, shown back with its worth in Bitcoin at the channels' rate before it is sent, and the
// channels are checked against it.
export const AmountInLocale: Story = {
  play: async (context) => {
    const { t, locale, money } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: t('sell.channel.country') }, { timeout: 5000 }), 'DE');
    await waitForSlot(context.canvasElement, '[data-slot=amount-hint]');
    const typed = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1000.5);
    await userEvent.type(canvas.getByRole('textbox', { name: `${t('sell.quote.you-receive')} EUR` }), typed);
    const readAs = await waitForSlot(context.canvasElement, '[data-slot=amount-read-as] [data-slot=rate]');
    await expect(readAs.parentElement).toHaveAttribute('data-amount', '1000.50');
    await expect(readAs.parentElement!.textContent).toMatch(spaced(money('1000.50', 'EUR')));
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));
    await expect(await canvas.findByRole('group', { name: t('sell.channel.legend') }, { timeout: 5000 })).toBeInTheDocument();
  },
};

// Entering the Bitcoin sold instead (the swap button inside the field): the pill names the coin
// with a test marker, the line under the field says its worth at the rate.
export const AmountInCrypto: Story = {
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: t('sell.channel.country') }, { timeout: 5000 }), 'DE');
    await waitForSlot(context.canvasElement, '[data-slot=amount-hint]');
    await userEvent.type(canvas.getByRole('textbox', { name: `${t('sell.quote.you-receive')} EUR` }), '100');
    const crypto = t('name.network.test', { name: 'Bitcoin' });
    await userEvent.click(canvas.getByRole('button', { name: t('sell.amount.swap', { currency: crypto }) }));
    await expect(canvas.getByRole('textbox', { name: `${t('sell.quote.you-sell')} ${crypto}` })).toBeInTheDocument();
    await waitForSlot(context.canvasElement, '[data-slot=amount-read-as] [data-slot=rate]');
    await expect(context.canvasElement.querySelector('[data-slot=amount-step]')!.textContent).not.toMatch(/BTC_TEST/);
  },
};

// Under every channel's minimum: refused on the amount step itself, the minimum named in the
// customer's language, the field marked and focused, what was typed kept (issue 28, item 3).
export const AmountBelowMinimum: Story = {
  play: async (context) => {
    const { t, money } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: t('sell.channel.country') }, { timeout: 5000 }), 'DE');
    await waitForSlot(context.canvasElement, '[data-slot=amount-hint]');
    const amount = canvas.getByRole('textbox', { name: `${t('sell.quote.you-receive')} EUR` });
    await userEvent.type(amount, '5');
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));
    await expect(canvas.getByText(t('sell.amount.below-min', { min: money('10', 'EUR') }).replace(/\s/g, ' '))).toBeInTheDocument();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveFocus();
    await expect(amount).toHaveValue('5');
  },
};

// A brand-new customer: no customer record yet. The flow says so before any step (item 2 of the
// first-hour issue) and hands the host the need; no amount, channel or form is offered.
export const NewCustomer: Story = {
  args: { onVerificationRequired: fn() },
  loaders: [freshBackend(undefined, { approved: false })],
  play: async ({ canvasElement, args }) => {
    const flow = await waitForSlot(canvasElement, '[data-slot=sell-flow][data-state=needs-verification]');
    await expect(flow.querySelector('[data-slot=verification]')).toHaveAttribute('data-state', 'start');
    await expect(within(flow).queryByRole('combobox')).toBeNull();
    await userEvent.click(flow.querySelector<HTMLButtonElement>('[data-slot=resume-onboarding]')!);
    await expect(args.onVerificationRequired).toHaveBeenCalledWith({ step: 'start', customer: null });
  },
};

const reviewed = (Outcome: 'ActionsRequired' | 'DeclinedFinal') =>
  freshBackend(async (b) => b.control(`/customers/${encodeURIComponent(b.customerId)}/verification`, { Outcome }));

// The service asks for more (ActionsRequired): the flow offers to continue verification first.
export const VerificationActionsRequired: Story = {
  args: { onVerificationRequired: fn() },
  loaders: [reviewed('ActionsRequired')],
  play: async ({ canvasElement, args }) => {
    const flow = await waitForSlot(canvasElement, '[data-slot=verification][data-state=resume]');
    await userEvent.click(flow.querySelector<HTMLButtonElement>('[data-slot=resume-onboarding]')!);
    await expect(args.onVerificationRequired).toHaveBeenCalledOnce();
  },
};

// A final rejection: said plainly, with nothing to press that cannot help.
export const VerificationDeclined: Story = {
  args: { onVerificationRequired: fn() },
  loaders: [reviewed('DeclinedFinal')],
  play: async ({ canvasElement }) => {
    const notice = await waitForSlot(canvasElement, '[data-slot=verification][data-state=declined]');
    await expect(within(notice).queryByRole('button')).toBeNull();
  },
};

// Reading the customer never answers: the flow stays in its loading state, announced as busy.
export const CheckingCustomer: Story = {
  loaders: [stalled('getCustomer')],
  play: async ({ canvasElement }) => {
    const flow = await waitForSlot(canvasElement, '[data-slot=sell-flow][data-state=checking]');
    // The busy status (the step announcement is a status of its own).
    await expect(flow.querySelector('[role=status][aria-busy=true]')).toBeInTheDocument();
  },
};

// The README's own snippet against the sandbox: "BTC" is not sold there, the countries read
// answers 400. The error shows with a retry instead of an endless skeleton.
export const CountriesError: Story = {
  args: { cryptoCurrency: 'BTC' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert.querySelector('[data-slot=retry]')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[role=status][aria-busy=true]')).toBeNull();
  },
};

// The channel list fails (injected 500s): the error and Try again, not a skeleton.
export const ChannelsError: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '150' } },
  loaders: [withClient((client) => ({ ...client, listSellChannels: async () => Promise.reject(apiErrorFromResponse(503, { Type: 'Unexpected', Action: 'ListSellChannels', Detail: 'The service is unavailable.', Instance: 'story' })) }))],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveAttribute('data-error-type', 'Unexpected');
    await expect(alert.querySelector('[data-slot=retry]')).toBeInTheDocument();
  },
};

/** The verified customer's name may be in the field already (holder-name.ts): typed over, not after it. */
async function typeOver(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

/** The channel of this payment method type chosen, and Continue (no saved account: the account step is skipped). */
async function chooseChannel(canvasElement: HTMLElement, { t }: StoryLocale, methodType: string) {
  const group = await within(canvasElement).findByRole('group', { name: t('sell.channel.legend') }, { timeout: 5000 });
  await userEvent.click(within(group).getAllByRole('radio').find((r) => r.closest('[data-slot=channel]')?.querySelector(`[data-method-type=${methodType}]`))!);
  // A choice only selects; Continue moves on.
  const next = within(group.closest('[data-slot=channel-step]') as HTMLElement).getByRole('button', { name: t('common.continue') });
  await waitFor(() => expect(next).toBeEnabled());
  await userEvent.click(next);
}

// The form's field titles are the service's schema's, said in the locale by the form vocabulary (formText).
async function fillAch(canvasElement: HTMLElement, locale: StoryLocale) {
  const { t, formText: f, formPattern } = locale;
  const canvas = within(canvasElement);
  await chooseChannel(canvasElement, locale, 'BankAch');
  await userEvent.type(await canvas.findByRole('textbox', { name: formPattern('Routing number') }, { timeout: 5000 }), '011000015');
  await userEvent.type(canvas.getByRole('textbox', { name: formPattern('Account number') }), '000123456789');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: formPattern('Account type') }), f('Checking'));
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: formPattern('Account holder type') }), f('Individual'));
  await typeOver(await canvas.findByRole('textbox', { name: formPattern('First name') }), 'Ana');
  await typeOver(canvas.getByRole('textbox', { name: formPattern('Last name') }), 'Silva');
  await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));
}

export const NextStepAck: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'US', FiatCurrency: 'USD', FiatAmount: '120' } },
  loaders: [freshBackend()],
  play: async (context) => {
    const { canvasElement } = context;
    await fillAch(canvasElement, await storyLocale(context));
    const box = await within(canvasElement).findByRole('checkbox', {}, { timeout: 5000 });
    await expect(box.closest('[data-slot=next-step]')).toHaveAttribute('data-step-type', 'Ack');
  },
};

/**
 * The account details' step after SEPA was chosen: the summary of that choice over the form. On a
 * phone its words wrap in their own column and "Change" stays at the end of its first line (it was
 * "· Change" alone under the words).
 */
export const DetailsStep: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '150' } },
  loaders: [freshBackend()],
  play: async (context) => {
    const { canvasElement } = context;
    const locale = await storyLocale(context);
    await chooseChannel(canvasElement, locale, 'BankSepa');
    await within(canvasElement).findByRole('textbox', { name: locale.formPattern('IBAN') }, { timeout: 5000 });
    const summary = canvasElement.querySelector<HTMLElement>('[data-slot=choice-summary]')!.getBoundingClientRect();
    const change = canvasElement.querySelector<HTMLElement>('[data-slot=change-channel]')!.getBoundingClientRect();
    await expect(Math.round(summary.right - change.right)).toBe(0);
    await expect(Math.round(change.top - summary.top)).toBeLessThanOrEqual(Math.round(summary.height / 2));
  },
};

export const Quote: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'US', FiatCurrency: 'USD', FiatAmount: '120' } },
  loaders: [freshBackend()],
  play: async (context) => {
    const { canvasElement } = context;
    const locale = await storyLocale(context);
    const { t, money } = locale;
    const canvas = within(canvasElement);
    await fillAch(canvasElement, locale);
    await userEvent.click(await canvas.findByRole('checkbox', {}, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: t('sell.ack') }));
    const quote = await canvas.findByRole('region', { name: t('sell.quote.title') }, { timeout: 5000 });
    await expect(quote).toHaveTextContent(spaced(money('120', 'USD')));
    await expect(within(quote).getByRole('button', { name: t('sell.submit') })).toBeEnabled();
  },
};

// The sale went through: the status of the new transaction, and a way to sell again.
export const Status: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'US', FiatCurrency: 'USD', FiatAmount: '120' } },
  loaders: [freshBackend()],
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await fillAch(canvasElement, await storyLocale(context));
    await userEvent.click(await canvas.findByRole('checkbox', {}, { timeout: 5000 }));
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[data-slot=next-step] button[type=submit]')!);
    await waitForSlot(canvasElement, '[data-slot=price-quote][data-state=active]');
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[data-slot=accept]')!);
    const status = await waitForSlot(canvasElement, '[data-slot=sell-flow][data-state=done] [data-slot=transaction-status]');
    await waitFor(() => expect(status.querySelector('[role=status]')).toBeInTheDocument(), { timeout: 5000 });
  },
};

// A sell the service refuses for the balance: the reason, and the amount step to change it.
export const SellError: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'US', FiatCurrency: 'USD', FiatAmount: '120' } },
  loaders: [freshBackend(async (b) => b.control('/balances', { CryptoCurrency: 'BTC_TEST', Available: '0.00001' }))],
  play: async (context) => {
    const { canvasElement } = context;
    await fillAch(canvasElement, await storyLocale(context));
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveAttribute('data-error-type', 'InsufficientBalance');
    await waitForSlot(canvasElement, '[data-slot=sell-flow][data-state=amount]');
    // The step as the customer sees it once its channels are read: the rate and the limits (as the
    // amount stories wait for), never a picture of it taken before they came.
    await waitForSlot(canvasElement, '[data-slot=amount-hint]');
  },
};

/**
 * A sell the service refuses because its price ran out first (the server's clock passed it before
 * this device's countdown did): the flow prices the same answers again and says, beside the new
 * price, that nothing was sold, until the customer sells again (SellFlow.not-sold.test.tsx).
 */
export const NotSold: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } },
  loaders: [freshBackend()],
  play: async (context) => {
    const { canvasElement } = context;
    const backend = context.loaded.backend as SandboxBackend;
    const locale = await storyLocale(context);
    const { t, formText: f, formPattern } = locale;
    const canvas = within(canvasElement);
    await chooseChannel(canvasElement, locale, 'BankSepa');
    await userEvent.type(await canvas.findByRole('textbox', { name: formPattern('IBAN') }, { timeout: 5000 }), 'DE89370400440532013000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: formPattern('Account holder type') }), f('Individual'));
    await typeOver(await canvas.findByRole('textbox', { name: formPattern('First name') }), 'Ana');
    await typeOver(canvas.getByRole('textbox', { name: formPattern('Last name') }), 'Silva');
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));
    const quote = await canvas.findByRole('region', { name: t('sell.quote.title') }, { timeout: 5000 });
    const first = quote.getAttribute('data-quote-id');
    // The service's clock passes the price before this device's countdown does.
    await backend.control('/clock/advance', { Seconds: 3600 });
    await userEvent.click(within(quote).getByRole('button', { name: t('sell.submit') }));
    const notice = await waitForSlot(canvasElement, '[data-slot=not-sold]');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toHaveTextContent(t('sell.quote.not-sold'));
    // Beside a new price that can be sold.
    const renewed = await canvas.findByRole('region', { name: t('sell.quote.title') });
    await waitFor(() => expect(renewed.getAttribute('data-quote-id')).not.toBe(first), { timeout: 5000 });
    await waitFor(() => expect(within(renewed).getByRole('button', { name: t('sell.submit') })).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
    await expect(renewed).toHaveAttribute('data-state', 'active');
  },
};

/**
 * A host's own layout on the headless hook: one compact card, plain buttons for the channels, no
 * progress, its own quote line. Everything the kit's SellFlow does (the machine, each call once,
 * Nonce reuse, quote rules) comes from `useSellFlow`.
 */
function CompactSell() {
  const { state, actions } = useSellFlow({ cryptoCurrency: 'BTC_TEST', defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } });
  const channels = useSellChannels({ query: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100', PageSize: 100 }, enabled: state.step === 'channel' });
  return (
    <article data-slot="compact-sell" data-step={state.step} style={{ maxWidth: 360, border: '1px solid #94a3b8', borderRadius: 12, padding: 16 }}>
      <h2 style={{ marginTop: 0 }}>Cash out 100 EUR</h2>
      {state.error ? <p role="alert">{state.error.detail}</p> : null}
      {state.step === 'channel' ? (
        <div role="group" aria-label="Pay me by">
          {channels.data?.Items.map((c) => (
            <button
              key={c.ID}
              type="button"
              data-channel={c.PaymentMethodType}
              onClick={() => {
                actions.selectChannel(c);
                actions.selectPaymentMethod(null);
              }}
            >
              {c.PaymentMethodType} ({c.ProcessingTier ?? 'Standard'})
            </button>
          ))}
        </div>
      ) : null}
      {state.step === 'form' && state.formSchema && state.channel ? (
        <DynamicForm key={state.channel.ID} schema={state.formSchema} defaultFormData={state.formAnswers[state.channel.ID]} onFormSubmitted={actions.submitForm} serverErrors={state.serverErrors} disabled={state.pending === 'prepare'} submitLabel="Get my price" />
      ) : null}
      {state.step === 'next-step' && state.nextStep ? <DynamicForm key={state.nextStep.StepID} schema={state.nextStep.Schema} onFormSubmitted={actions.submitStep} submitLabel="OK" /> : null}
      {(state.step === 'quote' || state.step === 'selling') && state.quote ? (
        <p>
          You get <strong data-slot="you-get">{state.quote.FiatAmount} {state.quote.FiatCurrency}</strong> for {state.quote.CryptoAmount} BTC.{' '}
          <button type="button" disabled={!state.canSell} onClick={actions.sell}>
            {state.pending === 'sell' ? 'Selling…' : 'Confirm sale'}
          </button>
        </p>
      ) : null}
      {state.step === 'done' && state.transaction ? (
        <p role="status" data-slot="sold">
          Sold. Reference {state.transaction.ID.slice(0, 8)}.
        </p>
      ) : null}
    </article>
  );
}

export const CustomLayout: Story = {
  loaders: [freshBackend()],
  render: () => <CompactSell />,
  play: async (context) => {
    const { canvasElement } = context;
    const { formText: f, formPattern } = await storyLocale(context);
    const canvas = within(canvasElement);
    const sepa = await waitForSlot(canvasElement, '[data-channel=BankSepa]');
    await userEvent.click(sepa);
    await userEvent.type(await canvas.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 }), 'DE89370400440532013000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: formPattern('Account holder type') }), f('Individual'));
    await typeOver(await canvas.findByRole('textbox', { name: formPattern('First name') }), 'Ana');
    await typeOver(canvas.getByRole('textbox', { name: formPattern('Last name') }), 'Silva');
    await userEvent.click(canvas.getByRole('button', { name: 'Get my price' }));
    await expect(await waitForSlot(canvasElement, '[data-slot=you-get]')).toHaveTextContent('100 EUR');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm sale' }));
    await waitForSlot(canvasElement, '[data-slot=sold]');
  },
};

/** The real client, except that the first sell reaches the service (and sells) but its answer is lost. */
const losingFirstSellAnswer = withClient((client) => {
  let sells = 0;
  return {
    ...client,
    sell: async (input) => {
      if (++sells > 1) return client.sell(input);
      await client.sell(input);
      throw ApiError.network('Sell', new TypeError('Failed to fetch'));
    },
  };
});

/** From the channel list to the quote: ACH, the service's acknowledgement step, the price. */
async function toUsQuote(context: Parameters<NonNullable<Story['play']>>[0]): Promise<void> {
  const { canvasElement } = context;
  await fillAch(canvasElement, await storyLocale(context));
  await userEvent.click(await within(canvasElement).findByRole('checkbox', {}, { timeout: 5000 }));
  await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[data-slot=next-step] button[type=submit]')!);
  await waitForSlot(canvasElement, '[data-slot=price-quote][data-state=active]');
}

/**
 * The sale was sent and no answer came back: it may have gone through, so the flow offers only
 * "Check again" (the same request, same Nonce), no new quote and no way back; checking finds the
 * sale, and the receipt replaces the panel.
 */
export const UnresolvedSale: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'US', FiatCurrency: 'USD', FiatAmount: '120' } },
  loaders: [losingFirstSellAnswer],
  play: async (context) => {
    const { canvasElement } = context;
    const { t } = await storyLocale(context);
    const canvas = within(canvasElement);
    await toUsQuote(context);
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[data-slot=accept]')!);
    const panel = await waitForSlot(canvasElement, '[data-slot=unresolved-sell][data-state=open]');
    await expect(panel).toHaveTextContent(t('sell.unknown.open'));
    await expect(panel).toHaveAttribute('aria-live', 'polite');
    // Nothing that would start a second sale: no quote, no Sell now, no Back, no "service had a problem".
    await expect(canvas.queryByRole('region', { name: t('sell.quote.title') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('sell.submit') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('common.back') })).toBeNull();
    await expect(canvas.queryByText(t('error.type.Unexpected'))).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: t('sell.unknown.check') }));
    const status = await waitForSlot(canvasElement, '[data-slot=sell-flow][data-state=done] [data-slot=transaction-status]');
    await waitFor(() => expect(status.querySelector('[data-slot=summary]')).toBeInTheDocument(), { timeout: 5000 });
    // Resolved: the receipt alone, no "could not confirm" and no Check again above it.
    await expect(canvasElement.querySelector('[data-slot=unresolved-sell]')).toBeNull();
  },
};

/**
 * A sell sent while the device is offline fails in the browser (nothing reaches the service); back
 * online, the flow checks it by itself. `holdCheck`: that check gets no answer while anyone looks.
 */
const offlineSell = (holdCheck: boolean) =>
  withClient((client) => offlineAwareClient(holdCheck ? { ...client, sell: () => new Promise<never>(() => undefined) } : client, () => onlineManager.isOnline()).client);

/** Sell now pressed offline: the flow's offline notice, then the card that says the sale is checked on return. */
async function sellOffline(context: Parameters<NonNullable<Story['play']>>[0]): Promise<HTMLElement> {
  const { canvasElement } = context;
  await toUsQuote(context);
  onlineManager.setOnline(false);
  await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[data-slot=accept]')!);
  return waitForSlot(canvasElement, '[data-slot=unresolved-sell][data-state=offline]');
}

/**
 * A sale sold offline (ACH, $120). These stories take the network away mid-play: it is back when
 * the story is left, and they stay off the docs page, which shares the one online manager.
 */
const offlineSale = (holdCheck: boolean): Pick<Story, 'tags' | 'beforeEach' | 'args' | 'loaders'> => ({
  tags: ['!autodocs'],
  beforeEach: () => () => onlineManager.setOnline(true),
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'US', FiatCurrency: 'USD', FiatAmount: '120' } },
  loaders: [offlineSell(holdCheck)],
});

/**
 * Sell now pressed offline: the offline notice and the card that says the sale is checked once the
 * customer is back, with nothing to press. Their messages keep the flow's rhythm: no paragraph
 * margin of their own, the stack's gap alone between them.
 */
export const UnresolvedOffline: Story = {
  ...offlineSale(false),
  play: async (context) => {
    const { t } = await storyLocale(context);
    const panel = await sellOffline(context);
    await expect(panel).toHaveTextContent(t('sell.unknown.offline'));
    await expect(within(panel).queryByRole('button')).toBeNull();
    const notice = context.canvasElement.querySelector<HTMLElement>('[data-slot=offline-notice][data-state=open]')!;
    await expect(notice).toHaveTextContent(t('common.offline'));
    for (const message of [notice.querySelector('p')!, panel.querySelector('p')!]) {
      const style = getComputedStyle(message);
      await expect([style.marginTop, style.marginBottom]).toEqual(['0px', '0px']);
    }
    // The card's text starts at its padding, as every other card's does.
    const card = panel.getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(panel).paddingTop) + parseFloat(getComputedStyle(panel).borderTopWidth);
    await expect(Math.round(panel.querySelector('p')!.getBoundingClientRect().top - card.top)).toBe(Math.round(padding));
  },
};

/**
 * The network is back and the flow checks the sale by itself: Check again says "Checking…" beside
 * its spinner, in its place, while the card (a polite live region, never held back by aria-busy)
 * says the sale was sent.
 */
export const UnresolvedChecking: Story = {
  ...offlineSale(true),
  play: async (context) => {
    const { t } = await storyLocale(context);
    const panel = await sellOffline(context);
    onlineManager.setOnline(true);
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'checking'), { timeout: 5000 });
    await expect(panel).toHaveAttribute('role', 'status');
    await expect(panel).not.toHaveAttribute('aria-busy');
    await expect(panel).toHaveTextContent(t('sell.unknown.checking'));
    const check = within(panel).getByRole('button', { name: t('sell.unknown.checking-label') });
    await expect(check).toHaveAttribute('aria-busy', 'true');
    await expect(check.querySelector('[data-slot=busy-label] [data-slot=spinner]')).not.toBeNull();
  },
};

/** A service that follows the published 0.1.3 description: prepare returns no quote. */
const publishedService = freshBackend(undefined, { sandbox: { apiVersion: '0.1.3' } });

/** From the channel list to the estimate (SEPA, an individual, Ana Silva); returns the estimate. */
async function toEstimate(context: Parameters<NonNullable<Story['play']>>[0]): Promise<HTMLElement> {
  const { canvasElement } = context;
  const { t, formText: f, formPattern } = await storyLocale(context);
  const canvas = within(canvasElement);
  const group = await canvas.findByRole('group', { name: t('sell.channel.legend') }, { timeout: 5000 });
  await userEvent.click(within(group).getAllByRole('radio').find((r) => r.closest('[data-slot=channel]')?.querySelector('[data-method-type=BankSepa]') && !(r as HTMLInputElement).disabled)!);
  // A choice only selects; Continue moves on (no saved account: the account step is skipped).
  const next = within(group.closest('[data-slot=channel-step]') as HTMLElement).getByRole('button', { name: t('common.continue') });
  await waitFor(() => expect(next).toBeEnabled());
  await userEvent.click(next);
  await userEvent.type(await canvas.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 }), 'DE89370400440532013000');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: formPattern('Account holder type') }), f('Individual'));
  await typeOver(await canvas.findByRole('textbox', { name: formPattern('First name') }), 'Ana');
  await typeOver(canvas.getByRole('textbox', { name: formPattern('Last name') }), 'Silva');
  await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));
  return canvas.findByRole('region', { name: t('sell.estimate.title') }, { timeout: 5000 });
}

/**
 * Against a service that follows the published 0.1.3 description, prepare returns no quote: the
 * customer confirms an estimate (the amount asked, the crypto estimate and the most that may be
 * taken) and sells unquoted.
 */
export const UnquotedEstimate: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } },
  loaders: [publishedService],
  play: async (context) => {
    const { canvasElement } = context;
    const { t, money } = await storyLocale(context);
    const canvas = within(canvasElement);
    const estimate = await toEstimate(context);
    await expect(canvas.queryByRole('region', { name: t('sell.quote.title') })).toBeNull();
    await expect(estimate.querySelector('[data-slot=fiat-amount]')).toHaveTextContent(spaced(money('100', 'EUR')));
    // In the currency sold (shown by its name, not its code).
    await expect(estimate.querySelector('[data-slot=authorized-amount] [data-currency=BTC_TEST]')).toBeInTheDocument();
    await expect(estimate).toHaveTextContent(t('sell.estimate.note'));
    await userEvent.click(within(estimate).getByRole('button', { name: t('sell.submit') }));
    await waitForSlot(canvasElement, '[data-slot=sell-flow][data-state=done] [data-slot=transaction-status]');
  },
};

/**
 * The estimate step while its sale is on the way (the service has not answered): as the price
 * step, one action bar under the card, "Selling…" beside the spinner in Sell's place and Back
 * after it, disabled; on a phone the bar is full width and sticky.
 */
export const UnquotedEstimateSelling: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } },
  loaders: [
    async () => {
      const { backend } = await publishedService();
      return { backend: { ...backend, client: { ...backend.client, sell: () => new Promise<never>(() => undefined) } } };
    },
  ],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const estimate = await toEstimate(context);
    await userEvent.click(within(estimate).getByRole('button', { name: t('sell.submit') }));
    const sell = await within(estimate).findByRole('button', { name: t('sell.quote.accepting') });
    await expect(sell).toHaveAttribute('aria-busy', 'true');
    const bar = estimate.querySelector<HTMLElement>('[data-slot=action-bar]')!;
    await expect([...bar.querySelectorAll('button')]).toEqual([sell, within(bar).getByRole('button', { name: t('common.back') })]);
    await expect(within(bar).getByRole('button', { name: t('common.back') })).toBeDisabled();
  },
};

/**
 * The network goes at the channel step (the reviewer's blank step): the list says the customer is
 * offline, Back still works, and the channels come by themselves once the network is back.
 */
export const OfflineAtChannels: Story = {
  ...offlineStory,
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '150' }, checkCustomer: false },
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const picker = await waitForSlot(context.canvasElement, '[data-slot=channel-picker]');
    const notice = await expectOfflineNotice(picker, t);
    await expect(picker).toHaveAttribute('data-state', 'offline');
    await expect(canvas.getByRole('button', { name: t('common.back') })).toBeEnabled();
    await backOnline(notice);
    await expect(await canvas.findByRole('group', { name: t('sell.channel.legend') }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Offline from the start: the customer check waits for the network and says so, then the flow starts by itself. */
export const OfflineAtStart: Story = {
  ...offlineStory,
  loaders: [freshBackend()],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const flow = await waitForSlot(context.canvasElement, '[data-slot=sell-flow]');
    const notice = await expectOfflineNotice(flow, t);
    await expect(flow).toHaveAttribute('data-state', 'checking');
    await backOnline(notice);
    await expect(await within(flow).findByRole('combobox', { name: t('sell.channel.country') }, { timeout: 5000 })).toBeInTheDocument();
    await waitForSlot(context.canvasElement, '[data-slot=amount-hint]');
  },
};
