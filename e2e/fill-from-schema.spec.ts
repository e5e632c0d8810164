// DynamicFormPage.fillFromSchema on every form schema the project has (src/core/form-schema/
// fixtures), and on the service's published samples when ../shared is there (an extra run that
// says how many it checked): the form, filled through its controls in German, submits answers the
// kit's validator accepts, and an override is what the form sends for that field.
import { test, expect, type Page } from '@playwright/test';
import { DynamicFormPage } from '../src/testing';
import { validateFormData } from '../src/core/form-schema/validate';
import { asSent, fixtureFormSchemas, leaves, reportSharedRun, sharedFormSchemas, valueAt, type NamedFormSchema } from '../tooling/form-samples';
import { startBuiltPage } from './pages/built-page-server';

type Json = Record<string, unknown>;
let harness: Awaited<ReturnType<typeof startBuiltPage>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  harness = await startBuiltPage('form-harness');
});
test.afterAll(async () => {
  await harness?.close();
});

async function fillAndSubmit(page: Page, schema: Json, overrides: Json = {}) {
  await page.addInitScript((s) => ((window as unknown as { __rampkitSchema: unknown }).__rampkitSchema = s), schema);
  await page.goto(`${harness.url}?locale=de`);
  const form = new DynamicFormPage(page);
  await form.root.waitFor();
  const answers = await form.fillFromSchema(schema, overrides);
  await form.submit();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __rampkitSubmitted?: unknown }).__rampkitSubmitted !== undefined), { message: `submitted: invalid fields ${await form.invalidFields.count()}` }).toBe(true);
  const submitted = (await page.evaluate(() => (window as unknown as { __rampkitSubmitted: unknown }).__rampkitSubmitted)) as Json;
  return { answers, submitted };
}

const check = (named: NamedFormSchema) => async ({ page }: { page: Page }) => {
  const { answers, submitted } = await fillAndSubmit(page, named.schema);
  expect(validateFormData(named.schema, submitted), named.name).toEqual([]);
  // Every answer typed reached the form's data as it was derived (a code shown in fours without its spaces).
  for (const { path, value } of leaves(asSent(named.schema, answers))) expect(valueAt(submitted, path), `${named.name}: ${path.join('.')}`).toEqual(value);
};

for (const named of fixtureFormSchemas()) test(`fills ${named.name} with valid answers through its controls`, check(named));

test('an override is what the form sends for its field, and steers the branch it picks', async ({ page }) => {
  const schema = fixtureFormSchemas().find((f) => f.name === 'bank-account-holder.json')!.schema;
  const { submitted } = await fillAndSubmit(page, schema, { 'AccountHolderName.AccountHolderType': 'Business' });
  expect(valueAt(submitted, ['AccountHolderName', 'AccountHolderType'])).toBe('Business');
  // The business branch's Name is one string (the individual branch's is a first and last name).
  expect(typeof valueAt(submitted, ['AccountHolderName', 'Name'])).toBe('string');
  expect(validateFormData(schema, submitted)).toEqual([]);
});

test('a country picked by its code is that country, though the German list is sorted by German names', async ({ page }) => {
  const schema = fixtureFormSchemas().find((f) => f.name === 'address-country.json')!.schema;
  // Germany is 5th of the schema's codes and 3rd of the German names (Argentinien, Australien, Brasilien, Deutschland, …).
  const { submitted } = await fillAndSubmit(page, schema, { 'RecipientAddress.Country': 'DE' });
  expect(valueAt(submitted, ['RecipientAddress', 'Country'])).toBe('DE');
  await expect(new DynamicFormPage(page).control('RecipientAddress.Country').locator('option:checked')).toHaveText(/Deutschland/);
});

test('the published form schemas (extra run when ../shared is there)', async ({ page }) => {
  const published = sharedFormSchemas();
  reportSharedRun('fillFromSchema in Chromium', published.length);
  test.skip(!published.length, 'no ../shared/form-schemas on this machine');
  test.setTimeout(60_000 + published.length * 20_000);
  for (const named of published) await check(named)({ page });
});
