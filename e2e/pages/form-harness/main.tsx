// One DynamicForm for whatever schema the test hands in (window.__rampkitSchema, set before the
// page loads), in the locale of ?locale=; what it submits lands in window.__rampkitSubmitted.
// For e2e/fill-from-schema.spec.ts: DynamicFormPage.fillFromSchema against any form schema.
// For e2e/form-design.spec.ts: ?form=sepa shows the sandbox's SEPA form as the sell flow's form
// step does (a Back action beside Continue), ?form=prefill the CustomerPrefill form, under
// ?theme= (default, night) and ?labels=floating.
import { createRoot } from 'react-dom/client';
import { CustomerPrefill, DynamicForm, LOCALES, RampkitProvider, type Locale, type Theme } from 'rampkit';
import { seedChannels } from '../../../src/sandbox/seed/channels';
import { BackButton } from '../../../src/components/SellFlow/BackButton';

type Json = Record<string, unknown>;
const host = window as unknown as { __rampkitSchema?: Json; __rampkitSubmitted?: unknown };
const params = new URLSearchParams(location.search);
const asked = params.get('locale') ?? '';
const locale = (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : 'en';
const theme = (params.get('theme') ?? 'default') as Theme;
const labels = params.get('labels') === 'floating' ? 'floating' : 'above';
const form = params.get('form');
const submitted = (answers: unknown) => (host.__rampkitSubmitted = answers);
document.documentElement.style.background = theme === 'night' ? '#0b1220' : '#ffffff';

const sepa = seedChannels.find((c) => c.PaymentMethodType === 'BankSepa')!.formSchema;

createRoot(document.getElementById('root')!).render(
  <RampkitProvider proxyUrl="/api" customerId="form-harness" locale={locale} appearance={{ theme, labels }}>
    {form === 'prefill' ? (
      // A host's page column: 16 px at the sides, as the kit's sticky action bar on a phone expects.
      <div style={{ padding: 16 }}>
        <CustomerPrefill />
      </div>
    ) : form === 'sepa' ? (
      <div style={{ maxWidth: 480, margin: '0 auto', padding: 16 }}>
        <DynamicForm schema={sepa} idPrefix="rk-field-Form" onFormSubmitted={submitted} secondaryAction={<BackButton onClick={() => undefined} />} />
      </div>
    ) : (
      <DynamicForm schema={(host.__rampkitSchema ?? { type: 'object' }) as never} onFormSubmitted={submitted} />
    )}
  </RampkitProvider>,
);
