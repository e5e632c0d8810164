import { describe, expect, it } from 'vitest';
import { localizeFormSchema } from './localize';
import { createFormTranslator } from './vocabulary';
import { formVocabularyDe } from '../../i18n/form-vocabulary/form-de';

type Json = Record<string, unknown>;
const de = createFormTranslator('de', formVocabularyDe);

const schema: Json = {
  type: 'object',
  title: 'Bank details',
  description: "This reference will appear on the beneficiary's bank statement",
  properties: {
    AccountHolderType: { type: 'string', title: 'Account holder type', enum: ['Individual', 'Business'] },
    Bank: { type: 'string', title: 'Bank', enum: ['Citibank', 'Banque Misr'] },
    Country: { type: 'string', title: 'Country', oneOf: [{ const: 'DE', title: 'Germany', 'x-symbol': '🇩🇪' }, { const: 'AT', title: 'Austria' }, { const: 'FR', title: 'France' }] },
    Reference: { type: 'string', title: 'Reference', placeholder: 'Invoice 2026-104', errorMessage: { maxLength: 'Reference must be at most 140 characters', pattern: 'Zzz unknown rule' }, 'x-validation': { minDistinctChars: 2, message: 'Reference must contain at least 2 different characters.' } },
    Alias: { type: 'string', title: 'Nickname', placeholder: 'your name here' },
    Name: { type: 'object', title: 'Full name', properties: { FirstName: { type: 'string', title: 'First name' } }, 'x-total-max-length': 45, 'x-validation-message': 'Combined first and last name must not exceed 45 characters' },
  },
  allOf: [{ if: { properties: { AccountHolderType: { const: 'Business', title: 'Business' } } }, then: { properties: { Name: { type: 'string', title: 'Business name' } } } }],
  metadata: { title: 'not a text of the form' },
};

describe('localizeFormSchema', () => {
  const { schema: out, texts, english } = localizeFormSchema(schema, de, { locale: 'de', choicesFromEnums: true });
  const props = out.properties as Record<string, Json>;

  it('says titles, descriptions and the messages of every kind in the locale', () => {
    expect(out.title).toBe('Bankverbindung');
    expect(out.description).toBe('Dieser Verwendungszweck erscheint auf dem Kontoauszug des Empfängers.');
    expect(props.Reference!.errorMessage).toEqual({ maxLength: 'Verwendungszweck darf höchstens 140 Zeichen lang sein.', pattern: 'Zzz unknown rule' });
    expect((props.Reference!['x-validation'] as Json).message).toBe('Verwendungszweck muss mindestens 2 verschiedene Zeichen enthalten.');
    expect(props.Name!['x-validation-message']).toBe('Vor- und Nachname dürfen zusammen höchstens 45 Zeichen lang sein.');
    expect(((out.allOf as Json[])[0]!.then as Json).properties).toEqual({ Name: { type: 'string', title: 'Firmenname' } });
  });

  it('turns a plain enum into labelled choices for the layout, the values kept', () => {
    expect(props.AccountHolderType!.enum).toBeUndefined();
    expect(props.AccountHolderType!.oneOf).toEqual([{ const: 'Individual', title: 'Privatperson' }, { const: 'Business', title: 'Unternehmen' }]);
    // A bank list keeps the banks' own names.
    expect(props.Bank!.oneOf).toEqual([{ const: 'Citibank', title: 'Citibank' }, { const: 'Banque Misr', title: 'Banque Misr' }]);
    const plain = localizeFormSchema(schema, de, { locale: 'de' }).schema.properties as Record<string, Json>;
    expect(plain.AccountHolderType!.enum).toEqual(['Individual', 'Business']);
  });

  it('names countries by Intl in the locale and sorts them in its order', () => {
    expect(props.Country!.oneOf).toEqual([{ const: 'DE', title: 'Deutschland', 'x-symbol': '🇩🇪' }, { const: 'FR', title: 'Frankreich' }, { const: 'AT', title: 'Österreich' }]);
  });

  it('says a placeholder only when it is words, not an example', () => {
    expect(props.Reference!.placeholder).toBe('Invoice 2026-104');
    expect(props.Alias!.placeholder).toBe('your name here');
    expect(texts.filter((t) => t.kind === 'placeholder').map((t) => t.text)).toEqual(['your name here']);
  });

  it('leaves conditions and data alone', () => {
    expect((out.allOf as Json[])[0]!.if).toBe((schema.allOf as Json[])[0]!.if);
    expect(out.metadata).toBe(schema.metadata);
    expect(texts.some((t) => t.text === 'not a text of the form')).toBe(false);
  });

  it('lists every text it met and which stayed English', () => {
    expect(texts.filter((t) => t.kind === 'choice').map((t) => [t.text, t.said.status])).toEqual([
      ['Individual', 'translated'], ['Business', 'translated'], ['Citibank', 'as-is'], ['Banque Misr', 'as-is'],
      ['Germany', 'translated'], ['Austria', 'translated'], ['France', 'translated'],
    ]);
    expect([...english].sort()).toEqual(['Zzz unknown rule', 'your name here']);
  });

  it('in English keeps every text and the countries\' own titles and order', () => {
    const en = localizeFormSchema(schema, createFormTranslator('en', undefined), { locale: 'en', choicesFromEnums: true });
    expect(en.schema.title).toBe('Bank details');
    expect((en.schema.properties as Record<string, Json>).Country!.oneOf).toEqual((schema.properties as Record<string, Json>).Country!.oneOf);
    expect(en.english.size).toBe(0);
  });
});
