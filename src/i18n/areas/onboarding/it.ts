import type { onboardingEn } from './en';

export const onboardingIt: Record<keyof typeof onboardingEn, string> = {
};
