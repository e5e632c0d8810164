// The hosted onboarding page a customer is redirected to (HostedURL). Plain, accessible HTML: one
// form, every field labelled, problems listed in an alert and next to their field, and what the
// person typed kept when something is wrong. On success it sends them back to ReturnURL.
import type { Hono } from 'hono';
import { DateStringSchema, FullNameSchema, IdentitySchema, PostalAddressSchema, COUNTRIES } from '../../src/api';
import { zodIssuesToFieldProblems } from '../../src/api/errors';
import { AGREEMENT_NAMES } from '../../src/api/customers';
import type { SandboxContext } from './context';
import { emitCustomer } from './context';
import { scheduleReview, type ReviewOutcome } from './handlers/customers';
import type { CustomerRecord } from './store';

const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Values = Record<string, string>;

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

function page(record: CustomerRecord, values: Values, errors: Record<string, string>): string {
  const individual = record.Type === 'Individual';
  const countries = (COUNTRIES as readonly string[]).map((c) => [c, c] as [string, string]);
  const problems = Object.entries(errors);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Verify your identity</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}fieldset{border:1px solid #bbb;border-radius:8px;margin:1rem 0;padding:1rem}
.field{margin:.5rem 0}label{display:block;font-weight:600}input,select{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}input[type=checkbox]{width:auto}
.error{color:#a00000;margin:.2rem 0}[role=alert]{border:2px solid #a00000;padding:.5rem 1rem;border-radius:8px}button{font:inherit;padding:.6rem 1.2rem;background:#1d4ed8;color:#fff;border:0;border-radius:6px}</style></head>
<body><main><h1>Verify your identity</h1><p>Customer <strong>${esc(record.CustomerID)}</strong>. This is the sandbox's hosted onboarding: nothing here is real.</p>
${problems.length ? `<div role="alert"><h2>Please fix ${problems.length} problem${problems.length > 1 ? 's' : ''}</h2><ul>${problems.map(([f, m]) => `<li><a href="#${f}">${esc(f)}: ${esc(m)}</a></li>`).join('')}</ul></div>` : ''}
<form method="post">
${individual
    ? `<fieldset><legend>About you</legend>${input('FirstName', 'First name', values, errors, 'autocomplete="given-name"')}${input('LastName', 'Last name', values, errors, 'autocomplete="family-name"')}${input('DateOfBirth', 'Date of birth (YYYY-MM-DD)', values, errors, 'placeholder="1990-05-17"')}</fieldset>
<fieldset><legend>Identity document</legend>${select('IDType', 'Document type', [['Passport', 'Passport'], ['NationalIDCard', 'National ID card'], ['DrivingLicense', 'Driving licence']], values)}${input('IDNumber', 'Document number', values, errors)}${select('IssuingCountry', 'Issuing country', countries, values)}
<div class="field"><input type="checkbox" id="Selfie" name="Selfie" value="yes"${values.Selfie ? ' checked' : ''}${errors.Selfie ? ' aria-invalid="true" aria-describedby="Selfie-error"' : ''}> <label for="Selfie" style="display:inline">I took a selfie with the document (sandbox)</label>${errors.Selfie ? `<p class="error" id="Selfie-error">${esc(errors.Selfie)}</p>` : ''}</div></fieldset>`
    : `<fieldset><legend>Your business</legend>${input('RegisteredName', 'Registered name', values, errors)}${input('RegistrationNumber', 'Registration number', values, errors)}</fieldset>`}
<fieldset><legend>${individual ? 'Home address' : 'Registered address'}</legend>${input('Street', 'Street and number', values, errors, 'autocomplete="address-line1"')}${input('City', 'City', values, errors)}${input('PostCode', 'Post code', values, errors)}${input('State', 'State or region (US/CA: two-letter code)', values, errors)}${select('Country', 'Country', countries, values)}</fieldset>
<fieldset><legend>Agreements</legend>${AGREEMENT_NAMES.slice(0, 3).map((a) => `<div class="field"><input type="checkbox" id="${a}" name="${a}" value="yes"${values[a] ? ' checked' : ''}> <label for="${a}" style="display:inline">I accept the ${esc(a.replace(/([a-z])([A-Z])/g, '$1 $2'))}</label></div>`).join('')}${errors.Agreements ? `<p class="error" id="Agreements-error">${esc(errors.Agreements)}</p>` : ''}</fieldset>
<fieldset><legend>Sandbox: review outcome</legend>${select('Outcome', 'What the review should decide', [['Approved', 'Approve'], ['DeclinedRetry', 'Decline, may retry'], ['DeclinedFinal', 'Decline, final'], ['ActionsRequired', 'Ask for proof of address']], values)}</fieldset>
<button type="submit">Submit for review</button></form></main></body></html>`;
}

function validate(record: CustomerRecord, v: Values): { errors: Record<string, string>; data: Record<string, unknown> } {
  const errors: Record<string, string> = {};
  const collect = (result: { success: boolean; error?: { issues: readonly never[] } }, map: (field: string) => string = (f) => f) => {
    if (!result.success) for (const p of zodIssuesToFieldProblems(result.error?.issues ?? [])) errors[map(p.Field)] ??= p.Description;
  };
  const address = { Street: v.Street, City: v.City, PostCode: v.PostCode, State: v.State, Country: v.Country };
  collect(PostalAddressSchema.safeParse(address) as never);
  const data: Record<string, unknown> = {};
  if (record.Type === 'Individual') {
    collect(FullNameSchema.safeParse({ FirstName: v.FirstName, LastName: v.LastName }) as never);
    collect(DateStringSchema.safeParse(v.DateOfBirth) as never, () => 'DateOfBirth');
    const identity = { IDType: v.IDType, IDNumber: v.IDNumber, IssuingCountry: v.IssuingCountry };
    collect(IdentitySchema.safeParse(identity) as never);
    if (!v.Selfie) errors.Selfie = 'Take the selfie to continue';
    Object.assign(data, { FullName: { FirstName: v.FirstName, LastName: v.LastName }, DateOfBirth: v.DateOfBirth, Identities: [identity], PrimaryResidence: address });
  } else {
    if (!v.RegisteredName) errors.RegisteredName = 'is required';
    Object.assign(data, { RegisteredName: v.RegisteredName, RegistrationNumber: v.RegistrationNumber, RegisteredAddress: address });
  }
  if (AGREEMENT_NAMES.slice(0, 3).some((a) => !v[a])) errors.Agreements = 'Accept every agreement to continue';
  return { errors, data };
}

export function mountHosted(app: Hono, ctx: SandboxContext): void {
  const find = (sessionId: string) => [...ctx.state.customers.values()].find((r) => r.session?.id === sessionId);
  const expired = () =>
    new Response('<!doctype html><html lang="en"><head><title>Link expired</title></head><body><main><h1>This link has expired</h1><p>Go back to the business and start verification again: it will give you a new link.</p></main></body></html>', { status: 410, headers: { 'content-type': 'text/html; charset=utf-8' } });

  app.get('/hosted/:locale/onboarding/:session', (c) => {
    const record = find(c.req.param('session'));
    if (!record?.session || record.session.expiresAt <= ctx.clock.now()) return expired();
    const prefilled: Values = { Country: 'DE', IssuingCountry: 'DE', Outcome: 'Approved' };
    return c.html(page(record, prefilled, {}));
  });

  app.post('/hosted/:locale/onboarding/:session', async (c) => {
    const record = find(c.req.param('session'));
    if (!record?.session || record.session.expiresAt <= ctx.clock.now()) return expired();
    const form = await c.req.parseBody();
    const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v).trim()]));
    const { errors, data } = validate(record, values);
    if (Object.keys(errors).length) return c.html(page(record, values, errors), 400);
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
