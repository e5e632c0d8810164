// English: the reference catalogue. Its keys are the type every other locale must fill.
import { sellEn } from '../areas/sell/en';
import { onboardingEn } from '../areas/onboarding/en';
import { formEn } from '../areas/form/en';
import { namesEn } from '../areas/names/en';
import { displayEn } from '../areas/display/en';

const core = {
  'common.retry': 'Try again',
  'common.loading': 'Loading…',
  'common.copy': 'Copy {label}',
  'common.copied': '{label} copied',
  'common.close': 'Close',
  'common.offline': 'You are offline. We will try again as soon as you are back online.',
  'common.optional': '(optional)',
  'common.details': 'Details',
  'error.title': 'Something went wrong',
  'error.fields': 'Please check these fields:',
  'error.reference': 'Reference: {instance}',
  'error.network': 'No answer came back: the connection may have dropped. Check your connection and try again.',
  'error.type.InvalidMessage': 'Some details are not valid.',
  'error.type.Unauthorized': 'Your session has ended. Please sign in again.',
  'error.type.InsufficientBalance': 'There is not enough balance for this amount.',
  'error.type.Forbidden': 'This action is not allowed right now.',
  'error.type.ResourceNotFound': 'We could not find what you asked for.',
  'error.type.Conflict': 'The service was busy. Please try again in a moment.',
  'error.conflict-repeated': 'The service did not accept this request as it stands.',
  'error.type.Duplicate': 'This request was already made with different details.',
  'error.type.RateLimited': 'Too many requests. Please wait a moment.',
  'error.type.Unexpected': 'The service had a problem. Please try again.',
  'error.reason.SchemaValidation': 'Check the format of this value.',
  'error.reason.IntegrityValidation': 'This does not fit with your other details.',
  'error.reason.NotSupported': 'This option is not supported here: choose another one.',
  'error.reason.SelfReference': 'This points back to your own account.',
  'error.deny.Compliance': 'A compliance rule blocks this for now.',
  'error.deny.VerificationRequired': 'Identity verification is needed first.',
  'error.deny.InsufficientPermissions': 'This feature is not enabled for this account.',
  'error.deny.AccountStatus': 'The account is restricted.',
  'next.reduce-amount-or-fund': 'Lower the amount, or add funds and try again.',
  'next.resume-onboarding': 'Continue your identity verification to go on.',
  'next.business-verification': 'The business needs to finish its own verification.',
  'next.wait-for-approval': 'Your verification is being reviewed. We will let you know when it is approved.',
  'next.enable-feature': 'Contact support to enable this option.',
  'next.account-restricted': 'Contact support about your account.',
  'next.choose-another-channel': 'Choose another payout method.',
  'next.fix-fields': 'Correct the highlighted fields and submit again.',
  'next.restart-form': 'Your session expired. Start again.',
  'next.requote': 'The price expired. Get a new price.',
  'next.retry': 'Try again in a moment.',
  'next.change-request': 'Start a new request.',
  'next.sign-in': 'Sign in again.',
  'next.not-found': 'Check the details and try again.',
  'next.contact-support': 'If this keeps happening, contact support.',
} as const;

/**
 * What every component needs, plus the sell flow's and forms' strings: the English a host that
 * embeds only the sell flow ships. The onboarding and account components bring their own area's
 * English (useRampkit's second argument), so those strings are not in such a host's bundle.
 */
export const englishCore = { ...core, ...sellEn, ...formEn, ...namesEn, ...displayEn };

/** Every English string: the reference catalogue whose keys every other locale must fill. */
// Pure, so a bundle that never reads it drops it (a bare spread may run getters, so it is kept).
export const en: typeof englishCore & typeof onboardingEn = /* @__PURE__ */ Object.assign({}, englishCore, onboardingEn);

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
