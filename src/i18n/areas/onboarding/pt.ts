import type { onboardingEn } from './en';

export const onboardingPt: Record<keyof typeof onboardingEn, string> = {
};
