// Type tests of the components' props, as a host writes them (run by `vitest --project types`).
// Controlled and uncontrolled pairs share one type with their change callback, callbacks carry
// the payload their names promise, roots take DOM attributes and a typed ref, and the names 0.1.0
// dropped are type errors.
import { describe, expectTypeOf, it } from 'vitest';
import type { Ref } from 'react';
import {
  BankDepositDetails, ChannelPicker, CopyField, CustomerPrefill, DynamicForm, ErrorPanel, PaymentMethodPicker, TransactionList, VirtualAccounts,
  type BankDepositDetailsProps, type ChannelPickerProps, type CopyFieldProps, type CustomerPrefillProps, type DepositRuleProps, type DepositTriggerKind, type DynamicFormProps, type ErrorPanelProps,
  type PaymentMethodPickerProps, type PrefillDrafts, type RootProps, type SellFlowProps, type TransactionListProps, type VirtualAccountsProps,
} from './index';
import type { BankDepositResponse, Channel, DepositRuleResponse, CloseVirtualAccountResult, CountryCode, FiatCurrencyCode, FormInput, FormSchema, PaymentMethod, PrefillResponse, Transaction } from './api/index';

type Callback<P, K extends keyof P> = NonNullable<P[K]>;
const schema = {} as FormSchema;

describe('controlled and uncontrolled pairs', () => {
  it('ChannelPicker: the channel ID, the country', () => {
    expectTypeOf<ChannelPickerProps['value']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ChannelPickerProps['defaultValue']>().toEqualTypeOf<ChannelPickerProps['value']>();
    expectTypeOf<Callback<ChannelPickerProps, 'onValueChange'>>().parameters.toEqualTypeOf<[channelId: string, channel: Channel]>();
    expectTypeOf<ChannelPickerProps['country']>().toEqualTypeOf<CountryCode | undefined>();
    expectTypeOf<ChannelPickerProps['defaultCountry']>().toEqualTypeOf<ChannelPickerProps['country']>();
    expectTypeOf<Callback<ChannelPickerProps, 'onCountryChange'>>().parameters.toEqualTypeOf<[country: CountryCode]>();
  });

  it('PaymentMethodPicker: an ID or null (a new method), with the method', () => {
    expectTypeOf<PaymentMethodPickerProps['value']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<PaymentMethodPickerProps['defaultValue']>().toEqualTypeOf<PaymentMethodPickerProps['value']>();
    expectTypeOf<Callback<PaymentMethodPickerProps, 'onValueChange'>>().parameters.toEqualTypeOf<[paymentMethodId: string | null, method: PaymentMethod | null]>();
  });

  it('DynamicForm: the answers', () => {
    expectTypeOf<DynamicFormProps['formData']>().toEqualTypeOf<FormInput | undefined>();
    expectTypeOf<DynamicFormProps['defaultFormData']>().toEqualTypeOf<DynamicFormProps['formData']>();
    expectTypeOf<Callback<DynamicFormProps, 'onFormDataChange'>>().parameters.toEqualTypeOf<[formData: FormInput]>();
  });

  it('CustomerPrefill: the drafts per variant', () => {
    expectTypeOf<CustomerPrefillProps['value']>().toEqualTypeOf<PrefillDrafts | undefined>();
    expectTypeOf<CustomerPrefillProps['defaultValue']>().toEqualTypeOf<CustomerPrefillProps['value']>();
    expectTypeOf<Callback<CustomerPrefillProps, 'onValueChange'>>().parameters.toEqualTypeOf<[drafts: PrefillDrafts]>();
  });
});

describe('callbacks say what happened and carry it', () => {
  it('gives each its payload', () => {
    expectTypeOf<Callback<DynamicFormProps, 'onFormSubmitted'>>().parameters.toEqualTypeOf<[formData: FormInput]>();
    expectTypeOf<Callback<TransactionListProps, 'onTransactionSelected'>>().parameters.toEqualTypeOf<[transaction: Transaction]>();
    expectTypeOf<Callback<TransactionListProps, 'onPageTokensChange'>>().parameters.toEqualTypeOf<[pageTokens: string[]]>();
    expectTypeOf<TransactionListProps['pageTokens']>().toEqualTypeOf<readonly string[] | undefined>();
    expectTypeOf<Callback<VirtualAccountsProps, 'onAccountClosed'>>().parameters.toEqualTypeOf<[result: CloseVirtualAccountResult, httpStatus: 200 | 202]>();
    expectTypeOf<Callback<BankDepositDetailsProps, 'onDetailsLoaded'>>().parameters.toEqualTypeOf<[details: BankDepositResponse, request: { fiatCurrency: FiatCurrencyCode }]>();
    expectTypeOf<Callback<DepositRuleProps, 'onRuleCreated'>>().parameters.toEqualTypeOf<[rule: DepositRuleResponse, made: { trigger: DepositTriggerKind }]>();
    expectTypeOf<Callback<CustomerPrefillProps, 'onPrefillSubmitted'>>().parameters.toEqualTypeOf<[response: PrefillResponse]>();
    expectTypeOf<Callback<CopyFieldProps, 'onValueCopied'>>().parameters.toEqualTypeOf<[value: string]>();
    expectTypeOf<Callback<ErrorPanelProps, 'onRetryRequested'>>().toEqualTypeOf<() => void>();
    expectTypeOf<Callback<SellFlowProps, 'onSellCompleted'>>().parameters.toEqualTypeOf<[transaction: Transaction]>();
  });

  it('refuses the names 0.1.0 dropped', () => {
    const noop = () => undefined;
    void [
      // @ts-expect-error onRetry is onRetryRequested
      <ErrorPanel error={null} onRetry={noop} />,
      // @ts-expect-error onCopy is onValueCopied
      <CopyField label="IBAN" value="DE89" onCopy={noop} />,
      // @ts-expect-error onChange is onFormDataChange
      <DynamicForm schema={schema} onChange={noop} />,
      // @ts-expect-error onSubmit is onFormSubmitted
      <DynamicForm schema={schema} onSubmit={noop} />,
      // @ts-expect-error onClosed is onAccountClosed
      <VirtualAccounts onClosed={noop} />,
      // @ts-expect-error onSelect is onTransactionSelected
      <TransactionList onSelect={noop} />,
      // @ts-expect-error onReady is onDetailsLoaded
      <BankDepositDetails fiatCurrency="EUR" cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress="0x0" onReady={noop} />,
      // @ts-expect-error onSubmitted is onPrefillSubmitted
      <CustomerPrefill onSubmitted={noop} />,
    ];
  });

  it('takes the current names', () => {
    void [
      <ErrorPanel error={null} onRetryRequested={() => undefined} />,
      <DynamicForm schema={schema} onFormDataChange={(answers) => expectTypeOf(answers).toEqualTypeOf<FormInput>()} onFormSubmitted={() => undefined} />,
      <TransactionList onTransactionSelected={(tx) => expectTypeOf(tx.ID).toBeString()} />,
      <ChannelPicker cryptoCurrency="USDC_TEST" value="c-1" onValueChange={(id, channel) => expectTypeOf(channel.ID).toEqualTypeOf(id)} />,
      <PaymentMethodPicker defaultValue={null} onValueChange={(_id, method) => expectTypeOf(method).toEqualTypeOf<PaymentMethod | null>()} />,
    ];
  });
});

describe('roots', () => {
  it('take DOM attributes and a ref to their element', () => {
    expectTypeOf<ErrorPanelProps['ref']>().toEqualTypeOf<Ref<HTMLDivElement> | undefined>();
    expectTypeOf<TransactionListProps['ref']>().toEqualTypeOf<Ref<HTMLElement> | undefined>();
    void <TransactionList id="tx" className="mine" data-testid="list" aria-label="Transactions" onKeyDown={() => undefined} />;
  });

  it('keep the component’s own names out of the DOM’s', () => {
    expectTypeOf<RootProps>().not.toHaveProperty('onChange');
    expectTypeOf<RootProps>().not.toHaveProperty('onSubmit');
    expectTypeOf<RootProps>().not.toHaveProperty('defaultValue');
    expectTypeOf<RootProps>().toHaveProperty('onClick');
  });
});
