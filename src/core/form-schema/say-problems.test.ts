import { describe, expect, it } from 'vitest';
import { sayProblems, type ProblemWords } from './say-problems';
import { createFormTranslator } from './vocabulary';
import { formVocabularyDe } from '../../i18n/form-vocabulary/form-de';
import { ruleMessage } from './messages';

const words: ProblemWords = {
  locale: 'de',
  say: createFormTranslator('de', formVocabularyDe),
  required: 'Pflicht.',
  date: (kind) => `date:${kind}`,
  ascii: (refused) => `ascii:${refused.join('')}`,
};

const schema = {
  type: 'object',
  properties: {
    Born: { type: 'string', format: 'date', errorMessage: 'Enter the date as YYYY-MM-DD' },
    Holder: { type: 'object', properties: { Street: { type: 'string', pattern: '^[\\x20-\\x7E]*$' } } },
    Name: { type: 'string' },
  },
  allOf: [{ if: { properties: { Name: { const: 'x' } } }, then: { properties: { Later: { type: 'string', format: 'date' } } } }],
};
const problem = (Field: string, Description: string) => ({ Field, Reason: 'SchemaValidation' as const, Description });

describe('sayProblems', () => {
  it('says a typed date that is no day, or not in the locale\'s order, in the kit\'s words, in branches too', () => {
    expect(sayProblems(schema, { Born: '30.02.1990' }, [problem('Born', 'Enter the date as YYYY-MM-DD')], words)[0]).toMatchObject({ Description: 'date:impossible', english: false });
    expect(sayProblems(schema, { Later: '1990' }, [problem('Later', ruleMessage('format', { format: 'date' }))], words)[0]!.Description).toBe('date:invalid');
  });

  it('names what an ASCII-only field cannot send, and says its other problems as usual', () => {
    expect(sayProblems(schema, { Holder: { Street: '北京 5' } }, [problem('Holder.Street', ruleMessage('pattern', { pattern: 'x' }))], words)[0]!.Description).toBe('ascii:北京');
    expect(sayProblems(schema, { Holder: { Street: 'A' } }, [problem('Holder.Street', ruleMessage('minLength', { limit: 2 }))], words)[0]!.Description).toBe('Geben Sie mindestens 2 Zeichen ein.');
  });

  it('says "required" in the kit\'s words and the rest by the vocabulary, flagging what stays English', () => {
    expect(sayProblems(schema, {}, [problem('Name', 'is required'), problem('Name', 'First Name must be between 3 and 50 characters'), problem('Name', 'Names must rhyme')], words)).toEqual([
      { ...problem('Name', 'Pflicht.'), english: false },
      { ...problem('Name', 'Vorname muss zwischen 3 und 50 Zeichen lang sein.'), english: false },
      { ...problem('Name', 'Names must rhyme'), english: true },
    ]);
  });
});
