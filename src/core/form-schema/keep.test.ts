import { describe, expect, it } from 'vitest';
import holder from './fixtures/bank-account-holder.json';
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
    expect(toBusiness.setAside.get('AccountHolderName.Name')).toEqual([person]);
    const back = settle({ AccountHolderName: { AccountHolderType: 'Individual', Name: 'Acme Trading Ltd' } }, toBusiness.setAside);
    expect(back.answers).toEqual({ AccountHolderName: { AccountHolderType: 'Individual', Name: person } });
    expect(back.setAside.get('AccountHolderName.Name')).toEqual(['Acme Trading Ltd']);
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
    const settled = settleAnswers(layout, { AccountHolderName: { AccountHolderType: 'Individual', Name: {} } }, isValidEvalFree, new Map(), { answers: before, asked: 'AccountHolderName.AccountHolderType' });
    expect(settled.setAside.get('AccountHolderName.Name')).toEqual(['Acme Trading Ltd']);
    expect(settled.setAside.has('AccountHolderName.AccountHolderType')).toBe(false);
    const chooseAgain = settleAnswers(layout, { AccountHolderName: {} }, isValidEvalFree, settled.setAside, { answers: before, asked: 'AccountHolderName.AccountHolderType' });
    expect(chooseAgain.answers).toEqual({ AccountHolderName: {} });
  });
});
