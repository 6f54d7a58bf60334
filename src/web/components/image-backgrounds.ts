/** A light checkerboard that shows where a background-free PNG is transparent. */
export const CHECKERBOARD =
  'bg-white bg-[repeating-conic-gradient(#f1f0f4_0_25%,#ffffff_0_50%)] bg-size-[20px_20px]';

/** The cards' soft backdrop: calmer than a checkerboard in a grid of many garments. */
export const SOFT_BACKDROP = 'bg-gradient-to-b from-stone-100 to-stone-50';
