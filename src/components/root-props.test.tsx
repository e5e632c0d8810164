// One contract for every component `rampkit` exports: its root takes the host's className (joined
// with the kit's classes), style, id, data-* and aria-* attributes and a ref, while the kit's own
// data-slot and data-state stay. A component added to the entry without a case here fails the test.
// The lazy components carry them from their first frame: on the loading root while their code is
// held back, then on the loaded root.
import { createRef, useState, type ComponentType } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as kit from '../index';
import type { FormSchema } from '../api/channels';
import { renderKit } from '../../tooling/render-kit';

// The lazy components' code loads only when a test lets it: until then they show their loading root.
const code = vi.hoisted(() => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };
  return { DynamicForm: gate(), CustomerPrefill: gate() };
});
vi.mock('./DynamicForm/RjsfForm', async (importOriginal) => {
  await code.DynamicForm.opened;
  return importOriginal();
});
vi.mock('./CustomerPrefill/CustomerPrefillForm', async (importOriginal) => {
  await code.CustomerPrefill.opened;
  return importOriginal();
});

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
  DepositRule: { props: { cryptoCurrency: 'USDC_TEST', formSessionId: 'fs-1' }, slot: 'deposit-rule', kitClasses: ['rk-stack', 'rk-flow'], state: true },
  DepositAmountField: { props: { cryptoCurrency: 'ETH_TEST_SEPOLIA', defaultAmount: '0.05' }, slot: 'deposit-amount', kitClasses: ['rk-stack'] },
  DynamicForm: { props: { schema }, slot: 'dynamic-form', kitClasses: ['rk-form'], state: true },
  ErrorPanel: { props: { error: null }, slot: 'error-panel', state: true },
  OnboardingLauncher: { props: { returnUrl: 'https://shop.example/back' }, slot: 'onboarding-launcher', kitClasses: ['rk-stack'], state: true },
  PaymentMethodPicker: { props: {}, slot: 'payment-method-picker', kitClasses: ['rk-stack'], state: true },
  PriceQuote: { props: { quote, cryptoCurrency: 'BTC' }, slot: 'price-quote', kitClasses: ['rk-stack', 'rk-price-quote'], state: true },
  SellFlow: { props: { cryptoCurrency: 'BTC_TEST' }, slot: 'sell-flow', kitClasses: ['rk-stack'], state: true },
  TransactionList: { props: {}, slot: 'transaction-list', kitClasses: ['rk-stack'], state: true },
  TransactionStatus: { props: { transactionId: 'tx-unknown', live: false }, slot: 'transaction-status', state: true },
  VirtualAccounts: { props: {}, slot: 'virtual-accounts', kitClasses: ['rk-stack'], state: true },
};

// Every function the entry exports whose name is a component's (a class and the provider aside).
const components = Object.entries(kit).filter(([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name) && !['ApiError', 'RampkitProvider'].includes(name));

const HOST_PROPS = {
  id: 'host-root',
  className: 'host-class',
  style: { outlineColor: 'rgb(1, 2, 3)' },
  'data-testid': 'host',
  'data-slot': 'host-slot',
  'data-state': 'host-state',
  'aria-describedby': 'host-note',
};

function expectHostProps(name: string, root: HTMLElement, ref: { current: HTMLElement | null }) {
  const c = CASES[name]!;
  expect(ref.current).toBe(root);
  expect(root.classList.contains('host-class')).toBe(true);
  for (const own of c.kitClasses ?? []) expect(root.classList.contains(own), `${name} keeps ${own}`).toBe(true);
  expect(root.style.outlineColor).toBe('rgb(1, 2, 3)');
  expect(root.dataset.testid).toBe('host');
  expect(root.getAttribute('aria-describedby')).toBe('host-note');
  expect(root.dataset.slot).toBe(c.slot);
  if (c.state) expect(root.dataset.state).not.toBe('host-state');
}

// First in the file: the lazy code is still held back here, for the last time in this file.
describe('root props and ref while lazy code loads', () => {
  // A failure above must not hold the code back from the tests below.
  afterAll(() => Object.values(code).forEach((gate) => gate.open()));

  it.each(['DynamicForm', 'CustomerPrefill'] as const)('%s puts them on its loading root, then on the loaded one', async (name) => {
    const ref = createRef<HTMLElement>();
    const Any = kit[name] as ComponentType<Record<string, unknown>>;
    const { backend } = await renderKit(<Any {...CASES[name]!.props} ref={ref} {...HOST_PROPS} />);
    const loading = document.getElementById('host-root')!;
    expect(loading.dataset.state).toBe('loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    expectHostProps(name, loading, ref);

    code[name].open();
    const loaded = await waitFor(
      () => {
        const found = document.getElementById('host-root');
        if (!found || found.dataset.state === 'loading') throw new Error(`${name} is still loading`);
        return found;
      },
      { timeout: 10_000 },
    );
    expectHostProps(name, loaded, ref);
    backend.sandbox.close();
  });
});

describe('root props and ref', () => {
  it('has a case for every exported component', () => {
    expect(components.map(([name]) => name).sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(components)('%s passes className, style, id, data-*, aria-* and a ref to its root', async (name, Component) => {
    const c = CASES[name]!;
    const ref = createRef<HTMLElement>();
    const Any = Component as ComponentType<Record<string, unknown>>;
    const { backend } = await renderKit(<Any {...c.props} ref={ref} {...HOST_PROPS} />);
    const root = await waitFor(() => {
      const found = document.getElementById('host-root');
      if (!found) throw new Error(`${name} has not rendered its root yet`);
      return found;
    });
    expectHostProps(name, root, ref);
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
