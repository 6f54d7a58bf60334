import type { Color } from '~/domain/clothing';
import type { EnhanceConfidence } from '~/domain/enhance';

/** `u2netp`: the salient-object model (issue 12); `classical`: the sharp pipeline of docs/decisions/0006. */
export const ENHANCE_ENGINES = ['u2netp', 'classical'] as const;
export type EnhanceEngine = (typeof ENHANCE_ENGINES)[number];

/** `color`: the cutout's dominant colour (null when none or nothing found), taken before the PNG is encoded. */
export type EnhanceResult = { png: Buffer; confidence: EnhanceConfidence; color: Color | null };

/** Background removal behind one interface, so engines can be swapped by configuration and compared. */
export interface Enhancer {
  /** A validated JPEG or PNG in, a transparent PNG of at most 512 px out. */
  enhance(image: Buffer): Promise<EnhanceResult>;
  close(): Promise<void>;
}

/** Every worker is busy and the waiting line is full: the caller should try again shortly. */
export class EnhancerBusyError extends Error {
  constructor() {
    super('enhancement queue full');
    this.name = 'EnhancerBusyError';
  }
}

/** The photo passed the header checks but cannot be decoded whole (e.g. a truncated file): the API's 400. */
export class UnreadableImageError extends Error {
  constructor() {
    super('image unreadable');
    this.name = 'UnreadableImageError';
  }
}
