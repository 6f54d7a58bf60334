/**
 * After a redeploy, an open tab still names the old build's chunks, which no longer exist. Reloading
 * fetches the new index.html and its chunks. It happens once: if the chunk still fails after the
 * reload, the error screen shows instead of reloading forever.
 */
const RELOADED_KEY = 'atelier:reloaded-for-missing-chunk';

/** Errors Vite reports through `vite:preloadError`: a chunk or its CSS that could not be fetched. */
const chunkErrors = new WeakSet<object>();
/** The decision per error, so a component rendered twice (StrictMode) decides once. */
const decisions = new WeakMap<object, boolean>();

export function watchChunkErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (payload && typeof payload === 'object') chunkErrors.add(payload);
  });
}

/** True when `error` is a missing chunk and this tab has not reloaded for one yet; then it is now due. */
export function shouldReloadFor(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const known = decisions.get(error);
  if (known !== undefined) return known;
  const reload = chunkErrors.has(error) && !readFlag() && writeFlag();
  decisions.set(error, reload);
  return reload;
}

/** A screen loaded: a later missing chunk (another redeploy) may reload again. */
export function forgetChunkReload() {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Storage unavailable: nothing was written either.
  }
}

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(RELOADED_KEY) !== null;
  } catch {
    return true;
  }
}

/** False when the flag cannot be kept, since a reload could then never be told from a loop. */
function writeFlag(): boolean {
  try {
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}
