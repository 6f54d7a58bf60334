import { useEffect, useLayoutEffect, useState } from 'react';
import type { Edits } from './review-choices';

const KEY = 'atelier.capture-edits';

function readStored(): Edits {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Edits) : {};
  } catch {
    return {};
  }
}

/**
 * The review grid's choices, kept in the tab's session storage: leaving the page while photos are cut out (or a
 * reload) finds every category, name and selection as it was. `keep` lists the photos still waiting; the choices
 * of the others (saved, removed) are dropped.
 */
export function useStoredEdits(keep: string[] | null) {
  // The first render is the server's (it has no stored choices): they are read just after it, before the
  // browser paints, so that a page taken over from the server matches it (decision record 52).
  const [unread, setUnread] = useState(true);
  const [edits, setEdits] = useState<Edits>({});
  useLayoutEffect(() => {
    if (!unread) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEdits(readStored());
    setUnread(false);
  }, [unread]);
  useEffect(() => {
    if (unread) return;
    const kept = keep ? Object.fromEntries(Object.entries(edits).filter(([id]) => keep.includes(id))) : edits;
    try {
      sessionStorage.setItem(KEY, JSON.stringify(kept));
    } catch {
      // Storage full or refused: the choices still live in the page.
    }
  }, [edits, keep, unread]);
  return [edits, setEdits] as const;
}
