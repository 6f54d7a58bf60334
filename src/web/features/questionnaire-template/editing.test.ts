import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTIONS, type Question } from '~/domain/questionnaire-texts';
import { newQuestion, sameQuestions } from '~/domain/questionnaire-template-texts';
import { firstInvalidField, moveQuestion, newQuestionId, problemsOf, removeQuestion } from './editing';

const [a, b, c] = DEFAULT_QUESTIONS as [Question, Question, Question];

describe('editing her questions', () => {
  it('moves a question one place, and leaves the list as it was at either end', () => {
    expect(moveQuestion([a, b, c], 1, -1)).toEqual([b, a, c]);
    expect(moveQuestion([a, b, c], 1, 1)).toEqual([a, c, b]);
    expect(moveQuestion([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moveQuestion([a, b, c], 2, 1)).toEqual([a, b, c]);
    expect(removeQuestion([a, b, c], 1)).toEqual([a, c]);
  });

  it('gives a new question an id the server accepts and the list does not hold', () => {
    const random = [0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0, 0];
    let i = 0;
    const taken = { ...a, id: 'q-00000000' };
    expect(newQuestionId([taken], () => random[i++]!)).toBe('q-i0000000');
  });

  it('finds the first field to correct, in the page’s order', () => {
    const blank = newQuestion('single', 'q-new');
    expect(
      problemsOf([a, blank])
        .byQuestion.get('q-new')!
        .map((problem) => problem.field),
    ).toEqual(['label', 'option.0', 'option.1']);
    expect(firstInvalidField('t', [a, blank])).toBe('t-q-new-label');
    expect(firstInvalidField('t', [a, { ...blank, label: 'Vos parfums', options: ['Boisé'] }])).toBe(
      't-q-new-addOption',
    );
    expect(firstInvalidField('t', [a, b])).toBeNull();
  });

  it('reads a list as the server keeps it: spaces around the words do not make it a change', () => {
    expect(sameQuestions([a], [{ ...a, label: ` ${a.label} ` }])).toBe(true);
    expect(sameQuestions([a, b], [b, a])).toBe(false);
  });
});
