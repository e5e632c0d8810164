// The hosted onboarding page a customer is redirected to (HostedURL). Plain, accessible HTML: one
// form, every field labelled (a required one marked, and `required`), problems listed in an alert
// and next to their field, and what the person typed kept when something is wrong. On success it
// sends them back to ReturnURL. Every word is in the session's locale (hosted-messages.ts). The date
// of birth is typed in the locale's order (28.02.1990 in German) and kept as the ISO date. The
// spec keeps postal address strings to printable ASCII: the page runs no script, so it writes an
// address line in ASCII when it is sent ("Hauptstraße 5" → "Hauptstrasse 5"), shows the customer
// how under the line, and takes it when the customer sends the page again; only what has no ASCII
// form is refused, naming the characters. When the review asked for a proof of address
// (ActionsRequired), the page is that one step: the document, nothing asked twice.
import type { Hono } from 'hono';
import { z } from 'zod/mini';
import { DateStringSchema, FullNameSchema, IdentitySchema, PostalAddressSchema } from '../api/common';
import { COUNTRIES } from '../api/iso';
import { BusinessCustomerInputSchema } from '../api/customers';
import { toPrintableAscii } from '../core/printable-ascii';
import { dateEntryOrder, dateEntryPattern, formatDateEntry, isIsoDate, parseDateEntry } from '../core/date-entry';
import { reviewReasonOf } from './review-reasons';
import type { SandboxContext } from './context';
import { emitCustomer } from './context';
import { scheduleReview } from './handlers/customers';
import { REVIEW_OUTCOMES, type ReviewOutcome } from './review-outcome';
import type { CustomerRecord } from './store';
import { BodyTooLargeError, readTextWithin } from '../wire/body';
import { returnUrlProblem } from './return-url';
import { HOSTED_AGREEMENTS, HOSTED_MESSAGES, hostedLocale, type HostedLocale, type HostedMessages } from './hosted-messages';

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

interface FieldOptions {
  required?: boolean;
  autocomplete?: string;
  placeholder?: string;
  /** The line under an address field that was written in ASCII: what will be sent. */
  preview?: string;
}

/** The hosted page's words for each review outcome QA may pick. */
const OUTCOME_WORDS = { Approved: 'approve', DeclinedRetry: 'declineRetry', DeclinedFinal: 'declineFinal', ActionsRequired: 'askProofOfAddress' } as const satisfies Record<ReviewOutcome, string>;

const REQUIRED_MARK = ' <span aria-hidden="true">*</span>';
const requiredAttrs = (required: boolean | undefined) => (required ? ' required aria-required="true"' : '');

function input(name: string, label: string, values: Values, errors: Record<string, string>, options: FieldOptions = {}): string {
  const error = errors[name];
  const describedBy = [options.preview ? `${name}-ascii` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field"><label for="${name}">${esc(label)}${options.required ? REQUIRED_MARK : ''}</label>
<input id="${name}" name="${name}" value="${esc(values[name])}"${requiredAttrs(options.required)}${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''}${options.placeholder ? ` placeholder="${esc(options.placeholder)}"` : ''}${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${options.preview ? `<p class="preview" id="${name}-ascii" data-slot="ascii-preview">${esc(options.preview)}</p>` : ''}${error ? `<p class="error" id="${name}-error">${esc(error)}</p>` : ''}</div>`;
}

function select(name: string, label: string, options: [string, string][], values: Values, { required, autocomplete }: FieldOptions = {}): string {
  return `<div class="field"><label for="${name}">${esc(label)}${required ? REQUIRED_MARK : ''}</label><select id="${name}" name="${name}"${requiredAttrs(required)}${autocomplete ? ` autocomplete="${autocomplete}"` : ''}>${options
    .map(([v, l]) => `<option value="${esc(v)}"${values[name] === v ? ' selected' : ''}>${esc(l)}</option>`)
    .join('')}</select></div>`;
}

function checkbox(name: string, label: string, values: Values, errors: Record<string, string>, errorId?: string): string {
  const error = errors[name];
  const describedBy = error ? `${name}-error` : errorId;
  return `<div class="field"><input type="checkbox" id="${name}" name="${name}" value="yes"${values[name] ? ' checked' : ''} required aria-required="true"${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}> <label for="${name}" style="display:inline">${esc(label)}${REQUIRED_MARK}</label>${error ? `<p class="error" id="${name}-error">${esc(error)}</p>` : ''}</div>`;
}

/** Hidden: the ASCII the customer was shown for each address line, so sending the page again takes it. */
const shownAscii = (previews: Record<string, string>) => Object.entries(previews).map(([field, ascii]) => `<input type="hidden" name="ascii-${field}" value="${esc(ascii)}">`).join('');

/** Why the last review declined or asks for more, in the page's words; a reason it does not know, as written. */
function previousReview(record: CustomerRecord, t: HostedMessages): string {
  const verifications = record.Verifications;
  const comments = (verifications?.EntityVerifications ?? []).flatMap((e) => (e.RejectionData?.PublicComment ? [e.RejectionData.PublicComment] : []));
  const proofOfAddress = verifications?.ActionsRequired?.includes('ProofOfAddress') ?? false;
  if (!comments.length && !proofOfAddress) return '';
  const items = comments.map((comment) => {
    const reason = reviewReasonOf(comment);
    return reason ? `<li>${esc(t.reviewReasons[reason])}</li>` : `<li>${esc(t.reviewComment)} <span lang="en">${esc(comment)}</span></li>`;
  });
  if (proofOfAddress) items.push(`<li>${esc(t.reviewReasons.ProofOfAddress)}</li>`);
  return `<div class="notice" data-slot="previous-review"><p>${esc(t.previousReview)}</p><ul>${items.join('')}</ul></div>`;
}

function countryOptions(locale: HostedLocale): [string, string][] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (COUNTRIES as readonly string[])
    .map((code) => [code, `${names.of(code) ?? code} (${code})`] as [string, string])
    .sort((a, b) => a[1].localeCompare(b[1], locale));
}

/** The date of birth's pattern in the locale's order and letters (TT.MM.JJJJ), and an example in it. */
function dateEntry(locale: HostedLocale, t: HostedMessages) {
  const order = dateEntryOrder(locale);
  return { order, pattern: dateEntryPattern(order, t.dateLetters), example: formatDateEntry('1990-05-17', order) };
}

interface PageState {
  values: Values;
  errors: Record<string, string>;
  /** Address lines written in ASCII for sending, with the ASCII. */
  previews?: Record<string, string>;
}

function page(record: CustomerRecord, locale: HostedLocale, { values, errors, previews = {} }: PageState): string {
  const t = HOSTED_MESSAGES[locale];
  const individual = record.Type === 'Individual';
  const countries = countryOptions(locale);
  const problems = Object.entries(errors);
  const review = !problems.length && Object.keys(previews).length > 0;
  const preview = (field: string) => (previews[field] ? t.asciiPreview(previews[field]) : undefined);
  const required = { required: true };
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}fieldset{border:1px solid #bbb;border-radius:8px;margin:1rem 0;padding:1rem}
.field{margin:.5rem 0}label{display:block;font-weight:600}input,select{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}input[type=checkbox]{width:auto}
.error{color:#a00000;margin:.2rem 0}.preview{color:#333;margin:.2rem 0;font-size:.9em}[role=alert],[role=status],.notice{border:2px solid #a00000;padding:.5rem 1rem;border-radius:8px}[role=status],.notice{border-color:#1d4ed8}button{font:inherit;padding:.6rem 1.2rem;background:#1d4ed8;color:#fff;border:0;border-radius:6px}</style></head>
<body><main><h1>${esc(t.title)}</h1><p>${esc(t.intro(record.CustomerID))}</p><p>${esc(t.requiredNote)}</p>
${previousReview(record, t)}
${problems.length ? `<div role="alert"><h2>${esc(t.fix(problems.length))}</h2><ul>${problems.map(([f, m]) => `<li><a href="#${f === 'Agreements' ? HOSTED_AGREEMENTS[0] : f}">${esc(fieldLabel(t, f, individual))}: ${esc(m)}</a></li>`).join('')}</ul></div>` : ''}
${review ? `<div role="status" data-slot="ascii-review"><p>${esc(t.asciiReview)}</p></div>` : ''}
<form method="post" novalidate>${shownAscii(previews)}
${individual
    ? `<fieldset><legend>${esc(t.aboutYou)}</legend>${input('FirstName', t.firstName, values, errors, { ...required, autocomplete: 'given-name' })}${input('LastName', t.lastName, values, errors, { ...required, autocomplete: 'family-name' })}${input('DateOfBirth', t.dateOfBirth, values, errors, { ...required, autocomplete: 'bday', placeholder: dateEntry(locale, t).pattern })}</fieldset>
<fieldset><legend>${esc(t.identityDocument)}</legend>${select('IDType', t.documentType, [['Passport', t.passport], ['NationalIDCard', t.nationalId], ['DrivingLicense', t.drivingLicence]], values, required)}${input('IDNumber', t.documentNumber, values, errors, required)}${select('IssuingCountry', t.issuingCountry, countries, values, required)}
${checkbox('Selfie', t.selfie, values, errors)}</fieldset>`
    : `<fieldset><legend>${esc(t.yourBusiness)}</legend>${input('RegisteredName', t.registeredName, values, errors, { ...required, autocomplete: 'organization' })}${input('RegistrationNumber', t.registrationNumber, values, errors, required)}</fieldset>`}
<fieldset><legend>${esc(individual ? t.homeAddress : t.registeredAddress)}</legend>${input('Street', t.street, values, errors, { ...required, autocomplete: 'address-line1', preview: preview('Street') })}${input('City', t.city, values, errors, { ...required, autocomplete: 'address-level2', preview: preview('City') })}${input('PostCode', t.postCode, values, errors, { ...required, autocomplete: 'postal-code', preview: preview('PostCode') })}${input('State', t.state, values, errors, { ...required, autocomplete: 'address-level1', preview: preview('State') })}${select('Country', t.country, countries, values, { ...required, autocomplete: 'country' })}</fieldset>
<fieldset><legend>${esc(t.agreements)}</legend>${HOSTED_AGREEMENTS.map((a) => checkbox(a, t.accept[a], values, {}, errors.Agreements ? 'Agreements-error' : undefined)).join('')}${errors.Agreements ? `<p class="error" id="Agreements-error">${esc(errors.Agreements)}</p>` : ''}</fieldset>
<fieldset><legend>${esc(t.outcomeLegend)}</legend>${select('Outcome', t.outcomeLabel, REVIEW_OUTCOMES.map((o): [string, string] => [o, t[OUTCOME_WORDS[o]]]), values)}</fieldset>
<button type="submit">${esc(t.submit)}</button></form></main></body></html>`;
}

/** The review asked for a proof of address: the page is that step, not the whole form again. */
export const asksProofOfAddress = (record: CustomerRecord) => record.Verifications?.ActionsRequired?.some((a) => a === 'ProofOfAddress' || a === 'ProofOfAddressReupload') ?? false;

const PROOF_TYPES = ['UtilityBill', 'BankStatement', 'TaxLetter'] as const;

function proofPage(record: CustomerRecord, locale: HostedLocale, { values, errors }: PageState): string {
  const t = HOSTED_MESSAGES[locale];
  const p = t.proof;
  const problems = Object.entries(errors);
  const fileError = errors.ProofOfAddress;
  const describedBy = ['ProofOfAddress-hint', fileError ? 'ProofOfAddress-error' : ''].filter(Boolean).join(' ');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(p.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}fieldset{border:1px solid #bbb;border-radius:8px;margin:1rem 0;padding:1rem}
.field{margin:.5rem 0}label{display:block;font-weight:600}input,select{font:inherit;padding:.4rem;width:100%;box-sizing:border-box;min-height:44px}.hint{color:#333;margin:.2rem 0;font-size:.9em}
.error{color:#a00000;margin:.2rem 0}[role=alert],.notice{border:2px solid #a00000;padding:.5rem 1rem;border-radius:8px}.notice{border-color:#1d4ed8}button{font:inherit;min-height:44px;padding:.6rem 1.2rem;background:#1d4ed8;color:#fff;border:0;border-radius:6px}</style></head>
<body><main><h1>${esc(p.title)}</h1><p>${esc(t.intro(record.CustomerID))}</p>
${previousReview(record, t)}
${problems.length ? `<div role="alert"><h2>${esc(t.fix(problems.length))}</h2><ul>${problems.map(([f, m]) => `<li><a href="#${f}">${esc(p.file)}: ${esc(m)}</a></li>`).join('')}</ul></div>` : ''}
<form method="post" novalidate data-slot="proof-of-address"><input type="hidden" name="Step" value="ProofOfAddress">
<fieldset><legend>${esc(p.title)}</legend><p>${esc(p.intro)}</p>
${select('ProofDocumentType', p.documentType, [['UtilityBill', p.utilityBill], ['BankStatement', p.bankStatement], ['TaxLetter', p.taxLetter]], values, { required: true })}
<div class="field"><label for="ProofOfAddress">${esc(p.file)}${REQUIRED_MARK}</label><input type="file" id="ProofOfAddress" name="ProofOfAddress" accept="application/pdf,image/*" required aria-required="true" aria-describedby="${describedBy}"${fileError ? ' aria-invalid="true"' : ''}>
<p class="hint" id="ProofOfAddress-hint">${esc(p.fileHint)}</p>${fileError ? `<p class="error" id="ProofOfAddress-error">${esc(fileError)}</p>` : ''}</div></fieldset>
<fieldset><legend>${esc(t.outcomeLegend)}</legend>${select('Outcome', t.outcomeLabel, [['Approved', t.approve], ['DeclinedRetry', t.declineRetry], ['DeclinedFinal', t.declineFinal], ['ActionsRequired', t.askProofOfAddress]], values)}</fieldset>
<button type="submit">${esc(p.submit)}</button></form></main></body></html>`;
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
function problemText(t: HostedMessages, field: string, issue: z.core.$ZodIssue, country: string | undefined, date: { pattern: string; example: string }): string {
  const p = t.problem;
  const given = (issue as { input?: unknown }).input;
  if (given === undefined || given === '') return p.required;
  switch (issue.code) {
    case 'too_small':
      return p.tooShort(Number(issue.minimum));
    case 'too_big':
      return p.tooLong(Number(issue.maximum));
    case 'invalid_format':
      return field === 'DateOfBirth' ? p.dateFormat(date.pattern, date.example) : p.printable;
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

/** The address lines the spec keeps to printable ASCII. */
const ASCII_FIELDS = ['Street', 'City', 'PostCode', 'State'] as const;

interface Checked {
  errors: Record<string, string>;
  data: Record<string, unknown>;
  /** Address lines written in ASCII for sending (the customer is shown each). */
  previews: Record<string, string>;
  /** Some line's ASCII was not on the page the customer sent: show it before taking it. */
  unseen: boolean;
}

function validate(record: CustomerRecord, locale: HostedLocale, v: Values): Checked {
  const t = HOSTED_MESSAGES[locale];
  const date = dateEntry(locale, t);
  const errors: Record<string, string> = {};
  const collect = (result: { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } }, map: (field: string) => string = (f) => f) => {
    for (const issue of result.error?.issues ?? []) {
      const field = map(issue.path.map(String).at(-1) ?? '');
      errors[field] ??= problemText(t, field, issue, v.Country, date);
    }
  };
  // Address lines in ASCII: what no rule writes in ASCII is refused by name.
  const ascii: Values = {};
  const previews: Record<string, string> = {};
  let unseen = false;
  for (const field of ASCII_FIELDS) {
    const written = toPrintableAscii(v[field] ?? '');
    if (!written.ok) errors[field] = t.problem.notAscii(written.refused.join(' '));
    ascii[field] = written.ok ? written.text : (v[field] ?? '');
    if (written.ok && written.changed) {
      previews[field] = written.text;
      if (v[`ascii-${field}`] !== written.text) unseen = true;
    }
  }
  const address = { Street: ascii.Street, City: ascii.City, PostCode: ascii.PostCode, State: ascii.State, Country: v.Country };
  collect(PostalAddressSchema.safeParse(address, withInput));
  const data: Record<string, unknown> = {};
  if (record.Type === 'Individual') {
    collect(FullNameSchema.safeParse({ FirstName: v.FirstName, LastName: v.LastName }, withInput));
    // The date as typed in the locale's order (an ISO date is read in every locale).
    const born = parseDateEntry(v.DateOfBirth ?? '', date.order);
    if (born.kind === 'impossible') errors.DateOfBirth = t.problem.realDate;
    if (born.kind === 'invalid') errors.DateOfBirth = t.problem.dateFormat(date.pattern, date.example);
    const dateOfBirth = born.kind === 'date' ? born.iso : v.DateOfBirth;
    collect(DateStringSchema.safeParse(dateOfBirth, withInput), () => 'DateOfBirth');
    const identity = { IDType: v.IDType, IDNumber: v.IDNumber, IssuingCountry: v.IssuingCountry };
    collect(IdentitySchema.safeParse(identity, withInput));
    if (!v.Selfie) errors.Selfie = t.selfieMissing;
    Object.assign(data, { FullName: { FirstName: v.FirstName, LastName: v.LastName }, DateOfBirth: dateOfBirth, Identities: [identity], PrimaryResidence: address });
  } else {
    collect(z.pick(BusinessCustomerInputSchema, { RegisteredName: true, RegistrationNumber: true }).safeParse({ RegisteredName: v.RegisteredName || undefined, RegistrationNumber: v.RegistrationNumber || undefined }, withInput));
    Object.assign(data, { RegisteredName: v.RegisteredName, RegistrationNumber: v.RegistrationNumber, RegisteredAddress: address });
  }
  if (HOSTED_AGREEMENTS.some((a) => !v[a])) errors.Agreements = t.agreementsMissing;
  return { errors, data, previews, unseen };
}

/** What the business already sent (a Form or a prefill) fills the page, so nobody types it twice. */
function known(data: Record<string, unknown>, locale: HostedLocale): Values {
  const pick = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  const name = pick(data.FullName);
  const address = pick(data.PrimaryResidence ?? data.RegisteredAddress ?? data.LegalAddress);
  const identity = pick(Array.isArray(data.Identities) ? data.Identities[0] : undefined);
  const entries = {
    FirstName: name.FirstName, LastName: name.LastName, DateOfBirth: isIsoDate(data.DateOfBirth) ? formatDateEntry(data.DateOfBirth, dateEntryOrder(locale)) : data.DateOfBirth,
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
    if (asksProofOfAddress(record)) return hostedHtml(proofPage(record, locale, { values: { Outcome: 'Approved', ProofDocumentType: 'UtilityBill' }, errors: {} }), 200, originOf(record.session.returnURL));
    return hostedHtml(page(record, locale, { values: { Country: 'DE', IssuingCountry: 'DE', Outcome: 'Approved', ...known(record.data, locale) }, errors: {} }), 200, originOf(record.session.returnURL));
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
      const t = HOSTED_MESSAGES[locale];
      return hostedHtml(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${esc(t.tooLarge)}</title></head><body><main><h1>${esc(t.tooLarge)}</h1><p lang="en">${esc(error.message)}</p></main></body></html>`, 413);
    }
    const values = Object.fromEntries([...new URLSearchParams(text)].map(([k, v]) => [k, v.trim()]));
    if (asksProofOfAddress(record)) {
      // The proof step: a document of a known kind (the sandbox keeps only its file name).
      const errors: Record<string, string> = {};
      if (!values.ProofOfAddress) errors.ProofOfAddress = HOSTED_MESSAGES[locale].proof.fileMissing;
      if (!(PROOF_TYPES as readonly string[]).includes(values.ProofDocumentType ?? '')) errors.ProofDocumentType = HOSTED_MESSAGES[locale].problem.chooseOne;
      if (Object.keys(errors).length) return hostedHtml(proofPage(record, locale, { values, errors }), 400, originOf(record.session.returnURL));
      record.data = { ...record.data, ProofOfAddress: { DocumentType: values.ProofDocumentType, FileName: values.ProofOfAddress } };
      return sendForReview(c, record, record.session, locale, values);
    }
    const { errors, data, previews, unseen } = validate(record, locale, values);
    if (Object.keys(errors).length) return hostedHtml(page(record, locale, { values, errors, previews }), 400, originOf(record.session.returnURL));
    // An address line written in ASCII the customer has not seen yet: shown, and taken when sent again.
    if (unseen) return hostedHtml(page(record, locale, { values, errors, previews }), 200, originOf(record.session.returnURL));
    const now = ctx.clock.iso();
    record.data = { ...record.data, ...data };
    record.Agreements = HOSTED_AGREEMENTS.map((Name) => ({ Name, Version: 1, Accepted: true, AcceptedAt: now }));
    return sendForReview(c, record, record.session, locale, values);
  });

  /** The customer sent what was asked: the review starts, and they go back to ReturnURL. */
  function sendForReview(c: { redirect: (url: string, status: 303) => Response }, record: CustomerRecord, session: NonNullable<CustomerRecord['session']>, locale: HostedLocale, values: Values): Response {
    // Checked when the session started too; never redirect anywhere else, whatever happened since.
    const refused = returnUrlProblem(session.returnURL, ctx.config.returnOrigins);
    if (refused) {
      const t = HOSTED_MESSAGES[locale];
      return hostedHtml(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${esc(t.returnRefused)}</title></head><body><main><h1>${esc(t.returnRefused)}</h1><p lang="en">ReturnURL ${esc(refused)}</p></main></body></html>`, 400);
    }
    record.MissingSteps = [];
    record.OnboardingStatus = 'ReviewPending';
    const returnURL = new URL(session.returnURL);
    session.expiresAt = ctx.clock.now();
    emitCustomer(ctx, record);
    scheduleReview(ctx, record, REVIEW_OUTCOMES.find((o) => o === values.Outcome) ?? 'Approved');
    returnURL.searchParams.set('CustomerID', record.CustomerID);
    returnURL.searchParams.set('OnboardingStatus', 'ReviewPending');
    return c.redirect(returnURL.toString(), 303);
  }
}
