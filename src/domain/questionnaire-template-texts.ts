import {
  DEFAULT_QUESTION_PHOTOS,
  DEFAULT_QUESTIONS,
  MAX_QUESTION_PHOTOS,
  MIN_QUESTION_PHOTOS,
  QUESTION_KINDS,
  type Question,
  type QuestionKind,
} from './questionnaire-texts';

/**
 * The consultant's own questionnaire template (issue 37, decision record 69): the profession's questions as she
 * edits, reorders and extends them, sent instead of the default once she has one. Zod-free: the web app imports it
 * (its editor shows these problems as she types; the server refuses the same ones).
 */

export const MAX_TEMPLATE_QUESTIONS = 40;
export const MAX_QUESTION_LABEL_LENGTH = 200;
export const MAX_QUESTION_HINT_LENGTH = 300;
export const MIN_QUESTION_OPTIONS = 2;
export const MAX_QUESTION_OPTIONS = 12;
export const MAX_OPTION_LENGTH = 80;
export const MIN_SCALE_STEPS = 3;
export const MAX_SCALE_STEPS = 10;
export const MAX_SCALE_END_LENGTH = 80;
/** A question's id: kept in the answers' keys and the page's ids, so letters, digits, '_' and '-' only. */
export const QUESTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** GET /api/me/questionnaire-template: hers, or the default while she has none (`isDefault`). */
export type QuestionnaireTemplate = {
  questions: Question[];
  isDefault: boolean;
  /** When she last saved hers; null for the default. */
  updatedAt: string | null;
};

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  text: 'Texte libre',
  single: 'Choix unique',
  multiple: 'Choix multiple',
  scale: 'Échelle',
  photo: 'Photo',
};
export const TEMPLATE_QUESTION_KINDS: readonly QuestionKind[] = QUESTION_KINDS;

const DEFAULT_KINDS = new Map(DEFAULT_QUESTIONS.map((question) => [question.id, question.kind]));

/** A question she adds: its kind's empty fields, under a new id. */
export function newQuestion(kind: QuestionKind, id: string): Question {
  if (kind === 'single' || kind === 'multiple') return { id, kind, label: '', options: ['', ''] };
  if (kind === 'scale') return { id, kind, label: '', scale: { max: 5, low: '', high: '' } };
  if (kind === 'photo') return { id, kind, label: '', maxPhotos: DEFAULT_QUESTION_PHOTOS };
  return { id, kind, label: '' };
}

/** Where a problem lies in a question: its label, its hint, an option (by index), the scale. */
export type QuestionField =
  'label' | 'hint' | 'options' | `option.${number}` | 'scale' | 'low' | 'high' | 'maxPhotos';
export type QuestionProblem = { field: QuestionField; message: string };

export const QUESTIONNAIRE_TEMPLATE_MESSAGES = {
  // Refusals: the editor shows them beside the field, the API prefixes them with the question's number.
  labelRequired: 'Écrivez la question.',
  maxPhotos: `De ${MIN_QUESTION_PHOTOS} à ${MAX_QUESTION_PHOTOS} photos.`,
  labelTooLong: `${MAX_QUESTION_LABEL_LENGTH} caractères au maximum.`,
  hintTooLong: `${MAX_QUESTION_HINT_LENGTH} caractères au maximum.`,
  optionsCount: `De ${MIN_QUESTION_OPTIONS} à ${MAX_QUESTION_OPTIONS} choix.`,
  optionRequired: 'Écrivez ce choix ou retirez-le.',
  optionTooLong: `${MAX_OPTION_LENGTH} caractères au maximum.`,
  optionRepeated: 'Ce choix figure déjà dans la liste.',
  scaleSteps: `L’échelle compte de ${MIN_SCALE_STEPS} à ${MAX_SCALE_STEPS} crans.`,
  scaleEndRequired: 'Écrivez ce que veut dire ce bout de l’échelle.',
  scaleEndTooLong: `${MAX_SCALE_END_LENGTH} caractères au maximum.`,
  tooManyQuestions: `${MAX_TEMPLATE_QUESTIONS} questions au maximum.`,
  noQuestion: 'Gardez au moins une question.',
  kindUnknown: 'Type de question inconnu : texte, choix unique, choix multiple, échelle ou photo.',
  idInvalid: 'Identifiant de question invalide.',
  idRepeated: 'Deux questions portent le même identifiant.',
  defaultKindChanged: 'Une question par défaut garde son type de réponse.',
  questionNumber: (position: number, message: string) => `Question ${position} : ${message}`,
  // The page.
  title: 'Mon questionnaire de style',
  intro:
    'Le questionnaire de style que vous envoyez à vos clientes. Modifiez les questions par défaut, changez leur ordre, ajoutez les vôtres : chaque envoi reprend vos questions du moment, et un questionnaire déjà envoyé ne change pas.',
  isDefault: 'Vous utilisez les questions par défaut.',
  isOwn: (date: string) => `Vos questions, enregistrées le ${date}`,
  loadFailed: 'Vos questions n’ont pas pu être chargées.',
  loading: 'Chargement de vos questions…',
  count: (count: number) => (count > 1 ? `${count} questions` : `${count} question`),
  questionHeading: (position: number) => `Question ${position}`,
  kindLabel: 'Type de réponse',
  labelLabel: 'Question',
  hintLabel: 'Précision (facultative)',
  hintPlaceholder: 'Une précision ou un exemple pour la cliente',
  optionsLegend: 'Choix proposés',
  optionLabel: (position: number) => `Choix ${position}`,
  addOption: 'Ajouter un choix',
  removeOption: (position: number) => `Retirer le choix ${position}`,
  scaleStepsLabel: 'Nombre de crans',
  scaleLowLabel: 'Libellé du cran 1',
  scaleHighLabel: 'Libellé du dernier cran',
  maxPhotosLabel: 'Nombre de photos au maximum',
  maxPhotosHint: 'La cliente ajoute ses photos en réponse, jusqu’à ce nombre.',
  moveUp: (position: number) => `Monter la question ${position}`,
  moveDown: (position: number) => `Descendre la question ${position}`,
  moved: (position: number, total: number) => `Question déplacée en position ${position} sur ${total}`,
  remove: (position: number) => `Supprimer la question ${position}`,
  removed: (position: number) => `Question ${position} supprimée`,
  addLegend: 'Ajouter une question',
  added: (position: number) => `Question ${position} ajoutée`,
  empty: 'Aucune question : ajoutez-en une, ou revenez aux questions par défaut.',
  limitReached: `Vous avez atteint ${MAX_TEMPLATE_QUESTIONS} questions.`,
  save: 'Enregistrer mes questions',
  saving: 'Enregistrement…',
  saved: 'Questions enregistrées',
  saveFailed: 'Vos questions n’ont pas pu être enregistrées.',
  fixFirst: 'Corrigez les questions signalées avant d’enregistrer.',
  unsaved: 'Modifications non enregistrées',
  unsavedHint: 'Les envois reprennent vos dernières questions enregistrées.',
  restored:
    'Brouillon repris là où vous l’aviez laissé : rien n’est enregistré avant « Enregistrer mes questions ».',
  discard: 'Annuler les modifications',
  reset: 'Revenir aux questions par défaut',
  resetTitle: 'Revenir aux questions par défaut ?',
  resetDescription:
    'Vos questions seront remplacées par celles du questionnaire par défaut. Les questionnaires déjà envoyés ne changent pas.',
  resetConfirm: 'Revenir aux questions par défaut',
  resetDone: 'Questions par défaut rétablies',
  resetFailed: 'Les questions par défaut n’ont pas pu être rétablies.',
  cancel: 'Annuler',
  // Elsewhere: the client file's 'Profil de style', the consultant's menu, the invitation.
  edit: 'Modifier mes questions',
  menu: 'Mon questionnaire',
  back: 'Retour',
  withQuestionnaire: 'Joindre le questionnaire de style',
  withQuestionnaireHint: 'Elle le trouvera dans son espace dès qu’elle aura accepté l’invitation.',
} as const;

const M = QUESTIONNAIRE_TEMPLATE_MESSAGES;

/** The same text for a person: case, spaces and typography aside. */
const comparable = (text: string) =>
  text
    .trim()
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .toLowerCase();

/** What is wrong with a question as she wrote it (texts trimmed), field by field; none when it can be saved. */
export function questionProblems(question: Question): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  const label = question.label.trim();
  if (label.length === 0) problems.push({ field: 'label', message: M.labelRequired });
  else if (label.length > MAX_QUESTION_LABEL_LENGTH)
    problems.push({ field: 'label', message: M.labelTooLong });
  if ((question.hint ?? '').trim().length > MAX_QUESTION_HINT_LENGTH)
    problems.push({ field: 'hint', message: M.hintTooLong });
  if (question.kind === 'single' || question.kind === 'multiple') {
    const options = question.options ?? [];
    if (options.length < MIN_QUESTION_OPTIONS || options.length > MAX_QUESTION_OPTIONS)
      problems.push({ field: 'options', message: M.optionsCount });
    const seen = new Set<string>();
    options.forEach((option, index) => {
      const field = `option.${index}` as const;
      const text = comparable(option);
      if (text.length === 0) problems.push({ field, message: M.optionRequired });
      else if (option.trim().length > MAX_OPTION_LENGTH) problems.push({ field, message: M.optionTooLong });
      else if (seen.has(text)) problems.push({ field, message: M.optionRepeated });
      seen.add(text);
    });
  }
  if (question.kind === 'scale') {
    const scale = question.scale;
    if (!scale || !Number.isInteger(scale.max) || scale.max < MIN_SCALE_STEPS || scale.max > MAX_SCALE_STEPS)
      problems.push({ field: 'scale', message: M.scaleSteps });
    for (const end of ['low', 'high'] as const) {
      const text = (scale?.[end] ?? '').trim();
      if (text.length === 0) problems.push({ field: end, message: M.scaleEndRequired });
      else if (text.length > MAX_SCALE_END_LENGTH) problems.push({ field: end, message: M.scaleEndTooLong });
    }
  }
  if (question.kind === 'photo') {
    const max = question.maxPhotos ?? DEFAULT_QUESTION_PHOTOS;
    if (!Number.isInteger(max) || max < MIN_QUESTION_PHOTOS || max > MAX_QUESTION_PHOTOS)
      problems.push({ field: 'maxPhotos', message: M.maxPhotos });
  }
  return problems;
}

/** What is wrong with the list as a whole: its length, its ids; the default questions keep their kind. */
export function templateProblems(questions: readonly Question[]): string[] {
  const problems: string[] = [];
  if (questions.length === 0) problems.push(M.noQuestion);
  if (questions.length > MAX_TEMPLATE_QUESTIONS) problems.push(M.tooManyQuestions);
  const ids = new Set<string>();
  questions.forEach((question, index) => {
    const at = (message: string) => M.questionNumber(index + 1, message);
    if (!QUESTION_ID_PATTERN.test(question.id)) problems.push(at(M.idInvalid));
    else if (ids.has(question.id)) problems.push(at(M.idRepeated));
    ids.add(question.id);
    const defaultKind = DEFAULT_KINDS.get(question.id);
    if (defaultKind && defaultKind !== question.kind) problems.push(at(M.defaultKindChanged));
  });
  return problems;
}

/** The question as it is kept: texts trimmed, an empty hint left out, only its kind's fields. */
export function tidyQuestion(question: Question, tidy: (text: string) => string = (text) => text): Question {
  const text = (value: string) => tidy(value.trim());
  const hint = text(question.hint ?? '');
  const base: Question = {
    id: question.id,
    kind: question.kind,
    label: text(question.label),
    ...(hint ? { hint } : {}),
  };
  if (question.kind === 'single' || question.kind === 'multiple')
    return { ...base, options: (question.options ?? []).map(text) };
  if (question.kind === 'scale' && question.scale)
    return {
      ...base,
      scale: { max: question.scale.max, low: text(question.scale.low), high: text(question.scale.high) },
    };
  if (question.kind === 'photo') return { ...base, maxPhotos: question.maxPhotos ?? DEFAULT_QUESTION_PHOTOS };
  return base;
}

/** Whether two lists ask the same questions, in the same order, as they would be kept. */
export function sameQuestions(a: readonly Question[], b: readonly Question[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (question, index) => JSON.stringify(tidyQuestion(question)) === JSON.stringify(tidyQuestion(b[index]!)),
    )
  );
}
