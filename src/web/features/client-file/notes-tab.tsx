import { Lock } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOutletContext } from 'react-router';
import { toast } from '~/web/lib/toast';
import type { ClientNote } from '~/domain/client-notes';
import { NOTE_MESSAGES } from '~/domain/client-note-texts';
import type { ClientSummary } from '~/domain/clients';
import { ConfirmDeleteDialog } from '~/web/components/confirm-delete-dialog';
import { LoadFailure } from '~/web/components/load-failure';
import { LoadMore } from '~/web/components/load-more';
import { SearchField } from '~/web/components/search-field';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { useDebouncedValue } from '~/web/lib/use-debounced-value';
import { useDeleteClientNote } from './api/delete-client-note';
import { useClientNotes } from './api/list-client-notes';
import { NoteComposer } from './note-composer';
import { NoteItem } from './note-item';

const SEARCH_DEBOUNCE_MS = 250;

/** The consultant's working file on the client: private, dated notes, newest first, searchable. */
export function NotesTab() {
  const client = useOutletContext<ClientSummary>();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useClientNotes(client.id, q);
  const notes = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [deleting, setDeleting] = useState<ClientNote | null>(null);
  const remove = useDeleteClientNote(client.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const [deletedCount, setDeletedCount] = useState(0);
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const searching = list.isFetching && !list.isFetchingNextPage && list.isPlaceholderData;

  // The deleted note's 'Supprimer' is gone: focus lands on the list's heading rather than on the page.
  useEffect(() => {
    if (deletedCount > 0) heading.current?.focus();
  }, [deletedCount]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Note supprimée');
        setDeleting(null);
        setDeletedCount((count) => count + 1);
      },
      onError: (failure) =>
        toast.error(NOTE_MESSAGES.deleteFailed, {
          description: errorMessage(failure, NOTE_MESSAGES.deleteFailed),
        }),
    });
  };

  return (
    <section className="max-w-3xl space-y-4" aria-labelledby="notes-title">
      <div className="space-y-1">
        <h2
          id="notes-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-gray-900 focus:outline-none"
        >
          Notes
        </h2>
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <Lock className="size-4 shrink-0" aria-hidden />
          Visibles par vous seule : votre client ne les voit jamais.
        </p>
      </div>

      <NoteComposer clientId={client.id} />

      <SearchField
        label="Rechercher dans les notes"
        placeholder="Rechercher dans les notes..."
        value={search}
        onChange={setSearch}
        pending={searching}
      />

      {list.isError && !list.data ? (
        <LoadFailure message={NOTE_MESSAGES.loadFailed} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Chargement des notes..." />
        </div>
      ) : notes.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-gray-500">
          {q ? 'Aucune note ne correspond à cette recherche.' : 'Aucune note pour le moment.'}
        </p>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Notes, les plus récentes d'abord" aria-busy={searching}>
            {notes.map((note) => (
              <li key={note.id}>
                <NoteItem clientId={client.id} note={note} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoadMore={loadMore}
          />
        </>
      )}

      <ConfirmDeleteDialog
        title="Supprimer la note"
        description="Cette note sera définitivement supprimée."
        open={deleting !== null}
        deleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
