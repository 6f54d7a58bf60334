import type { ClothingFieldsOutput, ClothingImageFiles } from './clothing-form-types';

/** The multipart body of a new garment (wardrobe or catalogue): its fields as text, an empty one for none. */
export function garmentFormData(fields: ClothingFieldsOutput, files: ClothingImageFiles): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value === null ? '' : String(value));
  body.set('file', files.original, files.original.name);
  if (files.enhanced) body.set('enhanced', files.enhanced, 'enhanced.png');
  return body;
}
