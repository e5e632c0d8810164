import type { onboardingEn } from './en';

export const onboardingFr: Record<keyof typeof onboardingEn, string> = {
};
