import { describe, expect, it } from 'vitest';
import type { Inspiration } from './questionnaire-inspiration-texts';
import { newQuestion, questionProblems, tidyQuestion } from './questionnaire-template-texts';
import { answeredCount, freeInspirations, photosByQuestion, type Question } from './questionnaire-texts';

const photo = (id: string, questionId: string | null): Inspiration => ({
  id,
  liked: true,
  caption: null,
  questionId,
  imageUrl: `/i/${id}`,
  thumbnailUrl: `/i/${id}?size=small`,
  createdAt: '2026-11-28T00:00:00.000Z',
});

const questions: Question[] = [
  { id: 'mot', kind: 'text', label: 'Un mot' },
  { id: 'tenue', kind: 'photo', label: 'Votre tenue', maxPhotos: 2 },
  { id: 'coiffure', kind: 'photo', label: 'Votre coiffure' },
];

describe('the photo kind of question', () => {
  it('is added with 3 photos at most, kept with its max only, and refused out of 1 to 6', () => {
    expect(newQuestion('photo', 'q1')).toEqual({ id: 'q1', kind: 'photo', label: '', maxPhotos: 3 });
    expect(
      tidyQuestion({ id: 'q1', kind: 'photo', label: ' Vous ', options: ['a', 'b'], maxPhotos: 6 }),
    ).toEqual({ id: 'q1', kind: 'photo', label: 'Vous', maxPhotos: 6 });
    expect(questionProblems({ id: 'q1', kind: 'photo', label: 'Vous', maxPhotos: 1 })).toEqual([]);
    for (const maxPhotos of [0, 7, 2.5])
      expect(questionProblems({ id: 'q1', kind: 'photo', label: 'Vous', maxPhotos })).toMatchObject([
        { field: 'maxPhotos' },
      ]);
  });

  it('is answered by its photos: counted once it has one, apart from her free inspirations', () => {
    const inspirations = [photo('a', null), photo('b', 'tenue'), photo('c', 'ancienne'), photo('d', 'tenue')];
    expect(answeredCount(questions, { mot: '  ' }, [])).toBe(0);
    expect(answeredCount(questions, { mot: 'Chic' }, inspirations)).toBe(2);
    const byQuestion = photosByQuestion(questions, inspirations);
    expect(byQuestion.get('tenue')!.map((one) => one.id)).toEqual(['b', 'd']);
    expect(byQuestion.get('coiffure')).toEqual([]);
    // A photo of a question no longer asked joins the free ones.
    expect(freeInspirations(questions, inspirations).map((one) => one.id)).toEqual(['a', 'c']);
  });
});
