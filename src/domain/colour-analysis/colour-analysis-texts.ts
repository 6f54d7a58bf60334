import type { Chroma, ContrastLevel, Undertone, Value } from './colour-classes';

/** The colour analysis' French texts, apart from its computations: a screen can import them alone. */

export const UNDERTONE_LABELS: Record<Undertone, string> = {
  chaud: 'Chaud',
  froid: 'Froid',
  neutre: 'Neutre',
};
export const VALUE_LABELS: Record<Value, string> = { clair: 'Clair', moyen: 'Moyen', profond: 'Profond' };
export const CHROMA_LABELS: Record<Chroma, string> = { vif: 'Vif', doux: 'Doux' };
export const CONTRAST_LABELS: Record<ContrastLevel, string> = {
  faible: 'Faible',
  moyen: 'Moyen',
  marque: 'Marqué',
};

/** Why a season is suggested: the measured class it shares. */
export const CLASS_REASONS = {
  undertone: {
    chaud: 'sous-ton plutôt chaud',
    froid: 'sous-ton plutôt froid',
    neutre: 'sous-ton neutre',
  } satisfies Record<Undertone, string>,
  value: {
    clair: 'coloration claire',
    moyen: 'coloration moyenne',
    profond: 'coloration profonde',
  } satisfies Record<Value, string>,
  chroma: { vif: 'intensité vive', doux: 'intensité douce' } satisfies Record<Chroma, string>,
  contrast: {
    faible: 'contraste faible',
    moyen: 'contraste moyen',
    marque: 'contraste marqué',
  } satisfies Record<ContrastLevel, string>,
} as const;

/** What speaks against a suggested season: where the season lies from the measure. */
export const SEASON_RESERVATIONS = {
  undertone: { above: 'la saison est plus chaude', below: 'la saison est plus froide' },
  value: { above: 'la saison est plus claire', below: 'la saison est plus profonde' },
  chroma: { above: 'la saison est plus vive', below: 'la saison est plus douce' },
  contrast: { above: 'la saison est plus contrastée', below: 'la saison est moins contrastée' },
} as const;

/** One message per failed check of the guided photo. */
export const PHOTO_CHECK_MESSAGES = {
  faceFound: 'Aucun visage détecté\u00a0: placez-vous face à l’objectif, le visage dégagé.',
  faceLargeEnough:
    'Approchez-vous\u00a0: le visage doit occuper au moins un cinquième de la hauteur de la photo.',
  brightEnough: 'Trop sombre\u00a0: placez-vous face à une fenêtre, à la lumière du jour.',
  whiteCardFound: 'Tenez une feuille blanche sous le menton, bien à plat et dans le cadre.',
} as const;

export const COLOUR_ANALYSIS_TEXTS = {
  guidanceTitle: 'Pour une photo fidèle',
  guidance: [
    'À la lumière du jour, face à une fenêtre, sans soleil direct.',
    'Sans maquillage, les cheveux dégagés du visage.',
    'Une feuille blanche tenue sous le menton.',
    'Le visage de face, à une longueur de bras.',
  ],
  suggestionsTitle: 'Saisons les plus proches',
  suggestionsNotice:
    'Une aide tirée des couleurs mesurées, pas un verdict\u00a0: le drapage et votre œil décident.',
  noCard: 'Sans feuille blanche, les couleurs ne peuvent pas être mesurées de façon fiable.',
  noFace: 'Aucun visage détecté sur la photo.',
  measuresTitle: 'Couleurs mesurées',
  skin: 'Peau',
  eyes: 'Yeux',
  hair: 'Cheveux',
  undertone: 'Sous-ton',
  value: 'Valeur',
  chroma: 'Intensité',
  contrast: 'Contraste',
} as const;
