import { COLORS, type Color } from '~/domain/clothing';
import { ENHANCE_CONFIDENCES, ENHANCE_MESSAGES, type EnhanceConfidence } from '~/domain/enhance';

export type { EnhanceConfidence };

/** The cutout, how sure the server is of it, and the garment's dominant colour when it could be measured. */
export type EnhancedImage = { png: Blob; confidence: EnhanceConfidence; color: Color | null };

export const ENHANCE_FAILED = ENHANCE_MESSAGES.failed;

const CONFIDENCES = new Set<string>(ENHANCE_CONFIDENCES);
const COLOR_VALUES = new Set<string>(COLORS);
const BUSY_RETRY_WINDOW_MS = 30_000;
const FIRST_DELAY_MS = 500;

/**
 * POST /api/enhance: the photo without its background, as a PNG. The server answers 503 while all its
 * enhancement workers are busy; that is retried with backoff for a while, as it clears by itself.
 */
export async function enhanceImage(file: Blob, signal?: AbortSignal): Promise<EnhancedImage> {
  const started = Date.now();
  let delay = FIRST_DELAY_MS;
  for (;;) {
    const body = new FormData();
    body.set('file', file);
    let response: Response;
    try {
      response = await fetch('/api/enhance', { method: 'POST', body, credentials: 'same-origin', signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new Error(ENHANCE_FAILED);
    }
    if (response.ok) {
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
    if (response.status === 503 && Date.now() - started + delay < BUSY_RETRY_WINDOW_MS) {
      await wait(delay, signal);
      delay *= 2;
      continue;
    }
    throw new Error((await serverMessage(response)) ?? `Enhancement failed: ${response.status}`);
  }
}

async function serverMessage(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as {
    error?: string | { message?: string };
  } | null;
  const error = body?.error;
  if (typeof error === 'string') return error;
  return error?.message ?? null;
}

function wait(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
