// One DynamicForm for whatever schema the test hands in (window.__rampkitSchema, set before the
// page loads), in the locale of ?locale=; what it submits lands in window.__rampkitSubmitted.
// For e2e/fill-from-schema.spec.ts: DynamicFormPage.fillFromSchema against any form schema.
import { createRoot } from 'react-dom/client';
import { DynamicForm, LOCALES, RampkitProvider, type Locale } from 'rampkit';

type Json = Record<string, unknown>;
const host = window as unknown as { __rampkitSchema?: Json; __rampkitSubmitted?: unknown };
const asked = new URLSearchParams(location.search).get('locale') ?? '';
const locale = (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : 'en';

createRoot(document.getElementById('root')!).render(
  <RampkitProvider proxyUrl="/api" customerId="form-harness" locale={locale}>
    <DynamicForm schema={(host.__rampkitSchema ?? { type: 'object' }) as never} onFormSubmitted={(answers) => (host.__rampkitSubmitted = answers)} />
  </RampkitProvider>,
);
