import { defineArea } from './define';

export const onboardingMessages = defineArea({}, { es: {}, fr: {}, de: {}, it: {}, pt: {} });
