/**
 * The colour analysis of a client as it is kept (issue 37): her face photo when she agreed to keep it, the
 * colours measured on it, and the drapes her consultant compared. Labels and limits apart from draping.ts, so the
 * pages that show them need not load its schemas.
 */

export const UNDERTONES = ['chaud', 'froid', 'neutre'] as const;
export const SKIN_VALUES = ['clair', 'moyen', 'profond'] as const;
export const CHROMAS = ['vif', 'doux'] as const;
export const CONTRAST_LEVELS = ['faible', 'moyen', 'marque'] as const;
export const DRAPE_VERDICTS = ['flatte', 'eteint'] as const;

export type Undertone = (typeof UNDERTONES)[number];
export type SkinValue = (typeof SKIN_VALUES)[number];
export type Chroma = (typeof CHROMAS)[number];
export type ContrastLevel = (typeof CONTRAST_LEVELS)[number];
export type DrapeVerdict = (typeof DRAPE_VERDICTS)[number];

/** A colour in CIELAB (D65), as measured on her photo after the white card's correction. */
export type LabColour = { l: number; a: number; b: number };

export type ColourMeasurements = {
  skin: LabColour;
  /** Null when the eyes or the hair could not be sampled (closed eyes, hair covered). */
  eyes: LabColour | null;
  hair: LabColour | null;
  /** Whether a white card corrected the colours; without it they hold the light of the room. */
  whiteCard: boolean;
  undertone: Undertone;
  value: SkinValue;
  chroma: Chroma;
  /** Null without the eyes and the hair to compare the skin with. */
  contrast: ContrastLevel | null;
};

export type Drape = { hex: string; name: string; verdict: DrapeVerdict; note: string | null };

/** GET /api/clients/:clientId/colour-analysis. */
export type ColourAnalysis = {
  clientId: string;
  /** When she agreed to keep her face photo; null: only the measured colours may be kept. */
  photoConsentAt: string | null;
  /** The photo's API path (served only to her and her consultant), or null. */
  photoUrl: string | null;
  measurements: ColourMeasurements | null;
  measuredAt: string | null;
  drapes: Drape[];
  note: string | null;
  updatedAt: string | null;
};

export const MAX_DRAPES = 60;
export const MAX_DRAPE_NOTE_LENGTH = 300;
export const MAX_DRAPING_NOTE_LENGTH = 2000;
export const MAX_DRAPE_NAME_LENGTH = 40;

export const UNDERTONE_LABELS: Record<Undertone, string> = {
  chaud: 'Sous-ton chaud',
  froid: 'Sous-ton froid',
  neutre: 'Sous-ton neutre',
};
export const SKIN_VALUE_LABELS: Record<SkinValue, string> = {
  clair: 'Teint clair',
  moyen: 'Teint moyen',
  profond: 'Teint profond',
};
export const CHROMA_LABELS: Record<Chroma, string> = { vif: 'Couleurs vives', doux: 'Couleurs douces' };
export const CONTRAST_LABELS: Record<ContrastLevel, string> = {
  faible: 'Contraste faible',
  moyen: 'Contraste moyen',
  marque: 'Contraste marqué',
};
export const DRAPE_VERDICT_LABELS: Record<DrapeVerdict, string> = { flatte: 'Flatte', eteint: 'Éteint' };

export const DRAPING_MESSAGES = {
  photoConsentRequired:
    'La cliente n’a pas accepté que sa photo de visage soit conservée : seules les couleurs mesurées peuvent l’être.',
  drapeNoteTooLong: `Une remarque sur un drapé ne doit pas dépasser ${MAX_DRAPE_NOTE_LENGTH} caractères.`,
  noteTooLong: `Les notes ne doivent pas dépasser ${MAX_DRAPING_NOTE_LENGTH} caractères.`,
  tooManyDrapes: `Vous pouvez noter au plus ${MAX_DRAPES} drapés.`,
  drapeNameTooLong: `Le nom d’un drapé ne doit pas dépasser ${MAX_DRAPE_NAME_LENGTH} caractères.`,
  hexInvalid: 'Couleur invalide : utilisez le format #rrggbb.',
} as const;

export const DRAPING_TEXTS = {
  boardTitle: 'Table de drapage',
  boardIntro:
    'Comparez deux drapés sous son visage, notez ce que vous voyez, puis retenez sa saison. Les saisons suggérées sont une aide tirée des couleurs mesurées, pas un verdict.',
  openBoard: 'Ouvrir la table de drapage',
  backToDiagnosis: 'Retour au diagnostic',
  loadFailed: 'Impossible de charger l’analyse couleur.',
  photoLoading: 'Chargement de la photo et repérage du visage…',
  photoFailed: 'La photo n’a pas pu être chargée.',
  noFaceOnPhoto: 'Visage non repéré sur la photo : le drapé est posé sur le bas de l’image.',
  noPhoto: 'Pas encore de photo de visage.',
  noPhotoConsent:
    'La cliente n’a pas accepté que sa photo soit gardée : drapez pendant l’appel vidéo, les couleurs mesurées restent disponibles.',
  askClient:
    'Demandez-lui de faire sa photo guidée depuis « Mon analyse couleur », ou prenez-la pendant l’appel vidéo.',
  takeDuringCall: 'Ajouter la photo prise pendant l’appel',
  replacePhoto: 'Remplacer la photo',
  photoSent: 'Photo enregistrée.',
  photoMeasured: 'Ses couleurs ont été mesurées sur cette photo.',
  photoNotMeasured: 'Ses couleurs n’ont pas pu être mesurées sur cette photo\u00a0: drapez sur celle-ci.',
  measuredTitle: 'Couleurs mesurées',
  notMeasured: 'Pas encore de couleurs mesurées.',
  whiteCard: 'Corrigées avec la feuille blanche',
  noWhiteCard: 'Sans feuille blanche : à confirmer au drapage',
  suggestionsTitle: 'Saisons suggérées',
  stepsLabel: 'Comparaison',
  nextColour: 'Couleur suivante',
  previousColour: 'Couleur précédente',
  colourOf: (index: number, count: number) => `Couleur ${index} sur ${count}`,
  drapeOn: (name: string) => `Drapé ${name} sous son visage`,
  notedTitle: 'Drapés notés',
  notedEmpty: 'Marquez un drapé « Flatte » ou « Éteint » : il s’ajoute ici avec votre remarque.',
  drapeNote: (name: string) => `Remarque sur ${name}`,
  removeDrape: (name: string) => `Retirer ${name}`,
  notesLabel: 'Ce que vous observez',
  save: 'Enregistrer le drapage',
  saved: 'Drapage enregistré.',
  draftRestored:
    'Brouillon repris là où vous l’aviez laissé : rien n’est enregistré avant « Enregistrer le drapage ».',
  seasonLabel: 'Saison retenue',
  seasonSuggested: (label: string) => `${label} (suggérée)`,
  chooseSeason: 'Retenir cette saison',
  currentSeason: (label: string) => `Saison de son diagnostic : ${label}`,
  seasonSaved: (label: string) => `Saison « ${label} » enregistrée dans son diagnostic.`,
  seasonsToCompare: 'Saisons comparées',
  leftSeason: 'Première saison',
  rightSeason: 'Deuxième saison',
  analysisCardTitle: 'Analyse couleur',
  photoOn: (date: string) => `Photo de visage gardée (accord du ${date})`,
  measuredOn: (date: string) => `Couleurs mesurées le ${date}`,
  drapesCount: (count: number) => (count === 1 ? '1 drapé noté' : `${count} drapés notés`),
} as const;
