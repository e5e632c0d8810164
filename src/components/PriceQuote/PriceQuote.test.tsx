import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { SellQuote } from '../../api/sell';
import { PriceQuote } from './PriceQuote';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const quote = (seconds: number, over: Partial<SellQuote> = {}): SellQuote => ({
  SignedQuote: `q-${seconds}-${over.FiatAmount ?? '98.5'}`, Expiry: new Date(NOW + seconds * 1000).toISOString(),
  CryptoAmount: '0.0016', FiatAmount: '98.5', FiatCurrency: 'EUR', Rate: '62500', TotalFee: '1.5', ...over,
});
/** The price lock as a screen reader finds it: a timer named "Price locked", its time readable. */
const timer = () => screen.getByRole('timer');
const wrap = (ui: React.ReactNode) => render(<RampkitProvider proxyUrl="/api">{ui}</RampkitProvider>);
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

/**
 * What the countdown's and the quote's polite regions said, in order: sampled after every change
 * the test makes (the clock moves a second at a time, and a region's text changes at most once a
 * second), a text counted again only when it changed.
 */
function recordAnnouncements() {
  const said: string[] = [];
  const last = new Map<string, string>();
  const sample = () => {
    for (const region of document.querySelectorAll('[data-slot=countdown-announcement], [data-slot=quote-announcement]')) {
      const slot = region.getAttribute('data-slot')!;
      const text = region.textContent ?? '';
      if (text && text !== last.get(slot)) said.push(`${slot}:${text}`);
      last.set(slot, text);
    }
  };
  return { said, sample };
}

describe('PriceQuote', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows what the customer receives as the headline, then rate, fees and what is sold', () => {
    wrap(<PriceQuote quote={quote(30)} cryptoCurrency="BTC" breakdown={[{ Type: 'ChannelFee', Amount: '1.5' }, { Type: 'Remaining', Amount: '98.5' }]} />);
    const section = screen.getByRole('region', { name: 'Your quote' });
    expect(section.querySelector('[data-slot=headline]')).toHaveTextContent('You receive€98.50');
    // "You receive" names the figure as a term and its value, as the rows under it do.
    expect(section.querySelector('[data-slot=headline] dt')).toHaveTextContent('You receive');
    expect(section.querySelector('[data-slot=headline] dt + dd[data-slot=fiat-amount]')).toHaveTextContent('€98.50');
    expect(section.querySelector('[data-slot=rate]')).toHaveTextContent('1 Bitcoin = €62,500.00');
    expect(section.querySelector('[data-slot=crypto-amount]')).toHaveTextContent('0.0016 Bitcoin');
    // One fee: named by its kind.
    expect(section.querySelector('[data-slot=total-fee]')).toHaveTextContent('Payout fee€1.50');
    expect(timer()).toHaveAccessibleName('Price locked');
    expect(timer()).toHaveTextContent('Price locked · 0:30');
    expect(timer()).not.toHaveAttribute('aria-hidden');
  });

  it('leaves out a breakdown that does not agree with the quote beside it', () => {
    wrap(<PriceQuote quote={quote(30)} cryptoCurrency="BTC" breakdown={[{ Type: 'ChannelFee', Amount: '1' }, { Type: 'BusinessFee', Amount: '0.3' }]} />);
    expect(document.querySelectorAll('[data-slot=breakdown-item]')).toHaveLength(0);
    expect(document.querySelector('[data-slot=total-fee]')).toHaveTextContent('Fees€1.50');
  });

  it('counts down to the absolute Expiry, then re-quotes and refuses the expired quote', () => {
    const onRequote = vi.fn();
    const onAccept = vi.fn();
    wrap(<PriceQuote quote={quote(3)} cryptoCurrency="BTC" onRequoteRequested={onRequote} onQuoteAccepted={onAccept} />);
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).not.toHaveAttribute('aria-disabled');
    tick(1000);
    expect(timer()).toHaveTextContent('Price locked · 0:02');
    tick(2000);
    expect(timer()).toHaveTextContent('Price expired');
    expect(onRequote).toHaveBeenCalledOnce();
    // An expired price cannot be sold: Sell is gone, "Get a new price" is the primary action in its place.
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    screen.getByRole('button', { name: 'Get a new price' }).click();
    expect(onAccept).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Your quote' })).toHaveAttribute('data-state', 'expired');
  });

  it('once expired: "Get a new price" is the primary action in Sell\'s place, focus moves to it, and the renewal note goes', () => {
    const onRequote = vi.fn();
    const { rerender } = wrap(<PriceQuote quote={quote(3)} cryptoCurrency="BTC" autoRequote={false} onRequoteRequested={onRequote} onQuoteAccepted={() => {}} secondaryActions={<button type="button">Back</button>} />);
    // A renewal came first: "New price: … (unchanged)" is said on the card while that price holds.
    rerender(
      <RampkitProvider proxyUrl="/api">
        <PriceQuote quote={quote(3, { SignedQuote: 'renewed' })} cryptoCurrency="BTC" autoRequote={false} onRequoteRequested={onRequote} onQuoteAccepted={() => {}} secondaryActions={<button type="button">Back</button>} />
      </RampkitProvider>,
    );
    expect(document.querySelector('[data-slot=renewed]')).toHaveTextContent('New price: €98.50 (unchanged)');
    // Heard once: the announcement keeps the words, the note on the card is for the eyes.
    expect(within(screen.getByRole('region', { name: 'Your quote' })).getAllByText('New price: €98.50 (unchanged)').filter((el) => !el.closest('[aria-hidden=true]'))).toHaveLength(1);
    screen.getByRole('button', { name: 'Accept' }).focus();
    tick(3000);
    expect(screen.getByRole('region', { name: 'Your quote' })).toHaveAttribute('data-state', 'expired');
    expect(document.querySelector('[data-slot=renewed]')).toBeNull();
    const bar = document.querySelector('[data-slot=action-bar]')!;
    const buttons = [...bar.querySelectorAll('button')];
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveAccessibleName('Get a new price');
    expect(buttons[1]).toHaveAccessibleName('Back');
    expect(buttons[0]).toHaveAttribute('data-variant', 'primary');
    expect(buttons[0]).toHaveFocus();
    buttons[0]!.click();
    expect(onRequote).toHaveBeenCalledOnce();
  });

  it('while a new price comes: "Get a new price" says "Getting a new price…" beside its spinner', () => {
    wrap(<PriceQuote quote={quote(5)} cryptoCurrency="BTC" requoting onRequoteRequested={() => {}} onQuoteAccepted={() => {}} />);
    const requote = document.querySelector<HTMLButtonElement>('[data-slot=requote]')!;
    expect(requote).toHaveAttribute('aria-busy', 'true');
    expect(requote).toHaveAccessibleName('Getting a new price…');
    expect(requote.querySelector('[data-slot=busy-label] [data-slot=spinner]')).not.toBeNull();
  });

  it('while the sale is sent: Sell says "Selling…" beside its spinner, keeps its place, and the lock stops counting', () => {
    const onAccept = vi.fn();
    wrap(<PriceQuote quote={quote(30)} cryptoCurrency="BTC" onQuoteAccepted={onAccept} accepting acceptLabel="Sell now" />);
    const sell = document.querySelector<HTMLButtonElement>('[data-slot=accept]')!;
    expect(sell).toHaveAttribute('aria-busy', 'true');
    expect(sell).toHaveAccessibleName('Selling…');
    const busyLabel = sell.querySelector('[data-slot=busy-label]')!;
    expect(busyLabel).toHaveAttribute('data-shown');
    expect(busyLabel.querySelector('[data-slot=spinner]')).not.toBeNull();
    // "Sell now" still takes its space (hidden): the button is as wide as the wider label.
    expect(sell.querySelector('[data-slot=label]')).toHaveTextContent('Sell now');
    expect(sell.querySelector('[data-slot=label]')).not.toHaveAttribute('data-shown');
    sell.click();
    expect(onAccept).not.toHaveBeenCalled();
    // The price is with the service: no time running out on screen while it is sold.
    expect(screen.queryByRole('timer')).toBeNull();
    expect(document.querySelector('[data-slot=price-lock]')).toHaveTextContent('Price locked');
    tick(40_000);
    expect(document.querySelector('[data-slot=countdown]')).toBeNull();
  });

  it('counts from the server Expiry, not from when the quote arrived', () => {
    vi.setSystemTime(NOW + 20_000);
    wrap(<PriceQuote quote={quote(30)} cryptoCurrency="BTC" />);
    expect(timer()).toHaveTextContent('0:10');
  });

  it('does not re-quote by itself when autoRequote is off', () => {
    const onRequote = vi.fn();
    wrap(<PriceQuote quote={quote(1)} cryptoCurrency="BTC" onRequoteRequested={onRequote} autoRequote={false} />);
    tick(1500);
    expect(onRequote).not.toHaveBeenCalled();
  });

  it('offers "Get a new price" only once the lock is ending, in the warning tone', () => {
    wrap(<PriceQuote quote={quote(12)} cryptoCurrency="BTC" onRequoteRequested={() => {}} onQuoteAccepted={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Get a new price' })).toBeNull();
    expect(document.querySelector('[data-slot=countdown]')).toHaveAttribute('data-state', 'running');
    tick(2000);
    expect(screen.getByRole('button', { name: 'Get a new price' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot=countdown]')).toHaveAttribute('data-state', 'ending');
  });

  it('puts "Get a new price" after the host\'s own actions, so its coming and going never moves Back', () => {
    wrap(<PriceQuote quote={quote(12)} cryptoCurrency="BTC" onRequoteRequested={() => {}} onQuoteAccepted={() => {}} secondaryActions={<button type="button">Back</button>} />);
    tick(2000);
    const back = screen.getByRole('button', { name: 'Back' });
    const requote = screen.getByRole('button', { name: 'Get a new price' });
    expect(back.compareDocumentPosition(requote) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('speaks twice a quote at most: once with 15 s left, once on expiry; then the renewal once, and says the new price', () => {
    const record = recordAnnouncements();
    const ui = (q: SellQuote, requoting = false) => <RampkitProvider proxyUrl="/api"><PriceQuote quote={q} requoting={requoting} cryptoCurrency="BTC" onRequoteRequested={() => {}} /></RampkitProvider>;
    const view = render(ui(quote(20)));
    for (let i = 0; i < 20; i++) {
      tick(1000);
      record.sample();
    }
    expect(record.said).toEqual(['countdown-announcement:15 seconds left at this price.', 'countdown-announcement:This price has expired.']);
    view.rerender(ui(quote(20), true));
    record.sample();
    view.rerender(ui(quote(80)));
    record.sample();
    for (let i = 0; i < 5; i++) {
      tick(1000);
      record.sample();
    }
    expect(record.said.slice(2)).toEqual(['quote-announcement:Getting a new price…', 'quote-announcement:New price: €98.50 (unchanged)']);
    // Visible as well, on the card.
    expect(document.querySelector('[data-slot=renewed]')).toHaveTextContent('New price: €98.50 (unchanged)');
    // The new quote's countdown is silent until its own threshold.
    expect(document.querySelector('[data-slot=countdown-announcement]')).toHaveTextContent('');
  });

  it('says one second in the singular when a quote arrives with one second left', () => {
    const record = recordAnnouncements();
    render(<RampkitProvider proxyUrl="/api"><PriceQuote quote={quote(1)} cryptoCurrency="BTC" onRequoteRequested={() => {}} /></RampkitProvider>);
    record.sample();
    expect(record.said).toEqual(['countdown-announcement:1 second left at this price.']);
  });

  it('asks the customer to confirm a re-quote with other amounts before accepting', () => {
    const onConfirmChange = vi.fn();
    const onAccept = vi.fn();
    wrap(<PriceQuote quote={quote(30)} changedQuote={quote(30, { FiatAmount: '98.20', TotalFee: '1.8' })} onQuoteChangeConfirmed={onConfirmChange} onQuoteAccepted={onAccept} cryptoCurrency="BTC" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The price changed');
    expect(alert).toHaveTextContent('€98.50 → €98.20');
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toHaveAttribute('aria-disabled', 'true');
    accept.click();
    expect(onAccept).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Accept the new price' }).click();
    expect(onConfirmChange).toHaveBeenCalledOnce();
  });
});
