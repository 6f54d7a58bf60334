/**
 * Her inspiration photos in the style questionnaire (issue 37, decision record 72): her own screenshots and
 * photos, each marked 'J’aime' or 'Pas moi', with a short caption if she wishes. Zod-free: the web app imports it.
 */

/** At most this many photos in one questionnaire. */
export const MAX_INSPIRATIONS = 24;
export const MAX_INSPIRATION_CAPTION_LENGTH = 200;

/** One photo as both screens show it; the image is served through the API to those who may read the questionnaire. */
export type Inspiration = {
  id: string;
  /** 'J’aime' when true, 'Pas moi' when false. */
  liked: boolean;
  caption: string | null;
  /** The photo question it answers; null for her free inspirations ('Vos inspirations'). */
  questionId: string | null;
  /** The photo, at most 1280 px. */
  imageUrl: string;
  /** Its small variant, for the grids. */
  thumbnailUrl: string;
  createdAt: string;
};

/** The two marks, in the order she is offered them. */
export const INSPIRATION_MARKS = ['liked', 'disliked'] as const;
export type InspirationMark = (typeof INSPIRATION_MARKS)[number];
export const INSPIRATION_MARK_LABELS: Record<InspirationMark, string> = {
  liked: 'J’aime',
  disliked: 'Pas moi',
};
export const markOf = (liked: boolean): InspirationMark => (liked ? 'liked' : 'disliked');

/** Her caption as kept: trimmed, and null when nothing is left. */
export const tidyCaption = (caption: string | null | undefined) => caption?.trim() || null;

export const INSPIRATION_MESSAGES = {
  // The API's refusals.
  tooMany: `${MAX_INSPIRATIONS} photos au maximum : supprimez-en une pour en ajouter une autre.`,
  captionTooLong: `La légende fait ${MAX_INSPIRATION_CAPTION_LENGTH} caractères au maximum.`,
  markRequired: 'Choisissez « J’aime » ou « Pas moi ».',
  nothingToChange: 'Indiquez « J’aime » ou « Pas moi », ou une légende.',
  notFound: 'Cette photo n’est plus dans le questionnaire.',
  notPhotoQuestion: 'Cette question n’attend pas de photo.',
  questionFull: (max: number) =>
    max > 1
      ? `Cette question accepte ${max} photos au maximum : supprimez-en une pour en ajouter une autre.`
      : 'Cette question accepte une photo : supprimez-la pour en ajouter une autre.',
  // Her page.
  title: 'Vos inspirations',
  intro:
    'Ajoutez des photos ou des captures d’écran de tenues, de pièces ou de couleurs, et dites pour chacune si vous l’aimez ou si ce n’est pas vous. Seul votre conseiller les voit.',
  count: (count: number) => `${count} photo${count > 1 ? 's' : ''} sur ${MAX_INSPIRATIONS} au maximum`,
  add: 'Ajouter une photo',
  chooseAnother: 'Choisir une autre photo',
  markLegend: 'Cette photo, pour vous',
  caption: 'Légende (facultative)',
  captionHint: 'Par exemple : la coupe de la veste, la couleur, l’ambiance.',
  captionCount: (length: number) => `${length} / ${MAX_INSPIRATION_CAPTION_LENGTH} caractères`,
  send: 'Ajouter au questionnaire',
  sending: 'Envoi de la photo…',
  cancel: 'Annuler',
  added: 'Photo ajoutée à votre questionnaire',
  addFailed: 'La photo n’a pas pu être ajoutée.',
  chosenPhoto: 'La photo choisie',
  full: `Vous avez ajouté ${MAX_INSPIRATIONS} photos, le maximum : supprimez-en une pour en ajouter une autre.`,
  empty: 'Aucune photo pour l’instant.',
  photoAlt: (index: number, caption: string | null) =>
    caption ? `Photo ${index} : ${caption}` : `Photo ${index}, sans légende`,
  edit: 'Modifier',
  editTitle: 'Modifier la photo',
  editFor: (index: number) => ` la photo ${index}`,
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Photo modifiée',
  saveFailed: 'La photo n’a pas pu être modifiée.',
  remove: 'Supprimer',
  removeFor: (index: number) => ` la photo ${index}`,
  removeTitle: 'Supprimer cette photo ?',
  removeDescription: 'Elle sera retirée de votre questionnaire, et votre conseiller ne la verra plus.',
  removed: 'Photo supprimée',
  removeFailed: 'La photo n’a pas pu être supprimée.',
  // A photo question, on her page.
  questionCount: (count: number, max: number) =>
    `${count} photo${count > 1 ? 's' : ''} sur ${max} au maximum`,
  questionEmpty: 'Aucune photo pour l’instant.',
  questionFullHint: (max: number) =>
    max > 1
      ? `Vous avez ajouté ${max} photos, le maximum pour cette question : supprimez-en une pour en ajouter une autre.`
      : 'Vous avez ajouté la photo de cette question : supprimez-la pour en changer.',
  questionSend: 'Ajouter à ma réponse',
  questionPhotoAlt: (label: string, index: number, caption: string | null) =>
    caption
      ? `Photo ${index} pour « ${label} » : ${caption}`
      : `Photo ${index} pour « ${label} », sans légende`,
  // The consultant's card.
  profileTitle: 'Ses inspirations',
  profileEmpty: 'Pas encore de photo d’inspiration.',
  groupEmpty: 'Aucune photo.',
  enlarge: (mark: string, index: number, caption: string | null) =>
    `Agrandir la photo ${index} « ${mark} »${caption ? ` : ${caption}` : ''}`,
  enlargeAnswer: (label: string, index: number, caption: string | null) =>
    `Agrandir la photo ${index} pour « ${label} »${caption ? ` : ${caption}` : ''}`,
  enlargedTitle: (mark: string) => `Inspiration « ${mark} »`,
  noCaption: 'Sans légende',
} as const;
