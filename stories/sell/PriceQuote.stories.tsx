import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PriceQuote } from '../../src/components/PriceQuote';
import type { SellQuote } from '../../src/api/sell';
import { quoteAddsUp } from '../../src/core/quote-sums';
import { spaced, storyLocale } from '../support/locale';
import { KitWords } from '../support/kit-words';
import { expectNoticeFocusRing } from '../support/notice-focus';

// Expiry is absolute: each story computes it when it renders. The figures follow the spec's sell
// rule (rate × crypto sold = payout + fees, to the cent), as every quote the service gives does:
// 0.0016208 BTC × €62,500 = €101.30 = €100.00 paid out + €1.30 fee.
const quote = (seconds: number, over: Partial<SellQuote> = {}): SellQuote => ({
  SignedQuote: `q-${seconds}-${over.FiatAmount ?? 'base'}`, Expiry: new Date(Date.now() + seconds * 1000).toISOString(),
  CryptoAmount: '0.0016208', FiatAmount: '100', FiatCurrency: 'EUR', Rate: '62500', TotalFee: '1.30', ...over,
});
const breakdown = [{ Type: 'ChannelFee' as const, Amount: '1.30' }, { Type: 'Remaining' as const, Amount: '100' }];
// The same bitcoin at a lower rate: 0.0016208 × €61,750 = €100.08 = €98.78 + €1.30.
const changed = (seconds: number) => quote(seconds, { Rate: '61750', FiatAmount: '98.78', TotalFee: '1.30' });
const changedBreakdown = [{ Type: 'ChannelFee' as const, Amount: '1.30' }, { Type: 'Remaining' as const, Amount: '98.78' }];

/** The quote on screen adds up: what it shows as sold, rate, fees and payout agree to the cent. */
async function expectShownQuoteAddsUp(q: SellQuote) {
  await expect(quoteAddsUp({ rate: q.Rate, cryptoAmount: q.CryptoAmount, fiatAmount: q.FiatAmount, totalFee: q.TotalFee, fiatCurrency: q.FiatCurrency })).toBe(true);
}

const meta = {
  title: 'Sell/PriceQuote',
  component: PriceQuote,
  args: { quote: quote(90), cryptoCurrency: 'BTC', breakdown, onQuoteAccepted: fn(), onRequoteRequested: fn(), onQuoteChangeConfirmed: fn() },
  parameters: {
    docs: {
      description: {
        component: `A quote for a sell: what the customer gets, the rate, the fees line by line, where the money goes, and a countdown while the price holds. When it expires, Accept refuses and a new price is fetched (\`autoRequote\`) or offered; a changed price must be accepted explicitly. SellFlow uses it; a host with its own flow passes the quote from \`usePrepareSell\`.

\`\`\`tsx
<PriceQuote quote={prepared.SellQuote} cryptoCurrency="BTC" breakdown={prepared.Breakdown} onQuoteAccepted={sell} onRequoteRequested={prepareAgain} requoting={isPreparing} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof PriceQuote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  render: (args) => <PriceQuote {...args} quote={quote(90)} />,
  play: async (context) => {
    const { canvasElement, args } = context;
    const { t, money } = await storyLocale(context);
    const canvas = within(canvasElement);
    await expectShownQuoteAddsUp(quote(90));
    await expect(canvas.getByRole('region', { name: t('sell.quote.title') })).toHaveTextContent(spaced(money('100', 'EUR')));
    // The price lock: a timer named by its label, its time readable (not hidden from screen readers).
    const timer = canvas.getByRole('timer', { name: t('sell.quote.lock') });
    await expect(timer).toHaveTextContent(/1:(29|30)/);
    // "Get a new price" is offered only once the lock is ending.
    await expect(canvas.queryByRole('button', { name: t('sell.quote.refresh') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('sell.quote.accept') }));
    await expect(args.onQuoteAccepted).toHaveBeenCalledOnce();
  },
};

// The last seconds: the lock in the warning tone, "Get a new price" beside Accept.
export const Ending: Story = {
  render: (args) => <PriceQuote {...args} quote={quote(9)} autoRequote={false} />,
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await expect(context.canvasElement.querySelector('[data-slot=countdown]')).toHaveAttribute('data-state', 'ending');
    await expect(canvas.getByRole('button', { name: t('sell.quote.refresh') })).toBeInTheDocument();
  },
};

export const Expired: Story = {
  args: { autoRequote: false },
  render: (args) => <PriceQuote {...args} quote={quote(-1)} />,
  play: async (context) => {
    const { t } = await storyLocale(context);
    const { args } = context;
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('region', { name: t('sell.quote.title') })).toHaveAttribute('data-state', 'expired');
    await expect(canvas.getByRole('timer', { name: t('sell.quote.lock-expired') })).toBeInTheDocument();
    // An expired price cannot be sold: "Get a new price" is the primary action, in Accept's place.
    await expect(canvas.queryByRole('button', { name: t('sell.quote.accept') })).toBeNull();
    const requote = canvas.getByRole('button', { name: t('sell.quote.refresh') });
    await expect(requote).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(requote);
    await expect(args.onRequoteRequested).toHaveBeenCalledOnce();
    await expect(args.onQuoteAccepted).not.toHaveBeenCalled();
  },
};

export const Requoting: Story = {
  args: { requoting: true },
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await expect(context.canvasElement.querySelector('[data-slot=requoting]')).toHaveTextContent(t('sell.quote.requoting'));
    await expect(canvas.getByRole('button', { name: t('sell.quote.accept') })).toHaveAttribute('aria-disabled', 'true');
    // "Get a new price" says what it is doing beside its spinner, as Sell says "Selling…".
    await expect(canvas.getByRole('button', { name: t('sell.quote.requoting') })).toHaveAttribute('aria-busy', 'true');
  },
};

// A new price came by itself: said on the card (and once to a screen reader).
export const Renewed: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(() => quote(90));
    useEffect(() => {
      setCurrent({ ...quote(60), SignedQuote: 'q-renewed' });
    }, []);
    return <PriceQuote {...args} quote={current} />;
  },
  play: async (context) => {
    const { t, money } = await storyLocale(context);
    await waitFor(() => expect(context.canvasElement.querySelector('[data-slot=renewed]')).toHaveTextContent(spaced(t('sell.quote.renewed-same', { amount: money('100', 'EUR') }))));
    await expect(context.canvasElement.querySelector('[data-slot=renewed]')).toBeVisible();
  },
};

export const PriceChanged: Story = {
  render: (args) => <PriceQuote {...args} quote={quote(90)} changedQuote={changed(90)} changedBreakdown={changedBreakdown} />,
  play: async (context) => {
    const { canvasElement, args } = context;
    const { t, money } = await storyLocale(context);
    const canvas = within(canvasElement);
    await expectShownQuoteAddsUp(quote(90));
    await expectShownQuoteAddsUp(changed(90));
    await expect(canvas.getByRole('alert')).toHaveTextContent(spaced(`${money('100', 'EUR')} → ${money('98.78', 'EUR')}`));
    // The card shows the new price's own figures: its payout, its fee, its rate.
    await expect(canvasElement.querySelector('[data-slot=fiat-amount]')).toHaveTextContent(spaced(money('98.78', 'EUR')));
    await expect(canvasElement.querySelector('[data-slot=total-fee]')).toHaveTextContent(spaced(money('1.30', 'EUR')));
    await expect(canvasElement.querySelector('[data-slot=rate]')).toHaveTextContent(spaced(money('61750', 'EUR')));
    await expect(canvas.getByRole('button', { name: t('sell.quote.accept') })).toHaveAttribute('aria-disabled', 'true');
    const confirm = canvas.getByRole('button', { name: t('sell.quote.confirm-change') });
    await userEvent.click(confirm);
    await expect(args.onQuoteChangeConfirmed).toHaveBeenCalledOnce();
    // The pictures show it focused, its ring in the notice's colour.
    await expectNoticeFocusRing(confirm);
  },
};

export const Selling: Story = {
  // The host's own label for the button, in the kit's words.
  args: { accepting: true },
  render: (args) => <KitWords>{(t) => <PriceQuote {...args} acceptLabel={t('sell.submit')} />}</KitWords>,
  play: async (context) => {
    const { t } = await storyLocale(context);
    // It says what is happening beside its spinner, and stays focusable.
    const button = within(context.canvasElement).getByRole('button', { name: t('sell.quote.accepting') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    // The price is with the service: the lock no longer counts down.
    await expect(within(context.canvasElement).queryByRole('timer')).toBeNull();
  },
};

// Where the money goes: the payment method's display details and the holder.
export const WithPayout: Story = {
  args: { payout: { methodType: 'BankSepa', details: { Type: 'FiatPaymentMethodBankDisplay', AccountNumber: '••••3000', BankingSystems: ['SEPA'] }, holder: 'Ana Silva' } },
  render: (args) => <PriceQuote {...args} quote={quote(90)} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=payout]')).toHaveTextContent(/••••\s?3000 · Ana Silva/);
    // However narrow the row, it wraps between the method, the account and the holder, never inside
    // one of them: the holder's name stays on one line.
    const holder = canvasElement.querySelector<HTMLElement>('[data-slot=payout-to] [data-slot=holder]')!;
    const row = holder.closest<HTMLElement>('[data-slot=payout-to]')!;
    const [holderWidth, fullWidth] = [holder.getBoundingClientRect().width, row.getBoundingClientRect().width];
    const lines = () => new Set([...holder.getClientRects()].map((r) => Math.round(r.top))).size;
    row.style.display = 'block';
    for (let width = Math.ceil(holderWidth) + 1; width < fullWidth; width += 2) {
      row.style.width = `${width}px`;
      await expect(lines(), `at ${width}px`).toBe(1);
    }
    row.removeAttribute('style');
  },
};
