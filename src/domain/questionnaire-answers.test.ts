import { describe, expect, it } from 'vitest';
import {
  answersToShow,
  coverAnswers,
  EDITOR_ANSWER_IDS,
  type AnsweredQuestionnaire,
} from './questionnaire-answers';
import { DEFAULT_QUESTIONS, type Answers } from './questionnaire-texts';

const withDefaults = (answers: Answers): AnsweredQuestionnaire => ({ questions: DEFAULT_QUESTIONS, answers });

/** A consultant's own template: some default questions removed, one of hers added. */
const hers = (answers: Answers): AnsweredQuestionnaire => ({
  questions: [
    ...DEFAULT_QUESTIONS.filter(
      (question) => !['heels', 'objectivesText', 'styleWords'].includes(question.id),
    ),
    { id: 'q-parfums1', kind: 'multiple', label: 'Vos parfums préférés', options: ['Floral', 'Boisé'] },
  ],
  answers,
});

describe('answersToShow', () => {
  it('lists what she answered among the asked ids, in their order, each with its short label', () => {
    const shown = answersToShow(
      withDefaults({
        heels: 'Plat',
        occasions: ['Bureau', 'Week-end'],
        refusedColours: '  Le jaune moutarde\n',
        comfort: 4,
        budget: '300 € par saison',
      }),
      EDITOR_ANSWER_IDS,
    );
    expect(shown).toEqual([
      { id: 'occasions', label: 'Occasions', text: 'Bureau, Week-end' },
      { id: 'refusedColours', label: 'Couleurs refusées', text: 'Le jaune moutarde' },
      { id: 'heels', label: 'Talons', text: 'Plat' },
    ]);
    expect(answersToShow(withDefaults({ comfort: 4 }), ['comfort'])).toEqual([
      { id: 'comfort', label: 'Confort', text: '4 / 5' },
    ]);
  });

  it('skips the questions her template no longer asks, even with an answer kept under their id', () => {
    const shown = answersToShow(
      hers({ heels: 'Plat', metals: 'Doré', 'q-parfums1': ['Boisé'] }),
      EDITOR_ANSWER_IDS,
    );
    expect(shown).toEqual([{ id: 'metals', label: 'Bijoux', text: 'Doré' }]);
  });

  it('shows nothing without a questionnaire or without an answer', () => {
    expect(answersToShow(null, EDITOR_ANSWER_IDS)).toEqual([]);
    expect(answersToShow(undefined, ['budget'])).toEqual([]);
    expect(answersToShow(withDefaults({}), EDITOR_ANSWER_IDS)).toEqual([]);
    expect(answersToShow(withDefaults({ budget: '   ', occasions: [] }), ['budget', 'occasions'])).toEqual(
      [],
    );
  });
});

describe('coverAnswers', () => {
  it('gives her objectives (ticked, then in her words) and her style words', () => {
    expect(
      coverAnswers(
        withDefaults({
          objectives: ['Gagner du temps le matin', 'Trouver mes couleurs'],
          objectivesText: ' Un nouveau poste. ',
          styleWords: ['Classique', 'Minimaliste'],
          heels: 'Plat',
        }),
      ),
    ).toEqual([
      {
        title: 'Vos objectifs',
        choices: ['Gagner du temps le matin', 'Trouver mes couleurs'],
        text: 'Un nouveau poste.',
      },
      { title: 'Votre style en quelques mots', choices: [], text: 'Classique, Minimaliste' },
    ]);
  });

  it('leaves out what her template does not ask and what she did not answer', () => {
    expect(
      coverAnswers(
        hers({ objectives: ['Acheter moins mais mieux'], objectivesText: 'Retiré', styleWords: ['Rock'] }),
      ),
    ).toEqual([{ title: 'Vos objectifs', choices: ['Acheter moins mais mieux'], text: null }]);
    expect(coverAnswers(withDefaults({ objectivesText: 'Un mariage en juin.' }))).toEqual([
      { title: 'Vos objectifs', choices: [], text: 'Un mariage en juin.' },
    ]);
    expect(coverAnswers(withDefaults({}))).toEqual([]);
    expect(coverAnswers(null)).toEqual([]);
  });
});
