import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OutfitDetail } from '~/domain/outfits';
import { ApiError } from '~/web/lib/api';
import { clientOutfitsKey, saveOutfitDraft, type SavedOutfit } from '../api/client-outfits';

/** How long after the last change the draft is saved. */
export const AUTOSAVE_DELAY_MS = 2000;

export type DraftStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

type Content = Omit<SavedOutfit, 'revises' | 'draftId'>;

/**
 * Saves the editor's board as the consultant's draft a little after each change (`changeKey` changes), one save at
 * a time: a change during a save is saved right after it. `capture` reads the board and its picture (null: the
 * picture could not be taken). A draft deleted meanwhile (elsewhere, or with the client's consent) is made anew.
 */
export function useDraftAutosave({
  clientId,
  enabled,
  initialId,
  changeKey,
  capture,
  onCreated,
}: {
  clientId: string;
  enabled: boolean;
  initialId: string | null;
  changeKey: string;
  capture: () => Promise<Content | null>;
  onCreated: (draft: OutfitDetail) => void;
}) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DraftStatus>(initialId ? 'saved' : 'idle');
  const id = useRef(initialId);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const latest = useRef({ capture, onCreated });
  useEffect(() => {
    latest.current = { capture, onCreated };
  });

  const save = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (running.current) {
      again.current = true;
      return running.current;
    }
    // One save, then another while a change came during it.
    const once = async () => {
      again.current = false;
      setStatus('saving');
      try {
        const content = await latest.current.capture();
        if (!content) throw new Error('capture');
        let saved: OutfitDetail;
        try {
          saved = await saveOutfitDraft(clientId, id.current, content);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404 && id.current)) throw error;
          saved = await saveOutfitDraft(clientId, null, content);
        }
        if (saved.id !== id.current) {
          id.current = saved.id;
          latest.current.onCreated(saved);
        }
        queryClient.setQueryData(['outfits', saved.id], saved);
        void queryClient.invalidateQueries({ queryKey: clientOutfitsKey(clientId) });
        setStatus(again.current ? 'pending' : 'saved');
      } catch {
        setStatus('failed');
        again.current = false;
      }
    };
    const run = async () => {
      do await once();
      while (again.current);
    };
    running.current = run().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [clientId, queryClient]);

  // A change shows at once as waiting to be saved (React's way of following a prop, without an effect).
  const [shownKey, setShownKey] = useState(changeKey);
  if (shownKey !== changeKey) {
    setShownKey(changeKey);
    if (enabled) setStatus('pending');
  }

  // A change: saved once the consultant pauses. The first key is what was loaded, not a change.
  const seen = useRef(changeKey);
  useEffect(() => {
    if (seen.current === changeKey) return;
    seen.current = changeKey;
    if (!enabled) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [changeKey, enabled, save]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Stops autosaving (before sharing): the pending save is dropped, the one under way awaited. */
  const settle = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    again.current = false;
    while (running.current) await running.current;
  }, []);

  /** After sharing or starting over: no draft any more, nothing to save. */
  const forget = useCallback(() => {
    id.current = null;
    setStatus('idle');
  }, []);

  const draftId = useCallback(() => id.current, []);
  return {
    status,
    draftId,
    retry: () => void save(),
    settle,
    forget,
    unsaved: status === 'pending' || status === 'saving' || status === 'failed',
  };
}
