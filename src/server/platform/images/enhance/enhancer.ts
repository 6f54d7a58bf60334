import type { EnhanceConfidence } from '~/domain/enhance';

export type EnhanceResult = { png: Buffer; confidence: EnhanceConfidence };

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
