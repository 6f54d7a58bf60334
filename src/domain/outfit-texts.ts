/** The outfits' messages, apart from outfits.ts: the pages that show them need not load its schemas. */

export const MAX_REACTION_COMMENT = 1000;
/** Her consultant's word on a look she composed herself. */
export const MAX_OUTFIT_COMMENT = 1000;

export const OUTFIT_MESSAGES = {
  nameRequired: 'Le nom de la tenue est obligatoire',
  garmentRequired: 'Vous devez placer au moins 1 vêtement pour sauvegarder une tenue',
  captureFailed: "Impossible de capturer l'image de la tenue",
  garmentNotAllowed: "Ce vêtement n'appartient ni au client ni à vos propositions pour ce client",
  tooManyGarments: 'Une tenue ne peut pas contenir plus de 50 vêtements',
  created: 'Tenue créée et partagée avec le client!',
  seeOutfits: 'Voir les tenues',
  updated: 'Tenue modifiée avec succès!',
  deleted: 'Tenue supprimée avec succès!',
  createFailed: 'Impossible de créer la tenue',
  updateFailed: 'Impossible de modifier la tenue',
  deleteFailed: 'Impossible de supprimer la tenue',
  saveFailed: 'Impossible de sauvegarder la tenue',
  loadFailed: 'Impossible de charger les tenues',
  notFound: 'Tenue introuvable',
  emptyConsultant: 'Aucune tenue créée pour le moment',
  emptyClient: 'Aucune tenue créée pour le moment',
  emptySearch: 'Aucune tenue trouvée pour cette recherche',
  emptyGarments: 'Aucun vêtement trouvé pour cette tenue',
  catalogueAdded: 'Vêtement ajouté au catalogue et lié au client',
  catalogueAddFailed: "Impossible d'ajouter le vêtement au catalogue",
  catalogueLoadFailed: 'Impossible de charger le catalogue',
  draftInvalid: 'Le placement des vêtements de la tenue est illisible',
  notLatest: 'Cette tenue a déjà une version plus récente : révisez la dernière.',
  silhouetteChanged:
    'La silhouette de votre client a changé depuis l’ouverture de l’éditeur : rechargez la page pour composer sur la nouvelle.',
  revised: 'Nouvelle version créée et partagée avec le client!',
  alreadyShared: 'Cette tenue est déjà partagée avec le client : ce n’est plus un brouillon.',
  isDraft: 'Cette tenue est un brouillon : enregistrez-la et partagez-la d’abord.',
  draftBadge: 'Brouillon',
  draftSaved: 'Brouillon enregistré',
  draftSaving: 'Enregistrement…',
  draftFailed: 'Le brouillon n’a pas pu être enregistré.',
  draftRetry: 'Réessayer',
  draftDeleted: 'Brouillon supprimé',
  draftHint: 'Brouillon visible par vous uniquement : votre client le verra une fois partagé.',
  leaveUnsaved: 'Des modifications du brouillon ne sont pas encore enregistrées. Quitter quand même ?',
  reactionRequired: 'Choisissez une réaction.',
  reactionCommentTooLong: `Le commentaire ne peut pas dépasser ${MAX_REACTION_COMMENT} caractères`,
} as const;

/** The client's reactions to an outfit. */
export const OUTFIT_REACTIONS = ['love', 'revise', 'no'] as const;
export type OutfitReaction = (typeof OUTFIT_REACTIONS)[number];
export const OUTFIT_REACTION_LABELS: Record<OutfitReaction, string> = {
  love: "J'adore",
  revise: 'À revoir',
  no: 'Pas pour moi',
};
