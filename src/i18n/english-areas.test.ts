import { describe, expect, it } from 'vitest';
import { addEnglishArea, createTranslator, en, englishCore, loadMessages, type MessageKey, type Messages } from './index';
import { onboardingEn } from './areas/onboarding/en';
import { sellEn } from './areas/sell/en';

describe('English split by area', () => {
  it('keeps the onboarding area out of the core, and loses no key in the split', async () => {
    const onboardingKeys = Object.keys(onboardingEn);
    expect(onboardingKeys.length).toBeGreaterThan(50);
    for (const key of onboardingKeys) expect(englishCore).not.toHaveProperty(key);
    for (const key of Object.keys(sellEn)) expect(englishCore).toHaveProperty(key);
    expect({ ...englishCore, ...onboardingEn }).toEqual(en);
    expect(await loadMessages('en')).toBe(englishCore);
  });

  it('falls back to an area\'s English once a component of that area brought it, and to the key before', () => {
    const key = Object.keys(onboardingEn)[0] as MessageKey;
    const t = createTranslator(englishCore as Messages);
    expect(t('common.retry')).toBe('Try again');
    expect(t(key)).toBe(key);
    addEnglishArea(onboardingEn);
    expect(t(key)).toBe(onboardingEn[key as keyof typeof onboardingEn]);
    // A locale's own string and a host override still win over the English fallback.
    expect(createTranslator({ ...englishCore, [key]: 'Eigener Text' } as Messages)(key)).toBe('Eigener Text');
    expect(createTranslator(englishCore as Messages, { [key]: 'Host text' })(key)).toBe('Host text');
  });
});
