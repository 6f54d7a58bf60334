import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { CapsuleDetail } from '~/domain/capsule-texts';
import { ApiError } from '~/web/lib/api';
import { useDraft } from '~/web/lib/drafts';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { capsuleKeys, sendTick } from './api';

type Ticks = Record<string, boolean>;
const noTicks = (ticks: Ticks) => Object.keys(ticks).length === 0;
const NONE: Ticks = {};

/** The browser could not reach the server (offline, or the connection dropped): the tick waits. */
const unreachable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.code === 'NETWORK' || error.status >= 500;

/**
 * The packing checklist's ticks, shown at once and never lost: each tick is kept as a draft in this browser
 * (useDraft: under her id, cleared at sign-out) until the server has it and the capsule in the query cache says
 * the same, so a reload or a lost connection shows it still ticked; ticks waiting are sent again when the browser
 * is back online, or at the next visit. The server takes a value, not a toggle: a tick sent twice is one tick.
 */
export function usePackingTicks(capsuleId: string, detail: CapsuleDetail | undefined) {
  const queryClient = useQueryClient();
  const { value: pending, setValue: setPending } = useDraft<Ticks>(
    `capsule-ticks.${capsuleId}`,
    NONE,
    noTicks,
  );
  /** What the server answered for each piece, waiting for the cache to show it before the draft goes. */
  const confirmed = useRef(new Map<string, boolean>());
  const inFlight = useRef(new Set<string>());

  const send = useCallback(
    async (itemId: string, packed: boolean) => {
      const key = `${itemId}:${packed}`;
      if (inFlight.current.has(key)) return;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      inFlight.current.add(key);
      try {
        const answer = await sendTick(capsuleId, itemId, packed);
        confirmed.current.set(itemId, answer.packed);
        queryClient.setQueryData<CapsuleDetail>(
          capsuleKeys.one(capsuleId),
          (old) =>
            old && {
              ...old,
              pieces: old.pieces.map((piece) =>
                piece.id === itemId ? { ...piece, packed: answer.packed } : piece,
              ),
              packing: answer.packing,
              capsule: { ...old.capsule, packed: answer.packing.packed },
            },
        );
      } catch (error) {
        if (unreachable(error)) return;
        // Refused for good (the piece left the capsule meanwhile): the tick goes, and she is told.
        setPending((current) => {
          const { [itemId]: _dropped, ...rest } = current;
          return rest;
        });
        toast.error('Erreur', { description: errorMessage(error) });
        void queryClient.invalidateQueries({ queryKey: capsuleKeys.one(capsuleId) });
      } finally {
        inFlight.current.delete(key);
      }
    },
    [capsuleId, queryClient, setPending],
  );

  // A tick goes from the draft only once the cache shows what the server answered (TanStack Query tells the
  // page a tick later: dropped sooner, the box would flicker back).
  useEffect(() => {
    if (!detail) return;
    const settled = Object.entries(pending).filter(([itemId, packed]) => {
      const piece = detail.pieces.find((candidate) => candidate.id === itemId);
      return !piece || (confirmed.current.get(itemId) === packed && piece.packed === packed);
    });
    if (settled.length === 0) return;
    for (const [itemId] of settled) confirmed.current.delete(itemId);
    setPending((current) => {
      const next = { ...current };
      for (const [itemId, packed] of settled) if (next[itemId] === packed) delete next[itemId];
      return next;
    });
  }, [detail, pending, setPending]);

  // Ticks kept from an earlier visit, or made offline: sent when the page opens and when the browser is back.
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);
  const hasPending = Object.keys(pending).length > 0;
  useEffect(() => {
    const flush = () => {
      for (const [itemId, packed] of Object.entries(pendingRef.current))
        if (confirmed.current.get(itemId) !== packed) void send(itemId, packed);
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
    // Once per page (and once more when ticks start waiting) and on each return online; later ticks are sent as
    // they are made.
  }, [send, hasPending]);

  const tick = useCallback(
    (itemId: string, packed: boolean) => {
      confirmed.current.delete(itemId);
      setPending((current) => ({ ...current, [itemId]: packed }));
      void send(itemId, packed);
    },
    [send, setPending],
  );

  const isPacked = (itemId: string, server: boolean) => pending[itemId] ?? server;
  const waiting = Object.keys(pending).length;
  return { tick, isPacked, waiting };
}
