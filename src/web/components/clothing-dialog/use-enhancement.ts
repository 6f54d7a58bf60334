import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Color } from '~/domain/clothing';
import {
  ENHANCE_FAILED,
  enhanceImage,
  enhanceRetry,
  type EnhanceConfidence,
  type EnhancedImage,
} from '~/web/lib/enhance-image';
import { errorMessage } from '~/web/lib/error-message';
import type { SavedPicture } from './cutout-choice';

export type EnhancementState =
  | { status: 'idle' }
  | { status: 'enhancing' }
  | {
      status: 'done';
      png: Blob;
      url: string;
      confidence: EnhanceConfidence;
      color: Color | null;
      /** The user fixed this cutout with the retouch brush. */
      retouched?: boolean;
    }
  | { status: 'error'; message: string };

export type Enhance = (file: Blob, signal: AbortSignal) => Promise<EnhancedImage>;

/**
 * What saving stores: the cutout unless the user chose the original, or there is no usable cutout (still
 * running, failed, or no garment found, which would save an empty picture).
 */
export function savedPicture(state: EnhancementState, choice: SavedPicture | null): SavedPicture {
  // A retouched cutout counts as 'ok': the user made it.
  if (state.status !== 'done' || state.confidence === 'foreground_too_small') return 'original';
  return choice ?? 'cutout';
}

/**
 * §4 Enhancement: idle -> enhancing -> done (a PNG and its object URL) | error, with retry. Starting with a
 * new file abandons the previous request and frees the previous preview, so a late answer never wins. A
 * transient failure is retried by TanStack Query (`enhanceRetry`) before it shows as an error.
 */
export function useEnhancement(enhance: Enhance = enhanceImage) {
  const { mutateAsync: enhanceRetried } = useMutation({
    mutationFn: ({ file, signal }: { file: Blob; signal: AbortSignal }) => enhance(file, signal),
    ...enhanceRetry,
  });
  const [state, setState] = useState<EnhancementState>({ status: 'idle' });
  const [choice, setChoice] = useState<SavedPicture | null>(null);
  const fileRef = useRef<Blob | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const urlRef = useRef<string | null>(null);

  const release = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, []);

  const run = useCallback(
    async (file: Blob) => {
      release();
      const controller = new AbortController();
      controllerRef.current = controller;
      setChoice(null);
      setState({ status: 'enhancing' });
      try {
        const { png, confidence, color } = await enhanceRetried({ file, signal: controller.signal });
        if (controller.signal.aborted) return;
        const url = URL.createObjectURL(png);
        urlRef.current = url;
        setState({ status: 'done', png, url, confidence, color });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: 'error', message: errorMessage(error, ENHANCE_FAILED) });
      }
    },
    [release, enhanceRetried],
  );

  const start = useCallback(
    (file: Blob) => {
      fileRef.current = file;
      void run(file);
    },
    [run],
  );

  const retry = useCallback(() => {
    if (fileRef.current) void run(fileRef.current);
  }, [run]);

  /** The user's retouched cutout replaces the engine's: it is theirs, so it is what gets saved. */
  const replaceCutout = useCallback((png: Blob) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    const url = URL.createObjectURL(png);
    urlRef.current = url;
    setChoice('cutout');
    setState((current) =>
      current.status === 'done' ? { ...current, png, url, confidence: 'ok', retouched: true } : current,
    );
  }, []);

  const reset = useCallback(() => {
    fileRef.current = null;
    release();
    setState({ status: 'idle' });
  }, [release]);

  useEffect(() => release, [release]);

  return {
    state,
    start,
    retry,
    reset,
    replaceCutout,
    saved: savedPicture(state, choice),
    choose: setChoice,
  };
}
