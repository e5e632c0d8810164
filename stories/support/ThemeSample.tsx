// One screen of the kit made of the shared primitives and tokens (a sell step: title, price pill,
// amount field, payout choices, the payout, a temporary problem, the action bar): what the Themes
// and Appearance stories show under each appearance, and what the design screenshots
// (e2e/design-shots.spec.ts) photograph. Every word from the catalogue.
import { useId } from 'react';
import { ActionBar } from '../../src/components/shared/ActionBar';
import { Amount } from '../../src/components/shared/Amount';
import { Badge } from '../../src/components/shared/Badge';
import { Button } from '../../src/components/shared/Button';
import { Field } from '../../src/components/shared/Field';
import { Heading } from '../../src/components/shared/Heading';
import { Notice } from '../../src/components/shared/Notice';
import { methodTypeName } from '../../src/components/shared/names';
import { KitRoot } from '../../src/components/shared/root';
import { useRampkit } from '../../src/react/useRampkit';
import { formatAmount } from '../../src/core/decimal';

export function ThemeSample({ busy = false }: { busy?: boolean }) {
  const { t, locale } = useRampkit('ThemeSample');
  const name = useId();
  return (
    <KitRoot as="div" className="rk-stack rk-flow" style={{ padding: 16 }}>
      <div className="rk-row" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Heading>{t('sell.quote.title')}</Heading>
        <Badge tone="pending">{`${t('sell.quote.lock')} · 0:59`}</Badge>
      </div>
      <Field label={t('sell.amount.label', { currency: 'EUR' })} help={t('sell.amount.read-as', { amount: formatAmount('150', { locale, currency: 'EUR' }) })}>
        {(control) => <input {...control} inputMode="decimal" defaultValue="150" />}
      </Field>
      <fieldset className="rk-radio-group">
        <legend>{t('sell.channel.legend')}</legend>
        {(['BankSepa', 'BankLocal'] as const).map((method, i) => (
          <label key={method} className="rk-option" data-state={i === 0 ? 'checked' : 'unchecked'}>
            <input type="radio" name={name} defaultChecked={i === 0} />
            <span>{methodTypeName(method, t)}</span>
          </label>
        ))}
      </fieldset>
      <div className="rk-card rk-stack">
        <p className="rk-caption">{t('sell.quote.you-receive')}</p>
        <Amount value="146.30" currency="EUR" className="rk-amount-display" />
        <p className="rk-caption">
          {t('sell.quote.rate')} <Amount value="59800" currency="EUR" />
        </p>
      </div>
      <Notice tone="warning" title={t('error.type.Conflict')} reference="7f3c2a9e-5b1d-4c8e-9a20-3f6d1b2c4e5f" />
      <ActionBar primary={<Button busy={busy}>{t('sell.quote.accept')}</Button>} secondary={<Button variant="secondary">{t('common.back')}</Button>} />
      <p>
        <a href="#terms" className="rk-action-link">{t('sell.quote.breakdown')}</a>
      </p>
    </KitRoot>
  );
}
