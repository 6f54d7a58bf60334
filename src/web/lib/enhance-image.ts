import { COLORS, type Color } from '~/domain/clothing';
import { ENHANCE_CONFIDENCES, ENHANCE_MESSAGES, type EnhanceConfidence } from '~/domain/enhance';
import { request } from './api';
import { retryIfIdempotent } from './query-client';

export type { EnhanceConfidence };

/** The cutout, how sure the server is of it, and the garment's dominant colour when it could be measured. */
export type EnhancedImage = { png: Blob; confidence: EnhanceConfidence; color: Color | null };

export const ENHANCE_FAILED = ENHANCE_MESSAGES.failed;

const CONFIDENCES = new Set<string>(ENHANCE_CONFIDENCES);
const COLOR_VALUES = new Set<string>(COLORS);

/**
 * POST /api/enhance, once: the photo without its background, as a PNG. Fails with an ApiError carrying the
 * server's French message; the caller retries it as a mutation with `enhanceRetry`.
 */
export async function enhanceImage(file: Blob, signal?: AbortSignal): Promise<EnhancedImage> {
  const body = new FormData();
  body.set('file', file);
  const response = await request('/api/enhance', { method: 'POST', body, signal });
  const header = response.headers.get('x-enhance-confidence') ?? 'ok';
  const confidence = (CONFIDENCES.has(header) ? header : 'ok') as EnhanceConfidence;
  const color = response.headers.get('x-enhance-color');
  const blob = await response.blob();
  return {
    png: blob.type === 'image/png' ? blob : new Blob([blob], { type: 'image/png' }),
    confidence,
    color: color && COLOR_VALUES.has(color) ? (color as Color) : null,
  };
}

/**
 * Enhancing a photo twice does no harm, so it is retried like a query: the server's 503 while all its workers
 * are busy (with Retry-After: 2) clears by itself, and so does a network blip. Not paused while the browser
 * says it is offline: after the retries, the dialog says it failed and offers 'Réessayer'.
 */
export const enhanceRetry = { ...retryIfIdempotent, networkMode: 'always' } as const;
