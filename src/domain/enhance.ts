/**
 * How sure the server is that a cutout is good. Anything but 'ok' makes the dialog suggest a new photo on a
 * plain background instead of silently showing a poor cutout.
 */
export const ENHANCE_CONFIDENCES = [
  'ok',
  'foreground_too_small',
  'foreground_too_large',
  'touches_border',
  /** The cutout is small and what surrounds it is not the photo's background: maybe only a print was kept. */
  'partial_garment',
  'low_contrast',
] as const;
export type EnhanceConfidence = (typeof ENHANCE_CONFIDENCES)[number];

export const ENHANCE_MESSAGES = {
  busy: "Le service d'amélioration est occupé. Veuillez réessayer dans quelques instants.",
  failed: "Erreur lors de l'amélioration",
  tooManyAtOnce: "Deux photos sont déjà en cours d'amélioration. Veuillez patienter quelques secondes.",
} as const;
