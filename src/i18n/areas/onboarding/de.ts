import type { onboardingEn } from './en';

export const onboardingDe: Record<keyof typeof onboardingEn, string> = {
};
