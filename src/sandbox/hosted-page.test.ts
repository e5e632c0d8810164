// The hosted onboarding page for customers in every locale (issue 27): a German address goes
// through in the printable ASCII the spec asks for, after the customer saw how; the date of birth
// is typed in the locale's order; every word on the page is the locale's; required fields say so
// (issue 30, item 10) and the browser may fill the address and birthday.
import { afterEach, describe, expect, it } from 'vitest';
import { BASE, startSandbox, type Harness } from './test-helpers';
import { HOSTED_AGREEMENTS, HOSTED_MESSAGES, type HostedLocale } from './hosted-messages';
import { REVIEW_REASONS } from './review-reasons';

let h: Harness | undefined;
afterEach(() => {
  h?.sandbox.close();
  h = undefined;
});

const LOCALES = Object.keys(HOSTED_MESSAGES) as HostedLocale[];
const complete = { FirstName: 'Ana', LastName: 'Silva', DateOfBirth: '1990-05-17', IDType: 'Passport', IDNumber: 'C01X00T47', IssuingCountry: 'DE', Selfie: 'yes', Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE', Outcome: 'Approved', ...Object.fromEntries(HOSTED_AGREEMENTS.map((a) => [a, 'yes'])) };

async function session(locale: HostedLocale, id = `c-${locale}`, type: 'Individual' | 'Business' = 'Individual') {
  h ??= await startSandbox();
  const started = await h.call('POST', `/v1/onboarding/${id}`, { ReturnURL: 'https://shop.example/back', Locale: locale, CustomerType: type });
  const url = `${BASE}${new URL(started.body.HostedURL).pathname}`;
  const harness = h;
  return {
    id,
    get: async () => (await harness.sandbox.fetch(new Request(url))).text(),
    post: async (form: Record<string, string>) => {
      const response = await harness.sandbox.fetch(new Request(url, { method: 'POST', body: new URLSearchParams(form) }));
      return { status: response.status, location: response.headers.get('location'), html: await response.text() };
    },
  };
}

const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));
const valueOf = (html: string, id: string) => unescape(new RegExp(`<input id="${id}" name="${id}" value="([^"]*)"`).exec(html)?.[1] ?? '');
const hidden = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, unescape(m[2]!)]));
const textOf = (html: string, id: string) => unescape(new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '');

describe('an address in printable ASCII', () => {
  it('takes "Hauptstraße 5, München": shows how it will be sent, then records "Hauptstrasse 5, Muenchen"', async () => {
    const page = await session('de');
    const typed = { ...complete, Street: 'Hauptstraße 5', City: 'München' };
    const first = await page.post(typed);
    // Not refused: the page comes back with what the customer typed and how it will be sent.
    expect(first.status).toBe(200);
    expect(first.html).not.toContain('role="alert"');
    expect(first.html).toContain('role="status" data-slot="ascii-review"');
    expect(valueOf(first.html, 'Street')).toBe('Hauptstraße 5');
    expect(textOf(first.html, 'Street-ascii')).toBe('Wird gesendet als: Hauptstrasse 5');
    expect(textOf(first.html, 'City-ascii')).toBe('Wird gesendet als: Muenchen');
    expect(first.html).toMatch(/<input id="Street"[^>]*aria-describedby="Street-ascii"/);
    expect(hidden(first.html)).toEqual({ 'ascii-Street': 'Hauptstrasse 5', 'ascii-City': 'Muenchen' });
    // Nothing is recorded until the customer sends the page they saw.
    expect((await h!.call('GET', `/v1/customers/${page.id}`)).status).toBe(404);

    const second = await page.post({ ...typed, ...hidden(first.html) });
    expect(second.status).toBe(303);
    expect(second.location).toContain('OnboardingStatus=ReviewPending');
    const record = await h!.call('GET', `/v1/customers/${page.id}`);
    expect(record.body.PrimaryResidence).toMatchObject({ Street: 'Hauptstrasse 5', City: 'Muenchen' });
  });

  it('shows the ASCII again when the customer changed the line after seeing it', async () => {
    const page = await session('fr');
    const first = await page.post({ ...complete, Street: '12 rue de l’Église' });
    expect(textOf(first.html, 'Street-ascii')).toBe("Sera envoyé ainsi : 12 rue de l'Eglise");
    const changed = await page.post({ ...complete, Street: '14 rue de l’Église', ...hidden(first.html) });
    expect(changed.status).toBe(200);
    expect(textOf(changed.html, 'Street-ascii')).toBe("Sera envoyé ainsi : 14 rue de l'Eglise");
  });

  it('refuses only what has no ASCII form, naming it in the page\'s language, and keeps what was typed', async () => {
    const page = await session('de');
    const refused = await page.post({ ...complete, Street: '北京路 5', City: 'München' });
    expect(refused.status).toBe(400);
    expect(textOf(refused.html, 'Street-error')).toBe('Diese Zeichen können nicht gesendet werden: 北 京 路. Bitte in lateinischen Buchstaben schreiben');
    expect(valueOf(refused.html, 'Street')).toBe('北京路 5');
    expect(textOf(refused.html, 'City-ascii')).toBe('Wird gesendet als: Muenchen');
    expect(refused.html).not.toContain(HOSTED_MESSAGES.de.problem.printable);
  });
});

describe('the date of birth in the locale\'s order', () => {
  it.each([
    ['de', 'TT.MM.JJJJ', '28.2.1990'],
    ['fr', 'JJ/MM/AAAA', '28/02/1990'],
    ['it', 'GG/MM/AAAA', '28/2/1990'],
    ['en', 'YYYY-MM-DD', '1990-02-28'],
  ] as const)('%s: asks for %s, reads %s and records 1990-02-28', async (locale, pattern, typed) => {
    const page = await session(locale);
    expect(await page.get()).toMatch(new RegExp(`<input id="DateOfBirth" name="DateOfBirth" value="" required aria-required="true" autocomplete="bday" placeholder="${pattern}"`));
    expect((await page.post({ ...complete, DateOfBirth: typed })).status).toBe(303);
    expect((await h!.call('GET', `/v1/customers/${page.id}`)).body.DateOfBirth).toBe('1990-02-28');
  });

  it('refuses an impossible date and one not in the locale\'s order, in the page\'s language', async () => {
    const page = await session('de');
    expect(textOf((await page.post({ ...complete, DateOfBirth: '30.02.1990' })).html, 'DateOfBirth-error')).toBe('Dieses Datum gibt es nicht');
    const wrongOrder = await page.post({ ...complete, DateOfBirth: '28.2.90' });
    expect(textOf(wrongOrder.html, 'DateOfBirth-error')).toBe('Datum als TT.MM.JJJJ eingeben, zum Beispiel 17.05.1990');
    expect(valueOf(wrongOrder.html, 'DateOfBirth')).toBe('28.2.90');
  });
});

describe('required fields and autofill', () => {
  it.each([['Individual'], ['Business']] as const)('%s: every field the page requires is required, aria-required and marked *', async (type) => {
    const html = await (await session('de', `req-${type}`, type)).get();
    const required = type === 'Individual'
      ? ['FirstName', 'LastName', 'DateOfBirth', 'IDType', 'IDNumber', 'IssuingCountry', 'Selfie', 'Street', 'City', 'PostCode', 'State', 'Country', ...HOSTED_AGREEMENTS]
      : ['RegisteredName', 'RegistrationNumber', 'Street', 'City', 'PostCode', 'State', 'Country', ...HOSTED_AGREEMENTS];
    for (const id of required) {
      expect(html, id).toMatch(new RegExp(`<(input|select)[^>]* id="${id}"[^>]* required aria-required="true"|<(input|select) id="${id}"[^>]* required aria-required="true"`));
      expect(html, id).toMatch(new RegExp(`<label for="${id}"[^>]*>[^<]*<span aria-hidden="true">\\*</span></label>`));
    }
    expect(html).toContain(HOSTED_MESSAGES.de.requiredNote);
    // The server says what is wrong in the page's language: the browser's own check would not.
    expect(html).toContain('<form method="post" novalidate>');
    expect(html).not.toMatch(/<select id="Outcome"[^>]*required/);
  });

  it('lets the browser fill the birthday and the address', async () => {
    const html = await (await session('de')).get();
    for (const [id, token] of [['DateOfBirth', 'bday'], ['Street', 'address-line1'], ['City', 'address-level2'], ['PostCode', 'postal-code'], ['State', 'address-level1'], ['Country', 'country'], ['FirstName', 'given-name'], ['LastName', 'family-name']]) {
      expect(html, id).toMatch(new RegExp(`id="${id}"[^>]*autocomplete="${token}"`));
    }
  });
});

describe('every word in the page\'s language', () => {
  /** Every text the English page has (its messages' strings), to find any left on another locale's page. */
  const english = (locale: HostedLocale) => {
    const out: string[] = [];
    const walk = (en: unknown, other: unknown) => {
      if (typeof en === 'string') {
        if (en !== other) out.push(en);
      } else if (en && typeof en === 'object') for (const [k, v] of Object.entries(en)) walk(v, (other as Record<string, unknown>)[k]);
    };
    walk(HOSTED_MESSAGES.en, HOSTED_MESSAGES[locale]);
    return out;
  };

  it.each(LOCALES.filter((l) => l !== 'en'))('%s: agreements by name, no English from the page\'s catalogue, no raw agreement codes', async (locale) => {
    const html = unescape(await (await session(locale)).get());
    for (const agreement of HOSTED_AGREEMENTS) expect(html).toContain(`>${HOSTED_MESSAGES[locale].accept[agreement]} <span aria-hidden="true">*</span></label>`);
    for (const text of english(locale)) expect(html, text).not.toContain(`>${text}<`);
    expect(html).not.toMatch(/Platform (Privacy|Terms|Esign)/);
  });

  it.each(LOCALES)('%s: the review\'s reason for a retry, said in the page\'s language', async (locale) => {
    const page = await session(locale);
    await page.post({ ...complete, Outcome: 'DeclinedRetry' });
    await h!.sandbox.clock.advance(5_000);
    expect((await h!.call('GET', `/v1/customers/${page.id}`)).body.Verifications.EntityVerifications[0].RejectionData.PublicComment).toBe(REVIEW_REASONS.DocumentBlurry);
    const again = await session(locale, page.id);
    const html = unescape(await again.get());
    expect(html).toContain(`<div class="notice" data-slot="previous-review"><p>${HOSTED_MESSAGES[locale].previousReview}</p><ul><li>${HOSTED_MESSAGES[locale].reviewReasons.DocumentBlurry}</li></ul></div>`);
  });

  it('shows a reason QA wrote as it came, marked English, framed by the page\'s words', async () => {
    const page = await session('de');
    await page.post({ ...complete, Outcome: 'Approved' });
    await h!.control(`/customers/${page.id}/verification`, { Outcome: 'DeclinedRetry', PublicComment: 'Selfie does not match the document.' });
    const html = await (await session('de', page.id)).get();
    expect(html).toContain(`<li>${HOSTED_MESSAGES.de.reviewComment} <span lang="en">Selfie does not match the document.</span></li>`);
  });

  it('says a form that is too large in the page\'s language', async () => {
    const page = await session('it');
    const big = await page.post({ ...complete, Street: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(big.html).toContain(`<h1>${HOSTED_MESSAGES.it.tooLarge}</h1>`);
  });
});

describe('a request for a proof of address (ActionsRequired)', () => {
  it.each(['en', 'de'] as const)('%s: "Continue verification" leads to where the proof can be given, and sending it starts the review', async (locale) => {
    const page = await session(locale);
    await page.post({ ...complete, Outcome: 'ActionsRequired' });
    await h!.sandbox.clock.advance(5_000);
    expect((await h!.call('GET', `/v1/customers/${page.id}`)).body.Verifications.ActionsRequired).toEqual(['ProofOfAddress']);
    const again = await session(locale, page.id);
    const html = unescape(await again.get());
    const t = HOSTED_MESSAGES[locale].proof;
    // That one step: an upload, not the whole form with no place for the proof.
    expect(html).toContain(`<h1>${t.title}</h1>`);
    expect(html).toMatch(/<input type="file" id="ProofOfAddress" name="ProofOfAddress"[^>]* required aria-required="true"/);
    expect(html).not.toContain('id="FirstName"');
    // Nothing chosen: said on the field, nothing recorded.
    const missing = await again.post({ Step: 'ProofOfAddress', ProofDocumentType: 'UtilityBill', ProofOfAddress: '', Outcome: 'Approved' });
    expect(missing.status).toBe(400);
    expect(unescape(missing.html)).toContain(`<p class="error" id="ProofOfAddress-error">${t.fileMissing}</p>`);
    // A document (the browser sends its file name): the review starts and decides.
    const sent = await again.post({ Step: 'ProofOfAddress', ProofDocumentType: 'UtilityBill', ProofOfAddress: 'rechnung.pdf', Outcome: 'Approved' });
    expect(sent.status).toBe(303);
    expect(sent.location).toContain('OnboardingStatus=ReviewPending');
    expect((await h!.call('GET', `/v1/customers/${page.id}`)).body.Verifications).toMatchObject({ Status: 'Pending' });
    await h!.sandbox.clock.advance(5_000);
    expect((await h!.call('GET', `/v1/customers/${page.id}`)).body.Verifications.Status).toBe('Approved');
  });
});
