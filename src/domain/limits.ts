/** Business constants of §9. */
export const MIN_PASSWORD_LENGTH = 6;
export const INVITE_VALIDITY_DAYS = 7;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Every request body but a photo upload: JSON forms and messages fit in far less. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Each side of an uploaded image, whatever its pixel count: 39,000,000 x 1 is under MAX_INPUT_PIXELS but one row
 * of it cost the decoder about 300 MB. Phones take at most about 8,000 px on the long side.
 */
export const MAX_INPUT_SIDE = 12_000;
export const ORIGINAL_LONGEST_SIDE = 1024;
export const ENHANCED_LONGEST_SIDE = 512;
export const DISPLAY_SIZE = 400;
export const PROFILE_PHOTO_SIZE = 200;
/**
 * Measurements a client may give to refine the silhouette; never asked during onboarding. Here rather than in
 * measurements.ts, whose schemas the pages that only show them need not load.
 */
export const OPTIONAL_MEASUREMENTS = ['shoulderWidth', 'waistSize', 'hipSize'] as const;
export type OptionalMeasurement = (typeof OPTIONAL_MEASUREMENTS)[number];
export const MEASUREMENT_RANGES = {
  age: { min: 18, max: 120 },
  height: { min: 120, max: 250 },
  weight: { min: 30, max: 250 },
  bustSize: { min: 60, max: 150 },
  shoulderWidth: { min: 30, max: 60 },
  waistSize: { min: 40, max: 150 },
  hipSize: { min: 60, max: 160 },
} as const;
export const MAX_NAME_LENGTH = 50;
export const OUTFIT_LONGEST_SIDE = 2048;
/** Pages of the lists, here so that the pages reading them need not load the lists' schemas. */
export const OUTFITS_PAGE_SIZE = 24;
export const WARDROBE_PAGE_SIZE = 24;
export const INVITATIONS_PAGE_SIZE = 10;
export const NOTES_PAGE_SIZE = 20;
export const CLIENTS_PAGE_SIZE = 30;
export const MEASUREMENT_HISTORY_PAGE_SIZE = 20;
/** Purchase dates before this one are typing mistakes. */
export const MIN_PURCHASE_DATE = '1900-01-01';
/** 'Se porte avec au moins 20 de vos vêtements': past this, more would say nothing, and counting costs. */
export const WEARABLE_WITH_CAP = 20;

/** A garment's notes, in characters. */
export const MAX_NOTES_LENGTH = 1000;

/** Capsules and travel cases (issue 38): per client, pieces in one, and the longest trip in days. */
export const MAX_CAPSULES_PER_CLIENT = 20;
export const MAX_CAPSULE_PIECES = 60;
export const MAX_TRIP_DAYS = 60;
