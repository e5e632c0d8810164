'use client';
// How a fee is made up, as the service gives it: a percentage and a fixed part ("0.8% + €1.50"). A
// part that is zero is left out ("0.3%", "€1.50"), never "0.3% + €0.00"; both zero read "€0.00".
// One place for the bank deposit's fee and a channel's.
import { compare, formatPercent } from '../../core/decimal';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from './Amount';

export function FeeRate({ percent, fixed, currency }: { percent: string; fixed: string; currency: string }) {
  const { locale } = useRampkit('FeeRate');
  const withPercent = compare(percent, '0') !== 0;
  const withFixed = compare(fixed, '0') !== 0 || !withPercent;
  return (
    <>
      {withPercent ? formatPercent(percent, locale) : null}
      {withPercent && withFixed ? ' + ' : null}
      {withFixed ? <Amount value={fixed} currency={currency} /> : null}
    </>
  );
}
