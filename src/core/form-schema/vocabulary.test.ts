import { describe, expect, it } from 'vitest';
import { createFormTranslator, type FormVocabulary } from './vocabulary';
import { isProperNoun } from './proper-nouns';
import { RULE_MESSAGES } from './messages';
import { formVocabularyDe } from '../../i18n/form-vocabulary/form-de';
import { FORM_VOCABULARY_LOADERS } from '../../i18n/form-vocabulary';

const small: FormVocabulary = {
  phrases: { 'Payment purpose': 'Zahlungszweck', 'First name': 'Vorname' },
  templates: { '{field} must be between {min} and {max} characters': '{field}: {min} bis {max} Zeichen.', 'must be {type}': 'Falsche Art.' },
};

describe('createFormTranslator', () => {
  const say = createFormTranslator('de', small);

  it('matches the English whatever its case and spacing', () => {
    for (const text of ['Payment purpose', 'Payment Purpose', 'PAYMENT PURPOSE', '  payment   purpose ']) expect(say(text)).toEqual({ text: 'Zahlungszweck', status: 'translated' });
  });

  it('fills a template, saying a {field} in the vocabulary\'s words and copying the numbers', () => {
    expect(say('First Name must be between 3 and 50 characters')).toEqual({ text: 'Vorname: 3 bis 50 Zeichen.', status: 'translated' });
    expect(say('first name  must be between 1 and 22 characters')).toEqual({ text: 'Vorname: 1 bis 22 Zeichen.', status: 'translated' });
  });

  it('does not know a message whose field it does not know', () => {
    expect(say('Nickname must be between 3 and 50 characters')).toEqual({ text: 'Nickname must be between 3 and 50 characters', status: 'missing' });
  });

  it('takes only numbers for counts, and only a type name for {type}', () => {
    expect(say('First name must be between three and 50 characters').status).toBe('missing');
    expect(say('must be number').text).toBe('Falsche Art.');
    expect(say('must be a valid UUID').status).toBe('missing');
  });

  it('shows proper nouns, codes and text without words as they came, and says the rest is missing', () => {
    expect(say('IBAN')).toEqual({ text: 'IBAN', status: 'as-is' });
    expect(say('@')).toEqual({ text: '@', status: 'as-is' });
    expect(say('Citibank')).toEqual({ text: 'Citibank', status: 'missing' });
    expect(say('Citibank', { choice: true, field: 'Bank' })).toEqual({ text: 'Citibank', status: 'as-is' });
    expect(say('Reference')).toEqual({ text: 'Reference', status: 'missing' });
  });

  it('puts the host\'s entries before the vocabulary\'s, templates included', () => {
    const host = createFormTranslator('de', small, { 'payment purpose': 'Verwendung', 'Last name must be {rule}': 'Nachname: {rule}' });
    expect(host('Payment Purpose').text).toBe('Verwendung');
    expect(host('Last name must be short').text).toBe('Nachname: short');
    expect(host('First name').text).toBe('Vorname');
  });

  it('in English shows the source as it is, unless the host renames it', () => {
    const english = createFormTranslator('en', undefined, { 'Payment purpose': 'Purpose of the payment' });
    expect(english('Reference')).toEqual({ text: 'Reference', status: 'as-is' });
    expect(english('Payment Purpose')).toEqual({ text: 'Purpose of the payment', status: 'translated' });
  });

  it('says every validator message of the kit\'s own in every locale\'s vocabulary', async () => {
    const samples: Record<string, string> = { limit: '3', pattern: '^[0-9]+$', format: 'email', type: 'integer', count: '2', i: '1', j: '0' };
    for (const load of Object.values(FORM_VOCABULARY_LOADERS)) {
      const localized = createFormTranslator('xx', await load());
      for (const template of Object.values(RULE_MESSAGES)) {
        const text = template.replace(/\{(\w+)\}/g, (_, name: string) => samples[name] ?? name);
        expect(localized(text).status, text).toBe('translated');
      }
    }
  });

  it('has the same keys and placeholders in every locale\'s vocabulary', async () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const load of Object.values(FORM_VOCABULARY_LOADERS)) {
      const vocabulary = await load();
      expect(Object.keys(vocabulary.phrases)).toEqual(Object.keys(formVocabularyDe.phrases));
      expect(Object.keys(vocabulary.templates)).toEqual(Object.keys(formVocabularyDe.templates));
      for (const [english, translation] of Object.entries(vocabulary.templates)) {
        for (const name of placeholders(translation)) expect(placeholders(english), `${english} → ${translation}`).toContain(name);
      }
      for (const translation of Object.values(vocabulary.phrases)) expect(translation.trim()).not.toBe('');
    }
  });
});

describe('isProperNoun', () => {
  it.each([
    ['IBAN', {}, true], ['SWIFT/BIC', {}, true], ['CBU / CVU', {}, true], ['Pix', {}, true], ['MercadoPago', {}, true], ['NIT', {}, true], ['QR3', {}, true],
    ['+55', {}, true], ['Bank', {}, false], ['Checking', { choice: true, field: 'AccountType' }, false],
    ['Banque Misr', { choice: true, field: 'Bank' }, true], ['Affin Bank', { choice: true, fieldTitle: 'Bank name' }, true], ['Affin Bank', { fieldTitle: 'Bank name' }, false],
  ])('%s %j → %s', (text, place, expected) => {
    expect(isProperNoun(text, place)).toBe(expected);
  });
});
