import { useCallback, useState, type FormEvent } from 'react';
import type { OutfitSummary } from '~/domain/outfits';
import { MAX_OUTFIT_COMMENT } from '~/domain/outfit-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { LoadMore } from '~/web/components/load-more';
import { Button } from '~/web/components/ui/button';
import { Textarea } from '~/web/components/ui/input';
import { errorMessage } from '~/web/lib/error-message';
import { formatDate } from '~/web/lib/format';
import { toast } from '~/web/lib/toast';
import { useClientOwnOutfits, useCommentOutfit } from './api/client-outfits';

/** 'Ses tenues': the looks the client composed herself, each with the consultant's word on it. */
export function HerOwnLooks({ clientId }: { clientId: string }) {
  const list = useClientOwnOutfits(clientId);
  const outfits = list.data?.pages.flatMap((page) => page.items) ?? [];
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  return (
    <section className="space-y-4" aria-labelledby="own-looks-title">
      <div>
        <h2 id="own-looks-title" className="text-lg font-semibold text-gray-900">
          Ses tenues
        </h2>
        <p className="text-sm text-gray-500">Les tenues qu’elle a composées elle-même, à commenter.</p>
      </div>
      {list.isError && !list.data ? (
        <LoadFailure message={LOAD_FAILED} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div className="h-40 animate-pulse rounded-2xl bg-gray-100" aria-hidden />
      ) : outfits.length === 0 ? (
        <p className="text-sm text-gray-500">Elle n’a pas encore composé de tenue.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {outfits.map((outfit) => (
            <OwnLookCard key={outfit.id} clientId={clientId} outfit={outfit} />
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoadMore={loadMore}
      />
    </section>
  );
}

const LOAD_FAILED = 'Impossible de charger ses tenues. Vérifiez votre connexion puis réessayez.';

function OwnLookCard({ clientId, outfit }: { clientId: string; outfit: OutfitSummary }) {
  const comment = useCommentOutfit(clientId);
  const saved = outfit.consultantComment?.text ?? '';
  const [text, setText] = useState(saved);
  const fieldId = `own-look-comment-${outfit.id}`;

  const send = async (value: string | null) => {
    try {
      await comment.mutateAsync({ outfitId: outfit.id, comment: value });
      if (value === null) setText('');
      toast.success(value === null ? 'Commentaire retiré' : 'Commentaire enregistré');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(text.trim() || null);
  };

  return (
    <li className="min-w-0">
      <article
        aria-label={outfit.name}
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
      >
        <img
          src={outfit.imageUrl}
          alt={outfit.name}
          loading="lazy"
          className="aspect-square w-full bg-gray-50 object-contain"
        />
        <form className="flex flex-1 flex-col gap-3 p-4" onSubmit={submit}>
          <div>
            <h3 className="truncate font-semibold text-gray-900">{outfit.name}</h3>
            <p className="text-sm text-gray-500">Composée le {formatDate(outfit.createdAt)}</p>
          </div>
          <label htmlFor={fieldId} className="text-sm font-medium text-gray-900">
            Votre commentaire
          </label>
          <Textarea
            id={fieldId}
            value={text}
            maxLength={MAX_OUTFIT_COMMENT}
            rows={3}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <div className="mt-auto flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={comment.isPending || text.trim() === saved}>
              Enregistrer
            </Button>
            {saved && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={comment.isPending}
                onClick={() => void send(null)}
              >
                Retirer
              </Button>
            )}
          </div>
        </form>
      </article>
    </li>
  );
}
