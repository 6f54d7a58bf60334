import type { z } from 'zod';
import type { clothingFieldsSchema } from '~/domain/wardrobe';

/** The garment fields once validated (notes trimmed, empty notes as null). */
export type ClothingFieldsOutput = z.output<typeof clothingFieldsSchema>;

/** The photo the user chose and, when enhancement finished, its background-free PNG. */
export type ClothingImageFiles = { original: File; enhanced: Blob | null };
