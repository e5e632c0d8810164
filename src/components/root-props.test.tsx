// One contract for every component `rampkit` exports: its root takes the host's className (joined
// with the kit's classes), style, id, data-* and aria-* attributes and a ref, while the kit's own
// data-slot and data-state stay. A component added to the entry without a case here fails the test.
import { createRef, useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as kit from '../index';
import type { FormSchema } from '../api/channels';
import { renderKit } from '../../tooling/render-kit';

interface Case {
  props: Record<string, unknown>;
  /** The kit's data-slot on the root. */
  slot: string;
  /** The kit's own classes on the root, kept next to the host's. */
  kitClasses?: string[];
  /** The root carries a data-state. */
  state?: boolean;
}

const quote = { SignedQuote: 'q-1', Expiry: new Date(Date.now() + 60_000).toISOString(), CryptoAmount: '0.0016', FiatAmount: '100', FiatCurrency: 'EUR', Rate: '62500', TotalFee: '1.5' };
const schema = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { Name: { type: 'string', title: 'Name' } } } as unknown as FormSchema;

const CASES: Record<string, Case> = {
  Amount: { props: { value: '12.5', currency: 'EUR' }, slot: 'amount' },
  Balances: { props: {}, slot: 'balances', kitClasses: ['rk-stack'], state: true },
  BankDepositDetails: { props: { fiatCurrency: 'USD', cryptoCurrency: 'USDC_TEST', network: 'EthereumTestSepolia', destinationAddress: `0x${'a'.repeat(40)}` }, slot: 'bank-deposit-details', kitClasses: ['rk-stack', 'rk-card'], state: true },
  ChannelPicker: { props: { cryptoCurrency: 'BTC_TEST' }, slot: 'channel-picker', kitClasses: ['rk-stack'], state: true },
  CopyField: { props: { label: 'IBAN', value: 'DE89370400440532013000' }, slot: 'copy-field', kitClasses: ['rk-copy-field'], state: true },
  CustomerPrefill: { props: {}, slot: 'customer-prefill', kitClasses: ['rk-stack'], state: true },
  CustomerStatus: { props: {}, slot: 'customer-status', kitClasses: ['rk-stack', 'rk-card'], state: true },
  DepositRule: { props: { cryptoCurrency: 'USDC_TEST', formSessionId: 'fs-1' }, slot: 'deposit-rule', kitClasses: ['rk-stack', 'rk-card'], state: true },
  DynamicForm: { props: { schema }, slot: 'dynamic-form', kitClasses: ['rk-form'], state: true },
  ErrorPanel: { props: { error: null }, slot: 'error-panel', state: true },
  OnboardingLauncher: { props: { returnUrl: 'https://shop.example/back' }, slot: 'onboarding-launcher', kitClasses: ['rk-stack'], state: true },
  PaymentMethodPicker: { props: {}, slot: 'payment-method-picker', kitClasses: ['rk-stack'], state: true },
  PriceQuote: { props: { quote, cryptoCurrency: 'BTC' }, slot: 'price-quote', kitClasses: ['rk-stack', 'rk-card'], state: true },
  SellFlow: { props: { cryptoCurrency: 'BTC_TEST' }, slot: 'sell-flow', kitClasses: ['rk-stack'], state: true },
  TransactionList: { props: {}, slot: 'transaction-list', kitClasses: ['rk-stack'], state: true },
  TransactionStatus: { props: { transactionId: 'tx-unknown', live: false }, slot: 'transaction-status', state: true },
  VirtualAccounts: { props: {}, slot: 'virtual-accounts', kitClasses: ['rk-stack'], state: true },
};

// Every function the entry exports whose name is a component's (a class and the provider aside).
const components = Object.entries(kit).filter(([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name) && !['ApiError', 'RampkitProvider'].includes(name));

describe('root props and ref', () => {
  it('has a case for every exported component', () => {
    expect(components.map(([name]) => name).sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(components)('%s passes className, style, id, data-*, aria-* and a ref to its root', async (name, Component) => {
    const c = CASES[name]!;
    const ref = createRef<HTMLElement>();
    const Any = Component as ComponentType<Record<string, unknown>>;
    const { backend } = await renderKit(
      <Any
        {...c.props}
        ref={ref}
        id="host-root"
        className="host-class"
        style={{ outlineColor: 'rgb(1, 2, 3)' }}
        data-testid="host"
        data-slot="host-slot"
        data-state="host-state"
        aria-describedby="host-note"
      />,
    );
    const root = await waitFor(() => {
      const found = document.getElementById('host-root');
      if (!found) throw new Error(`${name} has not rendered its root yet`);
      return found;
    });
    expect(ref.current).toBe(root);
    expect(root.classList.contains('host-class')).toBe(true);
    for (const own of c.kitClasses ?? []) expect(root.classList.contains(own), `${name} keeps ${own}`).toBe(true);
    expect(root.style.outlineColor).toBe('rgb(1, 2, 3)');
    expect(root.dataset.testid).toBe('host');
    expect(root.getAttribute('aria-describedby')).toBe('host-note');
    expect(root.dataset.slot).toBe(c.slot);
    if (c.state) expect(root.dataset.state).not.toBe('host-state');
    backend.sandbox.close();
  });
});

describe('ChannelPicker value and onValueChange', () => {
  it('carry the same type: a string state setter drives it controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState<string>();
      return (
        <>
          <kit.ChannelPicker cryptoCurrency="USDC_TEST" defaultCountry="US" value={value} onValueChange={setValue} />
          <output data-testid="chosen">{value ?? 'none'}</output>
        </>
      );
    }
    const { backend } = await renderKit(<Controlled />);
    const radios = await screen.findAllByRole('radio', {}, { timeout: 5000 });
    fireEvent.click(radios[0]!);
    await waitFor(() => expect(radios[0]).toBeChecked());
    expect(screen.getByTestId('chosen').textContent).toMatch(/^[0-9a-f-]{36}$/);
    backend.sandbox.close();
  });
});
