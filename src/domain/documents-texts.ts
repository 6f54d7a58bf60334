/**
 * The documents a consultant hands over (issue 36): the carnet de style she composes on the client file, the
 * shopping list, and the versions she sends to the client's 'Mes documents'. Zod-free: the web app imports it.
 */
export const CARNET_SECTIONS = ['cover', 'morphology', 'palette', 'looks', 'shopping', 'sort'] as const;
export type CarnetSection = (typeof CARNET_SECTIONS)[number];

export const CARNET_SECTION_LABELS: Record<CarnetSection, { label: string; hint: string }> = {
  cover: {
    label: 'Couverture',
    hint: 'Son nom, ses objectifs et son style, votre activité et votre mot d’introduction',
  },
  morphology: { label: 'Morphologie', hint: 'Sa silhouette, sa morphologie et vos conseils' },
  palette: { label: 'Palette', hint: 'Ses couleurs nommées, celles à éviter et vos notes' },
  looks: { label: 'Tenues', hint: 'Les tenues choisies, leurs vêtements et vos commentaires' },
  shopping: { label: 'Liste d’achats', hint: 'Les propositions en cours : prix, taille, lien et QR code' },
  sort: { label: 'Tri de garde-robe', hint: 'Le bilan du dernier tri terminé et ce qui manque' },
};

export const MAX_CARNET_INTRO_LENGTH = 2000;
export const MAX_CARNET_LOOKS = 30;

export type CarnetComposition = {
  /** Every section once, in the carnet's order, each included or not. */
  sections: { kind: CarnetSection; included: boolean }[];
  intro: string;
  /** The looks chosen (their first version's id: the carnet prints each look's newest), in order. */
  lookIds: string[];
};

export const DEFAULT_CARNET_COMPOSITION: CarnetComposition = {
  sections: CARNET_SECTIONS.map((kind) => ({ kind, included: true })),
  intro: '',
  lookIds: [],
};

/** A look she may put in the carnet: her shared looks for this client, newest first. */
export type CarnetLookOption = { id: string; name: string; imageUrl: string; createdAt: string };

/** GET|PUT /api/clients/:clientId/carnet. */
export type CarnetDraft = {
  composition: CarnetComposition;
  looks: CarnetLookOption[];
  /** Whether each section has something to print (a section without content is left out of the PDF). */
  available: Record<CarnetSection, boolean>;
  savedAt: string | null;
};

export const DOCUMENT_KINDS = ['carnet', 'shopping'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  carnet: 'Carnet de style',
  shopping: 'Liste d’achats',
};

/** A version sent to the client: what 'Mes documents' lists, and the consultant's 'Versions envoyées'. */
export type ClientDocument = {
  id: string;
  kind: DocumentKind;
  title: string;
  /** Counted per client and kind from 1. */
  version: number;
  createdAt: string;
  pageCount: number;
  byteSize: number;
  /** When the client first opened it; null until then. */
  openedAt: string | null;
  /** Who sent it; null once that consultant's account is gone. */
  sentBy: { id: string; name: string } | null;
  /** The PDF, opened in the browser; `?telechargement=1` downloads it. */
  url: string;
};

/** At most this many versions are listed, newest first. */
export const DOCUMENTS_LIST_LIMIT = 100;

export const DOCUMENT_MESSAGES = {
  carnetTitle: 'Carnet de style',
  composeIntro:
    'Choisissez les parties et leur ordre, écrivez votre introduction, sélectionnez les tenues : l’aperçu montre le PDF page par page.',
  introLabel: 'Introduction',
  introPlaceholder: 'Quelques mots pour ouvrir le carnet…',
  introTooLong: `${MAX_CARNET_INTRO_LENGTH} caractères au maximum.`,
  tooManyLooks: `${MAX_CARNET_LOOKS} tenues au maximum.`,
  sectionsInvalid: 'Chaque partie doit apparaître une fois.',
  saved: 'Carnet enregistré',
  sent: 'Carnet envoyé à la cliente',
  shoppingSent: 'Liste d’achats envoyée à la cliente',
  send: 'Envoyer à la cliente',
  download: 'Télécharger le PDF',
  preview: 'Aperçu',
  noLooks: 'Aucune tenue partagée pour l’instant : les tenues apparaîtront ici.',
  empty: 'Rien à imprimer pour l’instant : ajoutez un diagnostic, des tenues ou des propositions.',
  versions: 'Versions envoyées',
  noVersions: 'Aucune version envoyée pour l’instant.',
  myDocuments: 'Mes documents',
  myDocumentsIntro: 'Les documents que votre conseiller vous a remis, à ouvrir, télécharger et imprimer.',
  noDocuments: 'Aucun document pour l’instant : votre conseiller vous enverra ici votre carnet de style.',
  opened: 'Ouvert',
  notOpened: 'Pas encore ouvert',
  newDocument: 'Nouveau',
  shoppingList: 'Liste d’achats',
  shoppingEmpty: 'Aucune proposition en cours.',
  // The web app's composer, preview and lists (issue 36).
  compose: 'Composition',
  sectionsLegend: 'Parties du carnet',
  nothingToPrint: 'Rien à imprimer pour l’instant',
  moveUp: (label: string) => `Monter « ${label} »`,
  moveDown: (label: string) => `Descendre « ${label} »`,
  moved: (label: string, position: number, total: number) =>
    `« ${label} » en position ${position} sur ${total}`,
  introCount: (length: number) => `${length} / ${MAX_CARNET_INTRO_LENGTH} caractères`,
  looksLegend: 'Tenues du carnet',
  looksOrder: 'Ordre des tenues dans le carnet',
  looksChosen: (count: number) =>
    count === 0 ? 'Aucune tenue choisie' : count === 1 ? '1 tenue choisie' : `${count} tenues choisies`,
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  unsaved:
    'Modifications non enregistrées : l’aperçu, le PDF et les envois reprennent la dernière version enregistrée.',
  restored: 'Brouillon repris là où vous l’aviez laissé : rien n’est enregistré avant « Enregistrer ».',
  discard: 'Annuler les modifications',
  savedOn: (date: string) => `Enregistré le ${date}`,
  neverSaved: 'Pas encore enregistré : l’aperçu montre la composition par défaut.',
  loadFailed: 'Impossible de charger le carnet.',
  previewLoading: 'Chargement de l’aperçu…',
  previewFailed: 'Impossible d’afficher l’aperçu.',
  pageOf: (page: number, total: number) => `Page ${page} sur ${total}`,
  pageImage: (page: number, total: number) => `Carnet de style, page ${page} sur ${total}`,
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  retry: 'Réessayer',
  shoppingPdf: 'Liste d’achats (PDF)',
  sendShopping: 'Envoyer la liste d’achats',
  sending: 'Envoi…',
  sendHint: 'La cliente reçoit une nouvelle version datée dans « Mes documents » et une notification.',
  version: (version: number) => `Version ${version}`,
  sentOn: (date: string) => `Envoyé le ${date}`,
  openedOn: (date: string) => `Ouvert le ${date}`,
  sentBy: (name: string) => `Envoyé par ${name}`,
  pages: (count: number) => (count > 1 ? `${count} pages` : `${count} page`),
  open: 'Ouvrir',
  downloadShort: 'Télécharger',
  newTab: '(nouvel onglet)',
  versionsLoadFailed: 'Impossible de charger les versions envoyées.',
  documentsLoadFailed: 'Impossible de charger vos documents.',
  myShoppingList: 'Ma liste d’achats (PDF)',
  myShoppingListHint: 'Les propositions en cours de votre conseiller, avec prix, taille et lien.',
} as const;
