import { Pencil, Plus, RefreshCcw, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useOutletContext } from 'react-router';
import { toast } from '~/web/lib/toast';
import type { ClientSummary } from '~/domain/clients';
import type { OutfitSummary } from '~/domain/outfits';
import { OUTFIT_MESSAGES } from '~/domain/outfit-texts';
import { ConfirmDeleteDialog } from '~/web/components/confirm-delete-dialog';
import { OutfitStatus } from '~/web/components/outfit/outfit-status';
import { LoadFailure } from '~/web/components/load-failure';
import { LoadMore } from '~/web/components/load-more';
import { Button } from '~/web/components/ui/button';
import { formatDate } from '~/web/lib/format';
import { useClientOutfits, useDeleteOutfit } from './api/client-outfits';
import { OutfitEditDialog } from './outfit-edit-dialog';
import { HerOwnLooks } from './her-own-looks';
import { OUTFITS_FIRST_ROW, pictureLoading } from '~/web/lib/picture-loading';

/** 'Tenues créées': this client's outfits with the 'Nouvelle Tenue' card, editing and deletion. */
export function OutfitsTab() {
  const client = useOutletContext<ClientSummary>();
  const list = useClientOutfits(client.id);
  const outfits = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [editing, setEditing] = useState<OutfitSummary | null>(null);
  const [deleting, setDeleting] = useState<OutfitSummary | null>(null);
  const remove = useDeleteOutfit(client.id);
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(deleting.shared ? OUTFIT_MESSAGES.deleted : OUTFIT_MESSAGES.draftDeleted);
        setDeleting(null);
      },
      onError: () => toast.error('Erreur', { description: OUTFIT_MESSAGES.deleteFailed }),
    });
  };

  return (
    <div className="space-y-10">
      <section className="space-y-4" aria-labelledby="outfits-title">
        <h2 id="outfits-title" className="text-lg font-semibold text-gray-900">
          Tenues créées
        </h2>
        {list.isError && !list.data ? (
          <LoadFailure message={OUTFIT_MESSAGES.loadFailed} onRetry={() => void list.refetch()} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <li>
              <Link
                to={`/consultant/client/${client.id}/outfits/create`}
                className="flex h-full min-h-64 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/50 text-brand-700 transition-colors hover:border-brand-500 hover:bg-brand-50"
              >
                <Plus className="size-8" aria-hidden />
                <span className="font-medium">Nouvelle Tenue</span>
              </Link>
            </li>
            {list.isPending
              ? Array.from({ length: 2 }, (_, index) => (
                  <li key={index} className="min-h-64 animate-pulse rounded-2xl bg-gray-100" aria-hidden />
                ))
              : outfits.map((outfit, index) =>
                  outfit.shared ? (
                    <li key={outfit.id} className="min-w-0">
                      <article
                        aria-label={outfit.name}
                        className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
                      >
                        <img
                          src={outfit.imageUrl}
                          alt={outfit.name}
                          {...pictureLoading(index, OUTFITS_FIRST_ROW)}
                          className="aspect-square w-full bg-gray-200 object-contain"
                        />
                        <div className="flex flex-1 flex-col gap-3 p-4">
                          <div>
                            <h3 className="truncate font-semibold text-gray-900">{outfit.name}</h3>
                            <p className="text-sm text-gray-500">Créée le {formatDate(outfit.createdAt)}</p>
                          </div>
                          <OutfitStatus outfit={outfit} withComment />
                          <div className="mt-auto grid grid-cols-2 gap-2">
                            <Button
                              asChild
                              size="sm"
                              variant={outfit.reaction === 'revise' ? 'default' : 'outline'}
                              className="col-span-2"
                            >
                              <Link
                                to={`/consultant/client/${client.id}/outfits/create?revise=${outfit.id}`}
                                aria-label={`Réviser la tenue ${outfit.name}`}
                              >
                                <RefreshCcw aria-hidden />
                                Réviser
                              </Link>
                            </Button>
                            <Button variant="outline" size="sm" onClick={() => setEditing(outfit)}>
                              <Pencil aria-hidden />
                              Modifier
                            </Button>
                            <Button
                              variant="outline"
                              size="sm"
                              className="text-red-700 hover:bg-red-50 hover:text-red-800"
                              onClick={() => setDeleting(outfit)}
                            >
                              <Trash2 aria-hidden />
                              Supprimer
                            </Button>
                          </div>
                        </div>
                      </article>
                    </li>
                  ) : (
                    <DraftCard
                      key={outfit.id}
                      clientId={client.id}
                      outfit={outfit}
                      gridIndex={index}
                      onDelete={() => setDeleting(outfit)}
                    />
                  ),
                )}
          </ul>
        )}
        {!list.isPending && outfits.length === 0 && !list.isError && (
          <p className="text-sm text-gray-500">{OUTFIT_MESSAGES.emptyConsultant}</p>
        )}
        <LoadMore
          hasNextPage={list.hasNextPage}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoadMore={loadMore}
        />
        <OutfitEditDialog clientId={client.id} outfit={editing} onClose={() => setEditing(null)} />
        <ConfirmDeleteDialog
          title={deleting?.shared === false ? 'Supprimer le brouillon' : 'Supprimer la tenue'}
          description={
            deleting?.shared === false
              ? 'Ce brouillon sera définitivement supprimé. Votre client ne l’a jamais vu.'
              : 'Cette tenue et son image seront définitivement supprimées, pour vous comme pour votre client.'
          }
          open={deleting !== null}
          deleting={remove.isPending}
          onOpenChange={(open) => !open && setDeleting(null)}
          onConfirm={confirmDelete}
        />
      </section>
      <HerOwnLooks clientId={client.id} />
    </div>
  );
}

/** A look the consultant is preparing: seen by her alone, resumed in the editor, or deleted. */
function DraftCard({
  clientId,
  outfit,
  gridIndex,
  onDelete,
}: {
  clientId: string;
  outfit: OutfitSummary;
  gridIndex: number;
  onDelete: () => void;
}) {
  const title = outfit.name || 'Tenue sans nom';
  return (
    <li className="min-w-0">
      <article
        aria-label={`${OUTFIT_MESSAGES.draftBadge} : ${title}`}
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-dashed border-brand-300 bg-white shadow-sm"
      >
        <img
          src={outfit.imageUrl}
          alt={title}
          {...pictureLoading(gridIndex, OUTFITS_FIRST_ROW)}
          className="aspect-square w-full bg-gray-200 object-contain"
        />
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div>
            <span className="mb-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
              {OUTFIT_MESSAGES.draftBadge}
            </span>
            <h3 className="truncate font-semibold text-gray-900">{title}</h3>
            <p className="text-sm text-gray-500">Modifié le {formatDate(outfit.updatedAt)}</p>
          </div>
          <div className="mt-auto grid grid-cols-2 gap-2">
            <Button asChild size="sm">
              <Link
                to={`/consultant/client/${clientId}/outfits/create?draft=${outfit.id}`}
                aria-label={`Reprendre le brouillon ${title}`}
              >
                <Pencil aria-hidden />
                Reprendre
              </Link>
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              aria-label={`Supprimer le brouillon ${title}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden />
              Supprimer
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
