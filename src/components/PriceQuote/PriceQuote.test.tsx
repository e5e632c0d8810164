import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { SellQuote } from '../../api/sell';
import { PriceQuote } from './PriceQuote';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const quote = (seconds: number, over: Partial<SellQuote> = {}): SellQuote => ({
  SignedQuote: `q-${seconds}-${over.FiatAmount ?? '100'}`, Expiry: new Date(NOW + seconds * 1000).toISOString(),
  CryptoAmount: '0.0016', FiatAmount: '100', FiatCurrency: 'EUR', Rate: '62500', TotalFee: '1.5', ...over,
});
const countdown = () => document.querySelector('[data-slot=countdown] > [aria-hidden]')?.textContent;
const wrap = (ui: React.ReactNode) => render(<RampkitProvider proxyUrl="/api">{ui}</RampkitProvider>);

describe('PriceQuote', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows rate, fees, breakdown and what the customer receives', () => {
    wrap(<PriceQuote quote={quote(30)} cryptoCurrency="BTC" breakdown={[{ Type: 'ChannelFee', Amount: '1.5' }, { Type: 'Remaining', Amount: '100' }]} />);
    const section = screen.getByRole('region', { name: 'Your quote' });
    expect(section.querySelector('[data-slot=rate]')).toHaveTextContent('1 BTC = €62,500.00');
    expect(section.querySelector('[data-slot=fiat-amount]')).toHaveTextContent('€100.00');
    expect(section.querySelector('[data-slot=total-fee]')).toHaveTextContent('€1.50');
    expect(section.querySelector('[data-slot=breakdown]')).toHaveTextContent('Payout fee: €1.50');
    expect(countdown()).toBe('Price held for 0:30');
  });

  it('counts down to the absolute Expiry, then re-quotes and refuses the expired quote', () => {
    const onRequote = vi.fn();
    const onAccept = vi.fn();
    wrap(<PriceQuote quote={quote(3)} cryptoCurrency="BTC" onRequoteRequested={onRequote} onQuoteAccepted={onAccept} />);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    act(() => void vi.advanceTimersByTime(1000));
    expect(countdown()).toBe('Price held for 0:02');
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getAllByText('This price has expired.').length).toBeGreaterThan(0);
    expect(onRequote).toHaveBeenCalledOnce();
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    accept.click();
    expect(onAccept).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Your quote' })).toHaveAttribute('data-state', 'expired');
  });

  it('counts from the server Expiry, not from when the quote arrived', () => {
    vi.setSystemTime(NOW + 20_000);
    wrap(<PriceQuote quote={quote(30)} cryptoCurrency="BTC" />);
    expect(countdown()).toBe('Price held for 0:10');
  });

  it('does not re-quote by itself when autoRequote is off', () => {
    const onRequote = vi.fn();
    wrap(<PriceQuote quote={quote(1)} cryptoCurrency="BTC" onRequoteRequested={onRequote} autoRequote={false} />);
    act(() => void vi.advanceTimersByTime(1500));
    expect(onRequote).not.toHaveBeenCalled();
  });

  it('asks the customer to confirm a re-quote with other amounts before accepting', () => {
    const onConfirmChange = vi.fn();
    const onAccept = vi.fn();
    wrap(<PriceQuote quote={quote(30)} changedQuote={quote(30, { FiatAmount: '98.20' })} onQuoteChangeConfirmed={onConfirmChange} onQuoteAccepted={onAccept} cryptoCurrency="BTC" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The price changed.');
    expect(alert).toHaveTextContent('€100.00 → €98.20');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    screen.getByRole('button', { name: 'Accept the new price' }).click();
    expect(onConfirmChange).toHaveBeenCalledOnce();
  });
});
