/**
 * Where the client's answers to the style questionnaire are used besides her 'Profil de style' (issue 37): the
 * outfit editor's 'Ce qu'elle a dit', the carnet's cover and the proposals' budget. Zod-free: the web app imports it.
 * Answers are found by the default questions' ids (decision record 69): a consultant's own template may have
 * removed some, and her own questions have ids of their own.
 */

/** The default questions an answer is read from, by id (src/domain/questionnaire-texts.ts). */
export type DefaultQuestionId =
  | 'objectives'
  | 'objectivesText'
  | 'occasions'
  | 'dressCode'
  | 'budget'
  | 'styleWords'
  | 'lovedPieces'
  | 'refusedPieces'
  | 'lovedColours'
  | 'refusedColours'
  | 'avoided'
  | 'fit'
  | 'heels'
  | 'metals'
  | 'brands'
  | 'highlight'
  | 'balance'
  | 'comfort';

/** Each default question's short label, for the places that list her answers in little room. */
export const ANSWER_SHORT_LABELS: Record<DefaultQuestionId, string> = {
  objectives: 'Objectifs',
  objectivesText: 'Ce qui l’amène',
  occasions: 'Occasions',
  dressCode: 'Code vestimentaire',
  budget: 'Budget',
  styleWords: 'Son style',
  lovedPieces: 'Pièces aimées',
  refusedPieces: 'Pièces refusées',
  lovedColours: 'Couleurs aimées',
  refusedColours: 'Couleurs refusées',
  avoided: 'Matières et motifs évités',
  fit: 'Coupes',
  heels: 'Talons',
  metals: 'Bijoux',
  brands: 'Marques',
  highlight: 'À mettre en valeur',
  balance: 'À estomper ou équilibrer',
  comfort: 'Confort',
};

/** What matters while composing a look, in the order the editor lists it. */
export const EDITOR_ANSWER_IDS = [
  'occasions',
  'dressCode',
  'styleWords',
  'lovedColours',
  'refusedColours',
  'lovedPieces',
  'refusedPieces',
  'avoided',
  'fit',
  'heels',
  'metals',
  'highlight',
  'balance',
] as const satisfies readonly DefaultQuestionId[];

export const QUESTIONNAIRE_ANSWERS_MESSAGES = {
  // The outfit editor.
  sheSaid: 'Ce qu’elle a dit',
  sheSaidCount: (count: number) => (count > 1 ? `${count} réponses` : '1 réponse'),
  sheSaidHint: 'Ses réponses au questionnaire de style.',
  // The proposals' budget.
  budgetAnswer: (answer: string) => `Sa réponse au questionnaire : « ${answer} »`,
  // The carnet's cover.
  objectivesTitle: 'Vos objectifs',
  styleWordsTitle: 'Votre style en quelques mots',
} as const;
