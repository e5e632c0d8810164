// The onboarding components' strings in English: the reference the other locales must fill.
export const onboardingEn = {
} as const;
