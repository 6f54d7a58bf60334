import type { Inspiration } from './questionnaire-inspiration-texts';

/**
 * The 'Questionnaire de style' (issue 37): the 'bilan d'image' a consultant sends before the first session, in the
 * profession's topics, answered by the client at her pace. Zod-free: the web app imports it.
 */
export const QUESTION_KINDS = ['text', 'single', 'multiple', 'scale', 'photo'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export type Question = {
  /** Stable within a questionnaire: her answers are kept by it. */
  id: string;
  kind: QuestionKind;
  label: string;
  hint?: string;
  /** For 'single' and 'multiple'. */
  options?: string[];
  /** For 'scale': from 1 to `max`, with the words of both ends. */
  scale?: { max: number; low: string; high: string };
  /**
   * For 'photo': how many photos she may add to it (1 to 6). Its answer is not in `answers`: it is the inspiration
   * photos attached to it (decision record 72).
   */
  maxPhotos?: number;
};

/** A text, one option, several options, or a step of the scale. */
export type Answer = string | string[] | number;
export type Answers = Record<string, Answer>;

/** Whether she answered: a number, a choice or a text that is not blank. */
export function isAnswered(answer: Answer | undefined): answer is Answer {
  if (answer === undefined) return false;
  if (typeof answer === 'number') return true;
  if (Array.isArray(answer)) return answer.length > 0;
  return answer.trim().length > 0;
}

/** A photo question's bounds on `maxPhotos`, and what a new one asks. */
export const MIN_QUESTION_PHOTOS = 1;
export const MAX_QUESTION_PHOTOS = 6;
export const DEFAULT_QUESTION_PHOTOS = 3;

/** How many photos a photo question takes. */
export const maxPhotosOf = (question: Question) => question.maxPhotos ?? DEFAULT_QUESTION_PHOTOS;

/** The photos attached to each photo question of the list, by question id, in her order. */
export function photosByQuestion(
  questions: readonly Question[],
  inspirations: readonly Inspiration[],
): Map<string, Inspiration[]> {
  const byQuestion = new Map<string, Inspiration[]>(
    questions.filter((question) => question.kind === 'photo').map((question) => [question.id, []]),
  );
  for (const inspiration of inspirations) {
    if (inspiration.questionId) byQuestion.get(inspiration.questionId)?.push(inspiration);
  }
  return byQuestion;
}

/**
 * Her free inspiration photos ('Vos inspirations'): those attached to no photo question of the list (a photo of a
 * question no longer asked, after a new sending, joins them rather than disappearing).
 */
export function freeInspirations(
  questions: readonly Question[],
  inspirations: readonly Inspiration[],
): Inspiration[] {
  const photoQuestions = new Set(questions.filter((q) => q.kind === 'photo').map((q) => q.id));
  return inspirations.filter(
    (inspiration) => !inspiration.questionId || !photoQuestions.has(inspiration.questionId),
  );
}

/** Whether she answered this question: a photo question with at least one photo, any other by `isAnswered`. */
export function questionAnswered(
  question: Question,
  answers: Answers,
  inspirations: readonly Inspiration[],
): boolean {
  if (question.kind === 'photo')
    return inspirations.some((inspiration) => inspiration.questionId === question.id);
  return isAnswered(answers[question.id]);
}

/** How many of its questions she answered ('N questions sur M répondues'). */
export const answeredCount = (
  questions: readonly Question[],
  answers: Answers,
  inspirations: readonly Inspiration[],
) => questions.filter((question) => questionAnswered(question, answers, inspirations)).length;

export const MAX_ANSWER_LENGTH = 2000;
export const MAX_QUESTIONS = 60;

/**
 * The questions a consultant sends: 'mine', her own template when she has one (else the profession's), or
 * 'default', the profession's whatever hers.
 */
export const QUESTIONNAIRE_TEMPLATES = ['mine', 'default'] as const;
export type QuestionnaireTemplateChoice = (typeof QUESTIONNAIRE_TEMPLATES)[number];

/** The profession's topics, in the order a consultant asks them. */
export const DEFAULT_QUESTIONS: Question[] = [
  {
    id: 'objectives',
    kind: 'multiple',
    label: 'Qu’attendez-vous de notre accompagnement ?',
    options: [
      'Gagner du temps le matin',
      'Me sentir plus sûre de moi',
      'Une image professionnelle plus affirmée',
      'Acheter moins mais mieux',
      'Trouver mes couleurs',
      'Mettre mon corps en valeur',
      'Un changement de vie (nouveau poste, naissance, perte de poids…)',
    ],
  },
  {
    id: 'objectivesText',
    kind: 'text',
    label: 'Racontez-nous en quelques mots ce qui vous amène.',
  },
  {
    id: 'occasions',
    kind: 'multiple',
    label: 'Vos occasions habituelles',
    options: [
      'Bureau',
      'Télétravail',
      'Rendez-vous clients',
      'Week-end',
      'Sorties le soir',
      'Sport',
      'Voyages',
      'Cérémonies',
    ],
  },
  {
    id: 'dressCode',
    kind: 'single',
    label: 'Le code vestimentaire de votre travail',
    options: [
      'Formel (costume, tailleur)',
      'Business casual',
      'Décontracté',
      'Uniforme ou tenue imposée',
      'Pas de travail en dehors de chez moi',
    ],
  },
  {
    id: 'budget',
    kind: 'text',
    label: 'Votre budget vêtements par saison, et par pièce si vous le savez',
    hint: 'Par exemple : 300 € par saison, jusqu’à 150 € pour un manteau.',
  },
  {
    id: 'styleWords',
    kind: 'multiple',
    label: 'Les mots qui décrivent le style que vous aimez',
    options: [
      'Classique',
      'Naturel',
      'Romantique',
      'Minimaliste',
      'Créatif',
      'Bohème',
      'Rock',
      'Sport chic',
      'Glamour',
      'Dramatique',
    ],
  },
  { id: 'lovedPieces', kind: 'text', label: 'Les pièces que vous aimez porter' },
  { id: 'refusedPieces', kind: 'text', label: 'Les pièces que vous ne porterez jamais' },
  { id: 'lovedColours', kind: 'text', label: 'Les couleurs que vous aimez porter' },
  { id: 'refusedColours', kind: 'text', label: 'Les couleurs que vous refusez' },
  {
    id: 'avoided',
    kind: 'multiple',
    label: 'Les matières et motifs que vous évitez',
    options: [
      'Imprimés fleuris',
      'Rayures',
      'Carreaux',
      'Motifs animaliers',
      'Matières synthétiques',
      'Laine qui gratte',
      'Lin qui froisse',
      'Transparences',
    ],
  },
  {
    id: 'fit',
    kind: 'text',
    label: 'Vos préférences de coupe selon les zones du corps',
    hint: 'Par exemple : ajusté à la taille, ample sur les hanches, jamais de manches courtes.',
  },
  {
    id: 'heels',
    kind: 'single',
    label: 'La hauteur de talon qui vous convient',
    options: ['Plat', '3 à 5 cm', '6 à 8 cm', 'Plus de 8 cm'],
  },
  {
    id: 'metals',
    kind: 'single',
    label: 'Les bijoux que vous portez',
    options: ['Doré', 'Argenté', 'Les deux', 'Je ne porte pas de bijoux'],
  },
  { id: 'brands', kind: 'text', label: 'Les marques et boutiques où vous aimez acheter' },
  { id: 'highlight', kind: 'text', label: 'Ce que vous aimeriez mettre en valeur' },
  { id: 'balance', kind: 'text', label: 'Ce que vous aimeriez estomper ou équilibrer' },
  {
    id: 'comfort',
    kind: 'scale',
    label: 'La place du confort dans vos choix',
    scale: { max: 5, low: 'Peu importante', high: 'Essentielle' },
  },
];

/** What the client file and her screens show of a questionnaire. */
export type Questionnaire = {
  id: string;
  clientId: string;
  sentBy: { id: string; name: string } | null;
  questions: Question[];
  answers: Answers;
  sentAt: string;
  updatedAt: string;
  /** When she said she had finished; null while she answers. */
  finishedAt: string | null;
  /** Her inspiration photos, oldest first. */
  inspirations: Inspiration[];
};

export const QUESTIONNAIRE_MESSAGES = {
  title: 'Questionnaire de style',
  profileTitle: 'Profil de style',
  answerTooLong: `${MAX_ANSWER_LENGTH} caractères au maximum.`,
  unknownQuestion: 'Cette question ne fait pas partie du questionnaire.',
  wrongAnswer: 'Cette réponse ne correspond pas à la question.',
  finished: 'Questionnaire terminé : votre conseiller en est averti.',
  // Her page.
  intro:
    'Quelques questions pour préparer votre accompagnement. Vos réponses sont enregistrées au fur et à mesure : vous pouvez vous arrêter et reprendre quand vous le souhaitez, sur n’importe quel appareil.',
  sentBy: (name: string, date: string) => `Envoyé par ${name} le ${date}`,
  notSentYet: 'Votre conseiller ne vous a pas encore envoyé de questionnaire.',
  notSentYetHint: 'Il apparaîtra ici dès qu’il vous l’aura envoyé.',
  loadFailed: 'Le questionnaire n’a pas pu être chargé.',
  progress: (answered: number, total: number) =>
    answered > 1
      ? `${answered} questions sur ${total} répondues`
      : `${answered} question sur ${total} répondue`,
  saved: 'Enregistré',
  saving: 'Enregistrement…',
  offline: 'Hors ligne : vos réponses seront envoyées au retour de la connexion',
  retry: 'Réessayer',
  count: (length: number) => `${length} / ${MAX_ANSWER_LENGTH} caractères`,
  clear: 'Effacer ma réponse',
  clearFor: (label: string) => ` à « ${label} »`,
  finish: 'J’ai terminé',
  finishHint: 'Vous pourrez encore modifier vos réponses ensuite.',
  finishFailed: 'Le questionnaire n’a pas pu être marqué comme terminé. Réessayez.',
  finishedOn: (date: string) => `Terminé le ${date}`,
  stillEditable: 'Vous pouvez encore modifier vos réponses : elles sont enregistrées au fur et à mesure.',
  // The consultant's card, on the client file.
  profileIntro:
    'Envoyez-lui le questionnaire de style pour connaître ses objectifs, ses occasions, ses goûts et son budget avant la première séance.',
  profileLoadFailed: 'Le profil de style n’a pas pu être chargé.',
  send: 'Envoyer le questionnaire',
  resend: 'Renvoyer le questionnaire',
  sentToClient: 'Questionnaire envoyé à la cliente',
  resentToClient: 'Questionnaire renvoyé à la cliente',
  sentOn: (date: string) => `Envoyé le ${date}`,
  inProgress: (answered: number, total: number) =>
    answered > 1
      ? `En cours : ${answered} questions sur ${total} répondues`
      : `En cours : ${answered} question sur ${total} répondue`,
  noAnswer: 'Pas de réponse',
  scaleAnswer: (value: number, max: number) => `${value} / ${max}`,
} as const;
