import type { PaletteMatch } from './palette-match';

/** The diagnosis' labels, apart from diagnosis.ts: the pages that show them need not load its schemas. */

/** The client reads 'ma palette'; the consultant, on the client's file, reads 'sa palette'. */
export const PALETTE_MATCH_LABELS: Record<'client' | 'consultant', Record<PaletteMatch, string>> = {
  client: { in: 'Dans ma palette', near: 'Proche', out: 'Hors palette' },
  consultant: { in: 'Dans sa palette', near: 'Proche', out: 'Hors palette' },
};

/** The server's answer to a morphology of the other system than the client's gender (letters for femme, shapes for homme). */
export const MORPHOLOGY_OTHER_SYSTEM_MESSAGE =
  'Cette morphologie ne correspond pas au genre du client\u00a0: choisissez-en une parmi celles proposées.';

export const MAX_MORPHOLOGY_NOTE_LENGTH = 1000;
export const MAX_ADVICE_LENGTH = 600;
export const MAX_SWATCH_NAME_LENGTH = 40;
export const MAX_ADDED_SWATCHES = 30;
export const MAX_AVOID_COLORS = 20;
export const MAX_SIGNATURE_COLORS = 8;
export const MAX_COLOUR_ADVICE_LENGTH = 1000;

/** What a complete colour analysis hands over besides the palette (issue 37). */
export const METALS = ['dore', 'argente', 'les_deux'] as const;
export type Metals = (typeof METALS)[number];
export const METAL_LABELS: Record<Metals, string> = {
  dore: 'Doré',
  argente: 'Argenté',
  les_deux: 'Les deux',
};

/** Those parts before the consultant writes them (and in a form kept as a draft from before they existed). */
export const EMPTY_COLOUR_HANDOVER = {
  signatureColors: [] as { name: string; hex: string }[],
  metals: null as Metals | null,
  contrast: null as 'faible' | 'moyen' | 'marque' | null,
  makeupAdvice: null as string | null,
  hairAdvice: null as string | null,
};

export const DIAGNOSIS_TEXTS = {
  clientTitle: 'Mon diagnostic',
  consultantTab: 'Diagnostic',
  morphologyTitle: 'Morphologie',
  paletteTitle: 'Ma palette',
  avoidTitle: 'Couleurs à éviter',
  signatureTitle: 'Mes couleurs signature',
  signatureTitleConsultant: 'Ses couleurs signature',
  metalsTitle: 'Métaux',
  contrastTitle: 'Contraste',
  makeupTitle: 'Maquillage',
  hairTitle: 'Couleur de cheveux',
  colourHandoverTitle: 'Analyse couleur',
  noMetals: 'Non précisé',
  adviceTitle: 'Conseils par type de vêtement',
  wardrobeTitle: 'Ma garde-robe et ma palette',
  noPalette: 'Votre conseillère n’a pas encore choisi votre palette.',
  noPaletteConsultant: 'Aucune palette choisie.',
  computed: 'Calculée à partir des mensurations',
  confirmed: 'Confirmée par votre conseillère',
  corrected: 'Choisie par votre conseillère',
  empty: 'Votre conseillère n’a pas encore établi votre diagnostic. Il apparaîtra ici après votre séance.',
  noLinkEdit: 'Le diagnostic ne peut être modifié que par la conseillère liée à ce client.',
  print: 'Imprimer',
  save: 'Enregistrer le diagnostic',
  saved: 'Diagnostic enregistré.',
  draftRestored:
    'Brouillon repris là où vous l’aviez laissé : rien n’est enregistré avant « Enregistrer le diagnostic ».',
  unmeasured: 'Couleur non mesurée',
  femaleSystem: 'Lettres (silhouettes féminines)',
  maleSystem: 'Formes (silhouettes masculines)',
} as const;

export const DIAGNOSIS_MESSAGES = {
  noteTooLong: `La note ne doit pas dépasser ${MAX_MORPHOLOGY_NOTE_LENGTH} caractères.`,
  adviceTooLong: `Un conseil ne doit pas dépasser ${MAX_ADVICE_LENGTH} caractères.`,
  swatchNameRequired: 'Donnez un nom à la couleur.',
  swatchNameTooLong: `Le nom d’une couleur ne doit pas dépasser ${MAX_SWATCH_NAME_LENGTH} caractères.`,
  hexInvalid: 'Couleur invalide : utilisez le format #rrggbb.',
  tooManySwatches: `Vous pouvez ajouter au plus ${MAX_ADDED_SWATCHES} couleurs à la palette.`,
  tooManyAvoid: `Vous pouvez indiquer au plus ${MAX_AVOID_COLORS} couleurs à éviter.`,
  tooManySignature: `Vous pouvez choisir au plus ${MAX_SIGNATURE_COLORS} couleurs signature.`,
  colourAdviceTooLong: `Un conseil ne doit pas dépasser ${MAX_COLOUR_ADVICE_LENGTH} caractères.`,
} as const;
