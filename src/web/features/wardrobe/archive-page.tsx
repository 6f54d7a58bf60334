import { Archive, ArrowLeft, Undo2 } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { ARCHIVE_REASON_LABELS } from '~/domain/clothing';
import type { ClothingItem } from '~/domain/wardrobe';
import { GarmentPicture } from '~/web/components/garment-picture';
import { LoadFailure } from '~/web/components/load-failure';
import { LoadMore } from '~/web/components/load-more';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { formatDate } from '~/web/lib/format';
import { garmentTitle } from '~/web/lib/garment-text';
import { toast } from '~/web/lib/toast';
import { useArchiveItem, useArchivedItems } from './api/archive-item';

const WARDROBE_PATH = '/client/dashboard/wardrobe';

/** 'Sortis de la garde-robe': what she gave, sold or threw away, with when and why, each restorable. */
export function ArchivePage() {
  const list = useArchivedItems();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <Link
          to={WARDROBE_PATH}
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Ma Garde-robe
        </Link>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Sortis de la garde-robe</h1>
        <p className="text-gray-500">
          Les vêtements donnés, vendus ou jetés. Ils restent dans les tenues qui les portaient.
        </p>
      </header>
      {list.isPending ? (
        <Spinner label="Chargement..." />
      ) : list.isError && !list.data ? (
        <LoadFailure message="Impossible de charger ces vêtements" onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center">
          <span className="rounded-full bg-brand-50 p-3 text-brand-600">
            <Archive className="size-6" aria-hidden />
          </span>
          <p className="font-medium text-gray-900">Aucun vêtement sorti de votre garde-robe</p>
          <p className="max-w-sm text-sm text-gray-600">
            Depuis un vêtement (menu « Autres actions ») ou le bilan d’un tri, ceux que vous donnez ou vendez
            arrivent ici.
          </p>
        </div>
      ) : (
        <>
          <ul
            className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
            aria-label="Vêtements"
          >
            {items.map((item, index) => (
              <li key={item.id}>
                <ArchivedCard item={item} gridIndex={index} />
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
    </div>
  );
}

function ArchivedCard({ item, gridIndex }: { item: ClothingItem; gridIndex: number }) {
  const restore = useArchiveItem();
  const titleId = `archived-${item.id}-title`;
  const onRestore = () =>
    restore.mutate(
      { id: item.id, reason: null },
      {
        onSuccess: () => toast.success('De retour dans la garde-robe', { description: garmentTitle(item) }),
        onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
      },
    );
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
    >
      <div className="opacity-80">
        <GarmentPicture item={item} gridIndex={gridIndex} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 id={titleId} className="font-semibold break-words text-gray-900">
          {garmentTitle(item)}
        </h2>
        {item.archived && (
          <p className="text-sm text-gray-600">
            {ARCHIVE_REASON_LABELS[item.archived.reason]} le {formatDate(item.archived.at)}
          </p>
        )}
        <Button
          variant="outline"
          size="sm"
          className="mt-auto h-auto min-h-11 py-2 whitespace-normal"
          disabled={restore.isPending}
          onClick={onRestore}
        >
          <Undo2 aria-hidden />
          Remettre dans la garde-robe
        </Button>
      </div>
    </article>
  );
}
