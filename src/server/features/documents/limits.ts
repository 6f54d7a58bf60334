/** The shopping list prints at most this many open proposals, newest first. */
export const OPEN_PROPOSALS_LISTED = 60;
/** The carnet's composer offers at most this many of her looks, newest first. */
export const LOOK_OPTIONS_LISTED = 100;
/**
 * Each look's picture and each garment's thumbnail within these many bytes: 20 looks of 5 garments stay under
 * 10 MB whatever the photos (real ones take about a third of it, decision record 67).
 */
export const LOOK_PICTURE_BYTES = 350_000;
export const THUMBNAIL_BYTES = 40_000;
