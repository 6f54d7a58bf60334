import { z } from './zod';
import {
  CATEGORIES,
  COLORS,
  DEFAULT_COLOR,
  DEFAULT_SEASON,
  SEASONS,
  type Category,
  type Color,
  type Season,
} from './clothing';

export const WARDROBE_MESSAGES = {
  categoryRequired: 'Veuillez sélectionner une catégorie',
  imageRequired: 'Veuillez sélectionner une image',
  imageLocked: "L'image ne peut pas être modifiée lors de l'édition",
  notesTooLong: 'Les notes ne peuvent pas dépasser 1000 caractères',
  empty: 'Aucun vêtement trouvé',
} as const;

export const MAX_NOTES_LENGTH = 1000;
export const WARDROBE_PAGE_SIZE = 24;
export const MAX_WARDROBE_PAGE_SIZE = 100;

/** The garment fields of the add and edit dialogs (the image travels beside them, as multipart files). */
export const clothingFieldsSchema = z.object({
  category: z.enum(CATEGORIES, WARDROBE_MESSAGES.categoryRequired),
  color: z.enum(COLORS).default(DEFAULT_COLOR),
  season: z.enum(SEASONS).default(DEFAULT_SEASON),
  notes: z
    .string()
    .trim()
    .max(MAX_NOTES_LENGTH, WARDROBE_MESSAGES.notesTooLong)
    .optional()
    .transform((notes) => (notes ? notes : null)),
});
export type ClothingFields = z.input<typeof clothingFieldsSchema>;

/** GET /api/wardrobe/items query: search over French labels and notes, a category, a cursor page. */
export const wardrobeListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORIES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_WARDROBE_PAGE_SIZE).default(WARDROBE_PAGE_SIZE),
});

/** A garment as the API returns it. Image URLs are API paths, served only to people allowed to see them. */
export type ClothingItem = {
  id: string;
  ownerId: string;
  category: Category;
  color: Color;
  season: Season;
  notes: string | null;
  /** The best image to show: the enhanced PNG when it exists, the original otherwise (400 px square). */
  displayUrl: string;
  /** The original photo (longest side 1024). */
  originalUrl: string;
  /** The background-free PNG (longest side 512), when enhancement succeeded. */
  enhancedUrl: string | null;
  createdAt: string;
};

export type Page<T> = { items: T[]; nextCursor: string | null };

/** Lowercase without accents, so 'ete' finds 'Été'. Used for the stored search text and for queries. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
