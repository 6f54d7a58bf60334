import { useEffect, useSyncExternalStore } from 'react';

type Sonner = typeof import('sonner');
type Options = Pick<import('sonner').ExternalToast, 'description' | 'id' | 'action'>;

/**
 * The toasts ('Note ajoutée', an error) through sonner, which loads with the first toast rather than with every
 * page (about 9 KB of the 100 a first visit may load, issue 32). The first toast waits for the toaster to mount
 * (`ToasterMounted`, drawn after it in providers.tsx); the following ones show at once.
 */
let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();
let mounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => (mounted = resolve));

/** sonner's module, loaded once (by the first toast, or by the toaster it draws). */
export const loadSonner = () => (sonner ??= import('sonner'));

/**
 * A toast with an action ('Annuler') stays 10 s rather than sonner's 4: time to read it and reach the button on a
 * phone (WCAG 2.2.1). Hovering or focusing it pauses it, as any toast.
 */
const ACTION_TOAST_MS = 10_000;

function show(kind: 'success' | 'error', message: string, options?: Options) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([loadSonner(), toasterMounted]).then(([{ toast }]) =>
    toast[kind](message, options?.action ? { duration: ACTION_TOAST_MS, ...options } : options),
  );
}

export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
};

/** True once a toast was asked for: the toaster is drawn from then on. */
export function useToastsWanted() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/**
 * Drawn after the toaster, in the same boundary: its effect runs once the toaster listens. The first toast then
 * waits a moment more, so that screen readers know the toaster's live region before anything appears in it.
 */
export function ToasterMounted() {
  useEffect(() => {
    const settled = setTimeout(mounted, 150);
    return () => clearTimeout(settled);
  }, []);
  return null;
}
