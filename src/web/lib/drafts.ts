import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useMe } from './session';

/**
 * Text a person typed and has not sent yet (a message, a note, a form), kept in this browser's local storage
 * so a reload, a closed tab or a lost connection loses nothing. Each draft is filed under its writer's id,
 * so another account signed in on the same computer never sees it, and every draft goes at sign-out.
 */
const PREFIX = 'atelier.draft.';

const storageKey = (userId: string, key: string) => `${PREFIX}${userId}.${key}`;

function read<T>(fullKey: string): T | undefined {
  try {
    const stored = localStorage.getItem(fullKey);
    return stored === null ? undefined : (JSON.parse(stored) as T);
  } catch {
    return undefined;
  }
}

function write(fullKey: string, value: unknown) {
  try {
    localStorage.setItem(fullKey, JSON.stringify(value));
  } catch {
    // Storage full or refused (private browsing): the text still lives in the page.
  }
}

function remove(fullKey: string) {
  try {
    localStorage.removeItem(fullKey);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** Every draft of every account on this browser: at sign-out, so a shared computer keeps nothing. */
export function clearAllDrafts() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage refused: there were no drafts.
  }
}

/**
 * A value kept as a draft under `key` (null: not kept, e.g. before the page knows what it is about). Starts
 * from the stored draft when there is one; `isEmpty` (a function defined once, outside the component) says
 * which values are no draft at all: they are removed rather than stored. `discard` forgets the draft after a
 * send; `restored` says the value came back from an earlier visit.
 */
export function useDraft<T>(key: string | null, initial: T, isEmpty: (value: T) => boolean) {
  const me = useMe();
  const userId = me.data?.id;
  const fullKey = userId && key ? storageKey(userId, key) : null;
  const load = (from: string | null) => {
    const stored = from ? read<T>(from) : undefined;
    return { key: from, value: stored ?? initial, restored: stored !== undefined, unread: false };
  };
  // The first render is the server's (it has no drafts): the stored draft is read just after it, before the
  // browser paints, so that a page taken over from the server matches it (decision record 52).
  const [draft, setDraft] = useState(() => ({ key: fullKey, value: initial, restored: false, unread: true }));
  // The key arrives late (the session loads) or changes (another conversation): that key's draft, at once.
  if (draft.key !== fullKey) setDraft(load(fullKey));
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft.unread) setDraft(load(draft.key));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.unread]);

  useEffect(() => {
    if (!draft.key || draft.unread) return;
    if (isEmpty(draft.value)) remove(draft.key);
    else write(draft.key, draft.value);
  }, [draft.key, draft.value, draft.unread, isEmpty]);

  const setValue = useCallback(
    (next: T | ((current: T) => T)) =>
      setDraft((current) => ({
        ...current,
        value: typeof next === 'function' ? (next as (current: T) => T)(current.value) : next,
      })),
    [],
  );
  const discard = useCallback((next: T) => {
    setDraft((current) => {
      if (current.key) remove(current.key);
      return { ...current, value: next, restored: false };
    });
  }, []);

  return { value: draft.value, setValue, discard, restored: draft.restored };
}

/** Texts are drafts once they hold more than spaces. */
export const isBlank = (text: string) => text.trim().length === 0;

/**
 * The same drafts, for a page that restores its own state once (the client's outfit editor: a board is not a
 * value `useDraft` can hold while the canvas owns it): read after the server's first render, written as it changes.
 */
export const readKeptDraft = <T>(userId: string, key: string) => read<T>(storageKey(userId, key));

/** Keeps `value` under `key`, or forgets it with null. */
export function keepDraft(userId: string, key: string, value: unknown) {
  if (value === null) remove(storageKey(userId, key));
  else write(storageKey(userId, key), value);
}
