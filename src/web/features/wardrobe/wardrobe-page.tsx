import { useQuery } from '@tanstack/react-query';
import { Archive, Images, ListChecks, Palette, Plus } from 'lucide-react';
import { CONSENT_TEXTS } from '~/domain/consent-texts';
import { Link } from 'react-router';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '~/web/lib/toast';
import {
  ARCHIVE_REASON_LABELS,
  CATEGORIES,
  CATEGORY_TAB_LABELS,
  type ArchiveReason,
  type Category,
} from '~/domain/clothing';
import { PALETTE_MATCH_LABELS } from '~/domain/diagnosis-texts';
import type { ClothingItem } from '~/domain/wardrobe';
import { ConfirmDeleteDialog } from '~/web/components/confirm-delete-dialog';
import { ConsentWithdrawnNotice, useConsentMissing } from '~/web/components/consent-withdrawn-notice';
import { LoadFailure } from '~/web/components/load-failure';
import { SearchField } from '~/web/components/search-field';
import { Button } from '~/web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { useCreateItem } from './api/create-item';
import { useArchiveItem } from './api/archive-item';
import { useDeleteItem } from './api/delete-item';
import { useWardrobeItems } from './api/list-items';
import { useUpdateItem } from './api/update-item';
import { ClothingDialog } from '~/web/components/clothing-dialog/clothing-dialog';
import { GarmentRetouchDialog } from './retouch-dialog';
import { ArchiveDialog } from './archive-dialog';
import type {
  ClothingFieldsOutput,
  ClothingImageFiles,
} from '~/web/components/clothing-dialog/clothing-form-types';
import { LoadMore } from '~/web/components/load-more';
import { cn } from '~/web/lib/cn';
import { errorMessage } from '~/web/lib/error-message';
import { garmentTitle } from '~/web/lib/garment-text';
import { myDiagnosisQueryOptions } from '~/web/lib/diagnosis';
import { useDebouncedValue } from '~/web/lib/use-debounced-value';
import { PendingCapturesNotice } from './pending-captures-notice';
import { WardrobeGrid } from './wardrobe-grid';

type Tab = Category | 'all';
const CAPTURE_PATH = '/client/dashboard/wardrobe/import';
const SORT_PATH = '/client/dashboard/tri';
const ARCHIVE_PATH = '/client/dashboard/wardrobe/sortis';
const SEARCH_DEBOUNCE_MS = 250;

/** §2 Client wardrobe ('Ma Garde-robe'): search, category tabs, the garment grid and its dialogs. */
export function WardrobePage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [tab, setTab] = useState<Tab>('all');
  const [inPalette, setInPalette] = useState(false);
  const hasPalette = Boolean(useQuery(myDiagnosisQueryOptions).data?.palette);
  const list = useWardrobeItems({
    q,
    category: tab === 'all' ? null : tab,
    palette: hasPalette && inPalette ? 'in' : null,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const consentMissing = useConsentMissing();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ClothingItem | null>(null);
  const [deleting, setDeleting] = useState<ClothingItem | null>(null);
  const [retouching, setRetouching] = useState<ClothingItem | null>(null);
  const [archiving, setArchiving] = useState<ClothingItem | null>(null);
  const create = useCreateItem();
  const update = useUpdateItem();
  const remove = useDeleteItem();
  const archive = useArchiveItem();

  useEffect(() => {
    if (list.isError) {
      console.error(list.error);
      toast.error('Erreur', { description: 'Impossible de charger vos vêtements' });
    }
  }, [list.isError, list.error, list.errorUpdateCount]);

  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  const addItem = async (fields: ClothingFieldsOutput, files: ClothingImageFiles | null) => {
    if (!files) return;
    await saving(create.mutateAsync({ fields, files }), "Impossible d'ajouter le vêtement");
    toast.success('Succès', { description: 'Vêtement ajouté avec succès' });
    setAdding(false);
  };

  const editItem = async (fields: ClothingFieldsOutput) => {
    if (!editing) return;
    await saving(update.mutateAsync({ id: editing.id, fields }), 'Impossible de modifier le vêtement');
    toast.success('Succès', { description: 'Vêtement modifié avec succès' });
    setEditing(null);
  };

  const deleteItem = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Succès', { description: 'Vêtement supprimé avec succès' });
        setDeleting(null);
      },
      onError: (error) => {
        console.error(error);
        toast.error('Erreur', { description: 'Impossible de supprimer le vêtement' });
      },
    });
  };

  const archiveItem = (item: ClothingItem, reason: ArchiveReason) => {
    archive.mutate(
      { id: item.id, reason },
      {
        onSuccess: () => {
          setArchiving(null);
          toast.success('Sorti de la garde-robe', {
            description: `${garmentTitle(item)} : ${ARCHIVE_REASON_LABELS[reason].toLowerCase()}`,
            action: {
              label: 'Annuler',
              onClick: () =>
                archive.mutate(
                  { id: item.id, reason: null },
                  { onError: () => toast.error('Erreur', { description: 'Impossible de le remettre' }) },
                ),
            },
          });
        },
        onError: (error) => {
          console.error(error);
          toast.error('Erreur', { description: errorMessage(error) });
        },
      },
    );
  };

  const searchPending = list.isFetching && !list.isFetchingNextPage && list.isPlaceholderData;

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Ma Garde-robe</h1>
          <p className="mt-1 text-gray-500">Ajoutez vos vêtements et retrouvez-les en un coup d'œil</p>
        </div>
        <div className={cn('flex flex-wrap gap-2 self-start sm:self-auto', consentMissing && 'hidden')}>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Ajouter un vêtement
          </Button>
          <Button variant="outline" asChild>
            <Link to={CAPTURE_PATH}>
              <Images aria-hidden />
              Ajouter plusieurs vêtements
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={SORT_PATH}>
              <ListChecks aria-hidden />
              Tri de garde-robe
            </Link>
          </Button>
          <Button variant="ghost" asChild>
            <Link to={ARCHIVE_PATH}>
              <Archive aria-hidden />
              Sortis de la garde-robe
            </Link>
          </Button>
        </div>
      </header>

      <ConsentWithdrawnNotice what={CONSENT_TEXTS.noPhotos} />
      <PendingCapturesNotice />

      <SearchField
        label="Rechercher un vêtement"
        placeholder="Rechercher un vêtement..."
        value={search}
        onChange={setSearch}
        pending={searchPending}
      />

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <div className="flex flex-wrap items-center gap-3">
          <TabsList aria-label="Catégories" className="flex w-fit max-w-full flex-wrap justify-start">
            <TabsTrigger value="all" className="shrink-0">
              Tous
            </TabsTrigger>
            {CATEGORIES.map((category) => (
              <TabsTrigger key={category} value={category} className="shrink-0">
                {CATEGORY_TAB_LABELS[category]}
              </TabsTrigger>
            ))}
          </TabsList>
          {hasPalette && (
            <Button
              variant="outline"
              aria-pressed={inPalette}
              onClick={() => setInPalette((on) => !on)}
              className="aria-pressed:border-emerald-600 aria-pressed:bg-emerald-50 aria-pressed:text-emerald-800"
            >
              <Palette aria-hidden />
              {PALETTE_MATCH_LABELS.client.in}
            </Button>
          )}
        </div>
        <TabsContent value={tab} className="mt-6 focus-visible:outline-none">
          {list.isError && !list.data ? (
            <LoadFailure message="Impossible de charger vos vêtements" onRetry={() => void list.refetch()} />
          ) : (
            <>
              <WardrobeGrid
                items={items}
                loading={list.isPending}
                filtered={q !== '' || tab !== 'all' || inPalette}
                onEdit={setEditing}
                onRetouch={setRetouching}
                onArchive={setArchiving}
                onDelete={setDeleting}
              />
              <LoadMore
                hasNextPage={list.hasNextPage}
                loading={list.isFetchingNextPage}
                failed={list.isFetchNextPageError}
                onLoadMore={loadMore}
              />
            </>
          )}
        </TabsContent>
      </Tabs>

      <ClothingDialog mode="create" open={adding} onOpenChange={setAdding} onSubmit={addItem} />
      <GarmentRetouchDialog item={retouching} onClose={() => setRetouching(null)} />
      <ArchiveDialog
        item={archiving}
        busy={archive.isPending}
        onClose={() => setArchiving(null)}
        onArchive={archiveItem}
      />
      <ClothingDialog
        mode="edit"
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        initial={editing ?? undefined}
        onSubmit={editItem}
      />
      <ConfirmDeleteDialog
        title="Supprimer le vêtement"
        description="Ce vêtement et sa photo seront définitivement supprimés de votre garde-robe. Cette action est irréversible."
        open={deleting !== null}
        deleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={deleteItem}
      />
    </div>
  );
}

/** Runs a save; on failure shows the spec's toast and rethrows, so the dialog shows its inline alert. */
async function saving<T>(promise: Promise<T>, failure: string): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    console.error(error);
    toast.error('Erreur', { description: failure });
    throw error;
  }
}
