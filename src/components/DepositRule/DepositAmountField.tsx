'use client';
// How much crypto the customer will deposit, typed in their locale ("0,05" in German) and read into
// the spec's decimal string (core/locale-amount, as SellFlow's amount step does). The label names
// the currency ("Ether (test network)"), never its code; a default is shown in the locale's writing.
// A host that prices a deposit before the rule (a quoted rule) puts this before DepositRule.
import { useId, useState } from 'react';
import type { CryptoCurrencyCode } from '../../api/common';
import { readTypedAmount, toLocaleText } from '../../core/locale-amount';
import { amountProblemText } from '../shared/amount-problem';
import { useRampkit } from '../../react/useRampkit';
import { Field } from '../shared/Field';
import { cryptoName } from '../shared/names';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';
import { onboardingEn } from '../../i18n/areas/onboarding/en';

export interface DepositAmountFieldProps extends RootProps<HTMLDivElement> {
  cryptoCurrency: CryptoCurrencyCode;
  /** The amount to start with, as the spec's decimal string ("0.05"); shown as "0,05" in German. */
  defaultAmount?: string;
  /** The amount as read, the spec's decimal string; undefined while what is typed is not an amount. */
  onAmountChange?: (amount: string | undefined) => void;
}

export function DepositAmountField({ cryptoCurrency, defaultAmount, onAmountChange, className, ...root }: DepositAmountFieldProps) {
  const { t, locale } = useRampkit('DepositAmountField', onboardingEn);
  const id = `rk-${useId().replace(/:/g, '')}-deposit-amount`;
  const [typed, setTyped] = useState(() => (defaultAmount ? toLocaleText(defaultAmount, locale) : ''));
  const [problem, setProblem] = useState<'invalid' | 'ambiguous'>();
  const read = (text: string) => readTypedAmount(text, locale);
  return (
    <KitRoot as="div" {...root} data-slot="deposit-amount" data-state={problem ? 'invalid' : undefined} className={joinClasses('rk-stack', className)}>
      <Field id={id} label={t('deposit.rule.deposit-amount', { crypto: cryptoName(cryptoCurrency, t) })} error={problem ? amountProblemText(problem, locale, t, typed) : undefined}>
        {(control) => (
          <input
            {...control}
            data-slot="amount-input"
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setProblem(undefined);
              const r = read(e.target.value);
              onAmountChange?.('amount' in r ? r.amount : undefined);
            }}
            onBlur={() => {
              const r = read(typed);
              setProblem(typed && 'problem' in r ? r.problem : undefined);
            }}
          />
        )}
      </Field>
    </KitRoot>
  );
}
