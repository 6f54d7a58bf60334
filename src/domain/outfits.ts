import { z } from './zod';
import type { ClothingItem } from './wardrobe';

export const OUTFIT_MESSAGES = {
  nameRequired: 'Le nom de la tenue est obligatoire',
  garmentRequired: 'Vous devez placer au moins 1 vêtement pour sauvegarder une tenue',
  captureFailed: "Impossible de capturer l'image de la tenue",
  garmentNotAllowed: "Ce vêtement n'appartient ni au client ni à vos propositions pour ce client",
  tooManyGarments: 'Une tenue ne peut pas contenir plus de 50 vêtements',
  created: 'Tenue créée et partagée avec le client!',
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
} as const;

export const MAX_OUTFIT_GARMENTS = 50;
export const MAX_OUTFIT_NAME = 120;
export const MAX_OUTFIT_COMMENTS = 2000;
export const OUTFITS_PAGE_SIZE = 24;

const name = z
  .string(OUTFIT_MESSAGES.nameRequired)
  .trim()
  .min(1, OUTFIT_MESSAGES.nameRequired)
  .max(MAX_OUTFIT_NAME, `Le nom de la tenue ne peut pas dépasser ${MAX_OUTFIT_NAME} caractères`);
const comments = z
  .string()
  .trim()
  .max(MAX_OUTFIT_COMMENTS, `Les commentaires ne peuvent pas dépasser ${MAX_OUTFIT_COMMENTS} caractères`)
  .optional()
  .transform((text) => (text ? text : null));

/** The fields of a new outfit; its PNG travels beside them as the multipart file `image`. */
export const createOutfitSchema = z.object({
  name,
  comments,
  itemIds: z
    .array(z.uuid(OUTFIT_MESSAGES.garmentNotAllowed), OUTFIT_MESSAGES.garmentRequired)
    .min(1, OUTFIT_MESSAGES.garmentRequired)
    .max(MAX_OUTFIT_GARMENTS, OUTFIT_MESSAGES.tooManyGarments)
    .transform((ids) => [...new Set(ids)]),
});
export type CreateOutfitInput = z.input<typeof createOutfitSchema>;

export const updateOutfitSchema = z.object({ name, comments });
export type UpdateOutfitInput = z.input<typeof updateOutfitSchema>;

export const outfitListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(OUTFITS_PAGE_SIZE),
});

export type OutfitConsultant = {
  id: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
};

/** An outfit card: both roles' grids. */
export type OutfitSummary = {
  id: string;
  name: string;
  comments: string | null;
  imageUrl: string;
  clientId: string;
  consultant: OutfitConsultant;
  createdAt: string;
  updatedAt: string;
};

/** A garment of an outfit: from the client's wardrobe, or one of the consultant's proposals. */
export type OutfitGarment = ClothingItem & { source: 'wardrobe' | 'proposal' };

export type OutfitDetail = OutfitSummary & { garments: OutfitGarment[] };
