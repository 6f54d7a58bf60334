import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { News, NewsArea } from '~/domain/notification-texts';
import { api } from './api';

/** What the app marks 'Nouveau' (looks, proposals, new clients): refetched when the realtime socket says so. */
export const newsKey = ['me', 'news'] as const;
export const newsQueryOptions = queryOptions({
  queryKey: newsKey,
  queryFn: ({ signal }) => api<News>('/api/me/news', { signal }),
  staleTime: 60_000,
});

/** How many of these areas are new, for a menu's badge; undefined when none (or not loaded). */
export function useNewsCount(...areas: NewsArea[]): number | undefined {
  const news = useQuery(newsQueryOptions);
  const count = areas.reduce((sum, area) => sum + (news.data?.[area].length ?? 0), 0);
  return count || undefined;
}

/**
 * On a screen that shows an area: the ids that were new when she came (they keep their marker while she stays), each
 * marked seen on the server at once, so that the menu's badge and her other devices clear. What arrives while she
 * is here is marked, and seen, in turn.
 */
export function useNewOnVisit(area: NewsArea, enabled = true): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const news = useQuery({ ...newsQueryOptions, enabled });
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const arrived = enabled ? (news.data?.[area] ?? []).filter((id) => !shown.has(id)) : [];
  // Kept from the render that first sees them (React's way to derive state from props), not from an effect.
  if (arrived.length > 0) setShown(new Set([...shown, ...arrived]));
  const told = useRef(new Set<string>());

  useEffect(() => {
    const ids = [...shown].filter((id) => !told.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) told.current.add(id);
    queryClient.setQueryData<News>(newsKey, (old) =>
      old ? { ...old, [area]: old[area].filter((id) => !ids.includes(id)) } : old,
    );
    // Not seen after all (offline): the menu's badge comes back with the next fetch.
    api<void>('/api/me/news/seen', { method: 'POST', json: { area, ids } }).catch(
      () => void queryClient.invalidateQueries({ queryKey: newsKey }),
    );
  }, [shown, area, queryClient]);

  return shown;
}
