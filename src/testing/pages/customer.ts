// The customer's side: CustomerStatus, OnboardingLauncher, the sandbox's hosted onboarding page,
// and CustomerPrefill. Statuses are read from attributes (the spec's words), not from the text.
import type { Locator, Page } from '@playwright/test';
import type { FormOverrides } from '../form-answers';
import { SAMPLE_CUSTOMER_HOSTED_FIELDS } from '../../sandbox/sample-customer';
import type { ReviewOutcome } from '../../sandbox/review-outcome';
import { DynamicFormPage } from './dynamic-form';
import { KitPart, slot, type Scope } from './part';

export class OnboardingLauncherPage extends KitPart {
  constructor(scope: Scope) {
    super(scope, 'onboarding-launcher');
  }

  /** Opens the hosted onboarding (a redirect, or a popup in popup mode). */
  async start(): Promise<void> {
    await this.slot('start').click();
  }

  /** The OnboardingStatus the launcher shows (data-status), if any. */
  async onboardingStatus(): Promise<string | null> {
    const status = this.slot('onboarding-status');
    return (await status.count()) ? status.getAttribute('data-status') : null;
  }
}

export class CustomerStatusPage extends KitPart {
  readonly launcher: OnboardingLauncherPage;

  constructor(scope: Scope) {
    super(scope, 'customer-status');
    this.launcher = new OnboardingLauncherPage(this.root);
  }

  /** The status line; data-status holds the verification Status (Approved, Pending, Declined, None). */
  get summary(): Locator {
    return this.slot('summary');
  }

  async verificationStatus(): Promise<string | null> {
    return this.summary.getAttribute('data-status');
  }

  /** What the customer is asked to do next (data-next: start, actions, retry, agreements, wait, none). */
  get nextStep(): Locator {
    return this.slot('next-step');
  }

  /** The rejection's words of a declined check (data-reject on its item says Final or Retry). */
  get rejections(): Locator {
    return this.root.locator('[data-slot=entity-verifications] li[data-reject]');
  }
}

/** What `HostedOnboardingPage.complete` answers. */
export interface HostedOnboardingAnswers {
  /** What the sandbox's review decides (default Approved). */
  outcome?: ReviewOutcome;
  /** Fields by id (FirstName, DateOfBirth, Street, …) over the sample customer's. */
  values?: Record<string, string>;
}

/** The profile the hosted page is filled with by default: the sandbox's sample customer. */
export const HOSTED_ONBOARDING_DEFAULTS: Readonly<Record<string, string>> = SAMPLE_CUSTOMER_HOSTED_FIELDS;

/**
 * The sandbox's hosted onboarding page (HostedURL), filled by field ids: its labels speak the
 * session's locale. `values` override any field (FirstName, DateOfBirth, …).
 */
export class HostedOnboardingPage {
  constructor(readonly page: Page) {}

  get form(): Locator {
    return this.page.locator('form').filter({ has: this.page.locator('button[type=submit]') }).first();
  }

  /**
   * The page's language (html lang): the session's Locale. Waits for the hosted page itself:
   * right after the launcher's click the host's own page (and its lang) may still be showing.
   */
  async locale(): Promise<string | null> {
    await this.page.waitForURL(/\/hosted\/[^/]+\/onboarding\//);
    await this.form.waitFor();
    return this.page.locator('html').getAttribute('lang');
  }

  /** Fills what is given (other fields are left as they are). */
  async fill(values: Record<string, string>): Promise<void> {
    for (const [id, value] of Object.entries(values)) await this.page.locator(`#${id}`).fill(value);
  }

  /** Ticks the selfie and every agreement. */
  async acceptAll(): Promise<void> {
    for (const id of ['Selfie', 'PlatformPrivacyPolicy', 'PlatformTermsOfService', 'PlatformEsignAgreement']) await this.page.locator(`#${id}`).check();
  }

  /** Picks what the sandbox's review decides: Approved (the page's default), DeclinedRetry, DeclinedFinal or ActionsRequired. */
  async chooseOutcome(outcome: ReviewOutcome): Promise<void> {
    await this.page.locator('select[name=Outcome]').selectOption(outcome);
  }

  async submit(): Promise<void> {
    await this.page.locator('button[type=submit]').click();
  }

  /**
   * Submits the page as a customer does: when it first writes an address line in printable ASCII
   * (the spec's rule for addresses: "Hauptstraße 5" is sent as "Hauptstrasse 5") and shows how
   * (`asciiReview`, `asciiPreview(id)`), sends it again as shown.
   */
  async submitForReview(): Promise<void> {
    const url = this.page.url();
    const [response] = await Promise.all([this.page.waitForResponse((r) => r.request().method() === 'POST' && r.url() === url), this.submit()]);
    if (response.status() !== 200) return;
    await this.asciiReview.waitFor();
    await this.submit();
  }

  /**
   * Fills every field (the sample customer's `HOSTED_ONBOARDING_DEFAULTS`, with `values` over them),
   * picks what the review decides (`outcome`, default Approved), accepts, and submits for review.
   * The sandbox decides after its review time (or at once with `sandbox.advanceClock`).
   */
  async complete({ outcome, values = {} }: HostedOnboardingAnswers = {}): Promise<void> {
    await this.fill({ ...HOSTED_ONBOARDING_DEFAULTS, ...values });
    if (outcome) await this.chooseOutcome(outcome);
    await this.acceptAll();
    await this.submitForReview();
  }

  /** The notice the page shows when it wrote an address line in ASCII and asks to send it again. */
  get asciiReview(): Locator {
    return this.page.locator('[data-slot=ascii-review]');
  }

  /** The line under an address field (Street, City, PostCode, State) saying what will be sent. */
  asciiPreview(id: string): Locator {
    return this.page.locator(`#${id}-ascii`);
  }

  /** The page's list of problems (role alert) after a refused submit. */
  get problems(): Locator {
    return this.page.getByRole('alert');
  }
}

export class CustomerPrefillPage extends KitPart {
  readonly form: DynamicFormPage;

  constructor(scope: Scope) {
    super(scope, 'customer-prefill');
    this.form = new DynamicFormPage(this.root);
  }

  /** Which prefill (data-variant): Individual, IndividualHighRisk, Business. */
  async chooseVariant(variant: string): Promise<void> {
    await this.slot('variant').selectOption(variant);
  }

  /** The problems the service reported (role alert), if any. */
  get problems(): Locator {
    return this.root.locator(`${slot('problems')}, ${slot('error-panel')}[data-state=open]`);
  }

  /** Shown once the details were received without problems. */
  get submitted(): Locator {
    return this.slot('submitted');
  }

  /** Fills the variant's form from a schema (see DynamicFormPage.fillFromSchema) and sends it. */
  async send(schema: Record<string, unknown>, overrides: FormOverrides = {}): Promise<void> {
    await this.form.fillFromSchema(schema, overrides);
    await this.form.submit();
  }
}
