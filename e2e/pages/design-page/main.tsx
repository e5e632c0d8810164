// The kit's design foundation on one page, for e2e/design-shots.spec.ts: the sample sell step
// (stories/support/ThemeSample.tsx) and every shared primitive, under ?theme= (default, night,
// flat, or `all` side by side), ?locale= and ?brand= (a colorPrimary); with ?display=1 the
// display components instead (e2e/display-shots.spec.ts): quotes, receipts, copy rows, errors. No
// network: the parts shown here read nothing they need (a receipt shows the transaction given).
import { createRoot } from 'react-dom/client';
import { LOCALES, RampkitProvider, type Appearance, type Locale, type Theme } from 'rampkit';
import { ThemeSample } from '../../../stories/support/ThemeSample';
import { KitRoot } from '../../../src/components/shared/root';
import { Badge } from '../../../src/components/shared/Badge';
import { Button } from '../../../src/components/shared/Button';
import { EmptyState } from '../../../src/components/shared/EmptyState';
import { Heading } from '../../../src/components/shared/Heading';
import { Notice } from '../../../src/components/shared/Notice';
import { Skeleton } from '../../../src/components/shared/Skeleton';
import { useRampkit } from '../../../src/react/useRampkit';
import { DisplaySample } from './display';

const params = new URLSearchParams(location.search);
const asked = params.get('locale') ?? 'en';
const locale = (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : 'en';
const theme = params.get('theme') ?? 'default';
const brand = params.get('brand') ?? undefined;
const themes: Theme[] = theme === 'all' ? ['default', 'night', 'flat'] : [theme as Theme];
document.body.dataset.pageTheme = theme;

function Primitives() {
  const { t } = useRampkit('Primitives');
  return (
    <KitRoot as="div" className="rk-stack rk-flow" style={{ padding: 16 }}>
      <Heading>{t('tx.title')}</Heading>
      <div className="rk-row">
        <Badge tone="success">{t('tx.status.Settled')}</Badge>
        <Badge tone="pending">{t('tx.status.Pending')}</Badge>
        <Badge tone="danger">{t('tx.status.Failed')}</Badge>
      </div>
      <div className="rk-row">
        <Button>{t('common.continue')}</Button>
        <Button busy>{t('common.continue')}</Button>
        <Button variant="ghost">{t('common.retry')}</Button>
      </div>
      <Notice tone="info">{t('sell.estimate.note')}</Notice>
      <EmptyState title={t('tx.list.empty')} description={t('sell.method.empty')} action={<Button variant="secondary">{t('sell.title')}</Button>} />
      <Skeleton variant="card" />
      <Skeleton variant="list" rows={2} />
    </KitRoot>
  );
}

const appearanceOf = (name: Theme): Appearance => ({ theme: name, variables: brand ? { colorPrimary: brand } : undefined });

createRoot(document.getElementById('root')!).render(
  <div className="page">
    {themes.map((name) => (
      <RampkitProvider key={name} proxyUrl="/api" locale={locale} appearance={appearanceOf(name)}>
        {params.get('display') === '1' ? <DisplaySample /> : <ThemeSample />}
        {params.get('primitives') === '1' ? <Primitives /> : null}
      </RampkitProvider>
    ))}
  </div>,
);
