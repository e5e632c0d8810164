// The hosted onboarding page a customer is redirected to (HostedURL). Plain, accessible HTML: one
// form, every field labelled, problems listed in an alert and next to their field, and what the
// person typed kept when something is wrong. On success it sends them back to ReturnURL.
import type { Hono } from 'hono';
import { z } from 'zod/mini';
import { DateStringSchema, FullNameSchema, IdentitySchema, PostalAddressSchema } from '../api/common';
import { COUNTRIES } from '../api/iso';
import { AGREEMENT_NAMES, BusinessCustomerInputSchema } from '../api/customers';
import type { SandboxContext } from './context';
import { emitCustomer } from './context';
import { scheduleReview, type ReviewOutcome } from './handlers/customers';
import type { CustomerRecord } from './store';
import { BodyTooLargeError, readTextWithin } from '../wire/body';
import { returnUrlProblem } from './return-url';
import { HOSTED_MESSAGES, hostedLocale, type HostedLocale, type HostedMessages } from './hosted-messages';

const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Values = Record<string, string>;

/** The page's form is a few hundred bytes; 64 KiB leaves room and no more. */
const HOSTED_FORM_BYTES = 64 * 1024;

/**
 * The page runs no script, loads nothing from elsewhere, cannot be framed, and its form may post only
 * here, then send the customer on only to their ReturnURL's origin.
 */
function hostedHtml(body: string, status: number, returnOrigin?: string): Response {
  const csp = `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ''}; frame-ancestors 'none'; base-uri 'none'`;
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } });
}
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

function input(name: string, label: string, values: Values, errors: Record<string, string>, attrs = ''): string {
  const error = errors[name];
  return `<div class="field"><label for="${name}">${esc(label)}</label>
<input id="${name}" name="${name}" value="${esc(values[name])}" ${attrs} ${error ? `aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error ? `<p class="error" id="${name}-error">${esc(error)}</p>` : ''}</div>`;
}

function select(name: string, label: string, options: [string, string][], values: Values): string {
  return `<div class="field"><label for="${name}">${esc(label)}</label><select id="${name}" name="${name}">${options
    .map(([v, l]) => `<option value="${esc(v)}"${values[name] === v ? ' selected' : ''}>${esc(l)}</option>`)
    .join('')}</select></div>`;
}

function countryOptions(locale: HostedLocale): [string, string][] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (COUNTRIES as readonly string[])
    .map((code) => [code, `${names.of(code) ?? code} (${code})`] as [string, string])
    .sort((a, b) => a[1].localeCompare(b[1], locale));
}

function page(record: CustomerRecord, locale: HostedLocale, values: Values, errors: Record<string, string>): string {
  const t = HOSTED_MESSAGES[locale];
  const individual = record.Type === 'Individual';
  const countries = countryOptions(locale);
  const problems = Object.entries(errors);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}fieldset{border:1px solid #bbb;border-radius:8px;margin:1rem 0;padding:1rem}
.field{margin:.5rem 0}label{display:block;font-weight:600}input,select{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}input[type=checkbox]{width:auto}
.error{color:#a00000;margin:.2rem 0}[role=alert]{border:2px solid #a00000;padding:.5rem 1rem;border-radius:8px}button{font:inherit;padding:.6rem 1.2rem;background:#1d4ed8;color:#fff;border:0;border-radius:6px}</style></head>
<body><main><h1>${esc(t.title)}</h1><p>${esc(t.intro(record.CustomerID))}</p>
${problems.length ? `<div role="alert"><h2>${esc(t.fix(problems.length))}</h2><ul>${problems.map(([f, m]) => `<li><a href="#${f === 'Agreements' ? AGREEMENT_NAMES[0] : f}">${esc(fieldLabel(t, f, individual))}: ${esc(m)}</a></li>`).join('')}</ul></div>` : ''}
<form method="post">
${individual
    ? `<fieldset><legend>${esc(t.aboutYou)}</legend>${input('FirstName', t.firstName, values, errors, 'autocomplete="given-name"')}${input('LastName', t.lastName, values, errors, 'autocomplete="family-name"')}${input('DateOfBirth', t.dateOfBirth, values, errors, 'placeholder="1990-05-17"')}</fieldset>
<fieldset><legend>${esc(t.identityDocument)}</legend>${select('IDType', t.documentType, [['Passport', t.passport], ['NationalIDCard', t.nationalId], ['DrivingLicense', t.drivingLicence]], values)}${input('IDNumber', t.documentNumber, values, errors)}${select('IssuingCountry', t.issuingCountry, countries, values)}
<div class="field"><input type="checkbox" id="Selfie" name="Selfie" value="yes"${values.Selfie ? ' checked' : ''}${errors.Selfie ? ' aria-invalid="true" aria-describedby="Selfie-error"' : ''}> <label for="Selfie" style="display:inline">${esc(t.selfie)}</label>${errors.Selfie ? `<p class="error" id="Selfie-error">${esc(errors.Selfie)}</p>` : ''}</div></fieldset>`
    : `<fieldset><legend>${esc(t.yourBusiness)}</legend>${input('RegisteredName', t.registeredName, values, errors)}${input('RegistrationNumber', t.registrationNumber, values, errors)}</fieldset>`}
<fieldset><legend>${esc(individual ? t.homeAddress : t.registeredAddress)}</legend>${input('Street', t.street, values, errors, 'autocomplete="address-line1"')}${input('City', t.city, values, errors)}${input('PostCode', t.postCode, values, errors)}${input('State', t.state, values, errors, 'aria-required="true" autocomplete="address-level1"')}${select('Country', t.country, countries, values)}</fieldset>
<fieldset><legend>${esc(t.agreements)}</legend>${AGREEMENT_NAMES.slice(0, 3).map((a) => `<div class="field"><input type="checkbox" id="${a}" name="${a}" value="yes"${values[a] ? ' checked' : ''}> <label for="${a}" style="display:inline">${esc(t.accept(a.replace(/([a-z])([A-Z])/g, '$1 $2')))}</label></div>`).join('')}${errors.Agreements ? `<p class="error" id="Agreements-error">${esc(errors.Agreements)}</p>` : ''}</fieldset>
<fieldset><legend>${esc(t.outcomeLegend)}</legend>${select('Outcome', t.outcomeLabel, [['Approved', t.approve], ['DeclinedRetry', t.declineRetry], ['DeclinedFinal', t.declineFinal], ['ActionsRequired', t.askProofOfAddress]], values)}</fieldset>
<button type="submit">${esc(t.submit)}</button></form></main></body></html>`;
}

/** The page's own label of each field, for the problem list (never the raw field id). */
function fieldLabel(t: HostedMessages, field: string, individual: boolean): string {
  const labels: Record<string, string> = {
    FirstName: t.firstName, LastName: t.lastName, DateOfBirth: t.dateOfBirth, IDType: t.documentType, IDNumber: t.documentNumber,
    IssuingCountry: t.issuingCountry, Selfie: t.selfieShort, RegisteredName: t.registeredName, RegistrationNumber: t.registrationNumber,
    Street: t.street, City: t.city, PostCode: t.postCode, State: t.state, Country: t.country, Agreements: t.agreements,
  };
  return labels[field] ?? (individual ? t.aboutYou : t.yourBusiness);
}

/**
 * A contract problem in the page's words. The contract's messages are English (they are the API's
 * Description); the page reads what kind of problem it is from the zod issue instead.
 */
function problemText(t: HostedMessages, field: string, issue: z.core.$ZodIssue, country: string | undefined): string {
  const p = t.problem;
  const given = (issue as { input?: unknown }).input;
  if (given === undefined || given === '') return p.required;
  switch (issue.code) {
    case 'too_small':
      return p.tooShort(Number(issue.minimum));
    case 'too_big':
      return p.tooLong(Number(issue.maximum));
    case 'invalid_format':
      return field === 'DateOfBirth' ? p.dateFormat : p.printable;
    case 'invalid_value':
    case 'invalid_union':
      return p.chooseOne;
    case 'custom':
      if (field === 'DateOfBirth') return p.realDate;
      // The address rule (State against a US or Canadian Country) is checked on the whole address.
      if (field === 'State' && typeof given === 'object') return p.stateCode(country === 'CA' ? 'ON' : 'NY');
      return p.placeholder;
    default:
      return p.invalid;
  }
}

/** Issues keep the value they refer to: an empty one is "required", whatever rule it broke first. */
const withInput = { reportInput: true };

function validate(record: CustomerRecord, t: HostedMessages, v: Values): { errors: Record<string, string>; data: Record<string, unknown> } {
  const errors: Record<string, string> = {};
  const collect = (result: { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } }, map: (field: string) => string = (f) => f) => {
    for (const issue of result.error?.issues ?? []) {
      const field = map(issue.path.map(String).at(-1) ?? '');
      errors[field] ??= problemText(t, field, issue, v.Country);
    }
  };
  const address = { Street: v.Street, City: v.City, PostCode: v.PostCode, State: v.State, Country: v.Country };
  collect(PostalAddressSchema.safeParse(address, withInput));
  const data: Record<string, unknown> = {};
  if (record.Type === 'Individual') {
    collect(FullNameSchema.safeParse({ FirstName: v.FirstName, LastName: v.LastName }, withInput));
    collect(DateStringSchema.safeParse(v.DateOfBirth, withInput), () => 'DateOfBirth');
    const identity = { IDType: v.IDType, IDNumber: v.IDNumber, IssuingCountry: v.IssuingCountry };
    collect(IdentitySchema.safeParse(identity, withInput));
    if (!v.Selfie) errors.Selfie = t.selfieMissing;
    Object.assign(data, { FullName: { FirstName: v.FirstName, LastName: v.LastName }, DateOfBirth: v.DateOfBirth, Identities: [identity], PrimaryResidence: address });
  } else {
    collect(z.pick(BusinessCustomerInputSchema, { RegisteredName: true, RegistrationNumber: true }).safeParse({ RegisteredName: v.RegisteredName || undefined, RegistrationNumber: v.RegistrationNumber || undefined }, withInput));
    Object.assign(data, { RegisteredName: v.RegisteredName, RegistrationNumber: v.RegistrationNumber, RegisteredAddress: address });
  }
  if (AGREEMENT_NAMES.slice(0, 3).some((a) => !v[a])) errors.Agreements = t.agreementsMissing;
  return { errors, data };
}

/** What the business already sent (a Form or a prefill) fills the page, so nobody types it twice. */
function known(data: Record<string, unknown>): Values {
  const pick = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  const name = pick(data.FullName);
  const address = pick(data.PrimaryResidence ?? data.RegisteredAddress ?? data.LegalAddress);
  const identity = pick(Array.isArray(data.Identities) ? data.Identities[0] : undefined);
  const entries = {
    FirstName: name.FirstName, LastName: name.LastName, DateOfBirth: data.DateOfBirth,
    IDType: identity.IDType, IDNumber: identity.IDNumber, IssuingCountry: identity.IssuingCountry,
    RegisteredName: data.RegisteredName ?? data.CompanyName, RegistrationNumber: data.RegistrationNumber,
    Street: address.Street, City: address.City, PostCode: address.PostCode, State: address.State, Country: address.Country,
  };
  return Object.fromEntries(Object.entries(entries).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export function mountHosted(app: Hono, ctx: SandboxContext): void {
  const find = (sessionId: string) => [...ctx.state.customers.values()].find((r) => r.session?.id === sessionId);
  const expired = (locale: HostedLocale) => {
    const t = HOSTED_MESSAGES[locale];
    return hostedHtml(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${esc(t.expiredTitle)}</title></head><body><main><h1>${esc(t.expiredTitle)}</h1><p>${esc(t.expiredBody)}</p></main></body></html>`, 410);
  };

  app.get('/hosted/:locale/onboarding/:session', (c) => {
    const locale = hostedLocale(c.req.param('locale'));
    const record = find(c.req.param('session'));
    if (!record?.session || record.session.expiresAt <= ctx.clock.now()) return expired(locale);
    return hostedHtml(page(record, locale, { Country: 'DE', IssuingCountry: 'DE', Outcome: 'Approved', ...known(record.data) }, {}), 200, originOf(record.session.returnURL));
  });

  app.post('/hosted/:locale/onboarding/:session', async (c) => {
    const locale = hostedLocale(c.req.param('locale'));
    const record = find(c.req.param('session'));
    if (!record?.session || record.session.expiresAt <= ctx.clock.now()) return expired(locale);
    let text: string;
    try {
      text = await readTextWithin(c.req.raw, HOSTED_FORM_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return hostedHtml(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>413</title></head><body><main><h1>${esc(error.message)}</h1></main></body></html>`, 413);
    }
    const values = Object.fromEntries([...new URLSearchParams(text)].map(([k, v]) => [k, v.trim()]));
    const { errors, data } = validate(record, HOSTED_MESSAGES[locale], values);
    if (Object.keys(errors).length) return hostedHtml(page(record, locale, values, errors), 400, originOf(record.session.returnURL));
    // Checked when the session started too; never redirect anywhere else, whatever happened since.
    const refused = returnUrlProblem(record.session.returnURL, ctx.config.returnOrigins);
    if (refused) return hostedHtml(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>ReturnURL</title></head><body><main><h1>ReturnURL ${esc(refused)}</h1></main></body></html>`, 400);
    const now = ctx.clock.iso();
    record.data = { ...record.data, ...data };
    record.Agreements = AGREEMENT_NAMES.slice(0, 3).map((Name) => ({ Name, Version: 1, Accepted: true, AcceptedAt: now }));
    record.MissingSteps = [];
    record.OnboardingStatus = 'ReviewPending';
    const returnURL = new URL(record.session.returnURL);
    record.session.expiresAt = ctx.clock.now();
    emitCustomer(ctx, record);
    scheduleReview(ctx, record, (values.Outcome as ReviewOutcome) || 'Approved');
    returnURL.searchParams.set('CustomerID', record.CustomerID);
    returnURL.searchParams.set('OnboardingStatus', 'ReviewPending');
    return c.redirect(returnURL.toString(), 303);
  });
}
