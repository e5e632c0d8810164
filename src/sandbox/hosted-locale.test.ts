// The hosted page's problems speak the page's language in every locale it supports: the list names
// each field by the page's own label (never its id) and says what is wrong in that language.
import { afterEach, expect, it } from 'vitest';
import { BASE, startSandbox, type Harness } from './test-helpers';
import { HOSTED_MESSAGES, type HostedLocale } from './hosted-messages';

let h: Harness | undefined;
afterEach(() => {
  h?.sandbox.close();
  h = undefined;
});

const bad = { FirstName: 'Ana', LastName: '', DateOfBirth: '1990-02-30', Street: 'H', City: 'Berlin', PostCode: '00000', State: 'Berlin', Country: 'DE', IDType: 'Passport', IDNumber: '', IssuingCountry: 'DE' };

async function refusedPage(locale: HostedLocale, form: Record<string, string> = bad): Promise<string> {
  h = await startSandbox();
  const session = await h.call('POST', `/v1/onboarding/c-${locale}`, { ReturnURL: 'https://shop.example/back', Locale: locale });
  const path = new URL(session.body.HostedURL).pathname;
  const response = await h.sandbox.fetch(new Request(`${BASE}${path}`, { method: 'POST', body: new URLSearchParams(form) }));
  expect(response.status).toBe(400);
  return response.text();
}
const alertItems = (html: string) => [...(/<div role="alert">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '').matchAll(/<li><a href="#\w+">([^<]*)<\/a><\/li>/g)].map((m) => m[1] ?? '');
const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));

it('German: every problem in German, named by its German label', async () => {
  const items = alertItems(await refusedPage('de')).map(unescape);
  const de = HOSTED_MESSAGES.de;
  expect(items).toEqual(expect.arrayContaining([
    `${de.street}: Mindestens 2 Zeichen eingeben`,
    `${de.postCode}: ${de.problem.placeholder}`,
    `${de.lastName}: Bitte ausfüllen`,
    `${de.dateOfBirth}: Dieses Datum gibt es nicht`,
    `${de.documentNumber}: Bitte ausfüllen`,
    `${de.selfieShort}: ${de.selfieMissing}`,
    `${de.agreements}: ${de.agreementsMissing}`,
  ]));
});

it.each(Object.keys(HOSTED_MESSAGES) as HostedLocale[])('%s: no field id and no contract English in the list or next to a field', async (locale) => {
  const html = await refusedPage(locale);
  const t = HOSTED_MESSAGES[locale];
  const items = alertItems(html).map(unescape);
  expect(items.length).toBeGreaterThanOrEqual(7);
  for (const item of items) {
    // Named by one of the page's own labels in this locale, never by a field id such as PostCode.
    const labels = Object.values(t).filter((v): v is string => typeof v === 'string');
    expect(labels.some((label) => item.startsWith(`${label}: `)), item).toBe(true);
    expect(item).not.toMatch(/^(Street|PostCode|LastName|DateOfBirth|IDNumber):/);
    expect(item).not.toMatch(/must be|is required/);
  }
  const fieldErrors = [...html.matchAll(/<p class="error" id="\w+-error">([^<]*)<\/p>/g)].map((m) => unescape(m[1] ?? ''));
  expect(fieldErrors).toContain(t.problem.required);
  for (const message of fieldErrors) expect(message).not.toMatch(/must be|is required/);
});

it('a US state that is not a two-letter code asks for the code, in the page language', async () => {
  const html = await refusedPage('fr', { ...bad, Country: 'US', State: 'Texas', PostCode: '73301' });
  expect(alertItems(html).map(unescape)).toContain(`${HOSTED_MESSAGES.fr.state}: Saisissez le code à deux lettres, par exemple NY`);
});
