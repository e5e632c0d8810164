import { describe, expect, it } from 'vitest';
import holder from './fixtures/bank-account-holder.json';
import documents from './fixtures/beneficiary-documents.json';
import { isValidEvalFree } from './eval-free';
import { settleAnswers, type SetAside } from './keep';
import { awaitChoices } from '../../components/DynamicForm/branches';

const layout = awaitChoices(holder) as Record<string, unknown>;
const settle = (answers: Record<string, unknown>, aside?: SetAside) => settleAnswers(layout, answers, isValidEvalFree, aside);
const person = { FirstName: 'Jörg', LastName: 'Müller' };

describe('settleAnswers', () => {
  it('sets a person’s name aside for a business and brings it back for a person, keeping the business name aside in turn', () => {
    const toBusiness = settle({ AccountHolderName: { AccountHolderType: 'Business', Name: person } });
    expect(toBusiness.answers).toEqual({ AccountHolderName: { AccountHolderType: 'Business' } });
    expect(toBusiness.setAside.kept.get('AccountHolderName.Name')).toEqual([person]);
    const back = settle({ AccountHolderName: { AccountHolderType: 'Individual', Name: 'Acme Trading Ltd' } }, toBusiness.setAside);
    expect(back.answers).toEqual({ AccountHolderName: { AccountHolderType: 'Individual', Name: person } });
    expect(back.setAside.kept.get('AccountHolderName.Name')).toEqual(['Acme Trading Ltd']);
    // Also when rjsf already left the field out.
    expect(settle({ AccountHolderName: { AccountHolderType: 'Individual' } }, toBusiness.setAside).answers).toEqual({ AccountHolderName: { AccountHolderType: 'Individual', Name: person } });
  });

  it('sets aside answers to questions no branch asks (unanswered question, unknown key) and returns the same object when nothing changes', () => {
    const settled = settle({ AccountHolderName: { Name: person }, Stale: 'x' });
    expect(settled.answers).toEqual({ AccountHolderName: {} });
    const same = { AccountHolderName: { AccountHolderType: 'Individual', Name: person } };
    const aside = settle({ AccountHolderName: { AccountHolderType: 'Business', Name: person } }).setAside;
    const again = settleAnswers(layout, same, isValidEvalFree, aside);
    expect(again.answers).toBe(same);
    expect(again.setAside).toBe(aside);
  });

  it('sets aside what rjsf re-made on a change of branch, never the question itself', () => {
    const before = { AccountHolderName: { AccountHolderType: 'Business', Name: 'Acme Trading Ltd' } };
    // rjsf turned the business name into an empty object for the person's Name.
    const settled = settleAnswers(layout, { AccountHolderName: { AccountHolderType: 'Individual', Name: {} } }, isValidEvalFree, undefined, { answers: before, asked: 'AccountHolderName.AccountHolderType' });
    expect(settled.setAside.kept.get('AccountHolderName.Name')).toEqual(['Acme Trading Ltd']);
    expect(settled.setAside.kept.has('AccountHolderName.AccountHolderType')).toBe(false);
    const chooseAgain = settleAnswers(layout, { AccountHolderName: {} }, isValidEvalFree, settled.setAside, { answers: before, asked: 'AccountHolderName.AccountHolderType' });
    expect(chooseAgain.answers).toEqual({ AccountHolderName: {} });
  });

  it('lets a one-choice answer rjsf made give way to the customer’s own earlier choice', () => {
    const docs = awaitChoices(documents) as Record<string, unknown>;
    const asked = 'Beneficiary.BeneficiaryType';
    const person = { Beneficiary: { BeneficiaryType: 'Individual', FirstName: 'Zoë', DocumentType: 'PASS' } };
    const company = settleAnswers(docs, { Beneficiary: { BeneficiaryType: 'Business', FirstName: 'Zoë', DocumentType: 'TAX' } }, isValidEvalFree, undefined, { answers: person, asked });
    expect(company.answers).toEqual({ Beneficiary: { BeneficiaryType: 'Business', DocumentType: 'TAX' } });
    expect(company.setAside.made.get('Beneficiary.DocumentType')).toBe('TAX');
    const back = settleAnswers(docs, { Beneficiary: { BeneficiaryType: 'Individual', DocumentType: 'TAX' } }, isValidEvalFree, company.setAside, { answers: company.answers, asked });
    expect(back.answers).toEqual(person);
  });
});
