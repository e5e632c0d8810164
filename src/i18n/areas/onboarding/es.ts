import type { onboardingEn } from './en';

export const onboardingEs: Record<keyof typeof onboardingEn, string> = {
};
