import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from '~/web/lib/toast';
import type { Category } from '~/domain/clothing';
import { OUTFIT_MESSAGES } from '~/domain/outfit-texts';
import type { PaletteMatch } from '~/domain/palette-match';
import type { ClothingItem } from '~/domain/wardrobe';
import { WARDROBE_MESSAGES } from '~/domain/wardrobe-texts';
import { ClothingDialog } from '~/web/components/clothing-dialog/clothing-dialog';
import type {
  ClothingFieldsOutput,
  ClothingImageFiles,
} from '~/web/components/clothing-dialog/clothing-form-types';
import { LoadMore } from '~/web/components/load-more';
import { GarmentTile } from '~/web/components/outfit/garment-tile';
import { CategorySelect } from '~/web/components/category-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { useAddToCatalogue } from '../api/add-to-catalogue';
import { useCatalogue } from '../api/list-catalogue';
import { useClientWardrobe } from '../api/list-client-wardrobe';

type Source = 'wardrobe' | 'catalogue';

const PALETTE_ORDER: Record<PaletteMatch, number> = { in: 0, near: 1, out: 2 };

/** In her palette first, then near, then out, then unmeasured; newest first within each (the loaded pages). */
const sortByPalette = (items: ClothingItem[]) =>
  [...items].sort(
    (a, b) =>
      (a.paletteMatch ? PALETTE_ORDER[a.paletteMatch] : 3) -
      (b.paletteMatch ? PALETTE_ORDER[b.paletteMatch] : 3),
  );

/**
 * §2 Outfit creation, right half: the client's wardrobe (default) or this consultant's proposals, a category
 * filter, and a 3-column grid whose tiles toggle garments on the canvas.
 */
export function GarmentPicker({
  clientId,
  placedIds,
  onToggle,
  onDragGarment,
}: {
  clientId: string;
  placedIds: ReadonlySet<string>;
  onToggle: (item: ClothingItem) => void;
  /** A tile is being dragged (with the mouse) towards the board; null once the drag ends. */
  onDragGarment: (item: ClothingItem | null) => void;
}) {
  const [source, setSource] = useState<Source>('wardrobe');
  const [category, setCategory] = useState<Category | null>(null);
  const [adding, setAdding] = useState(false);
  const [byPalette, setByPalette] = useState(false);
  const wardrobe = useClientWardrobe(clientId, category);
  const catalogue = useCatalogue(clientId, category);
  const list = source === 'wardrobe' ? wardrobe : catalogue;
  const loaded = list.data?.pages.flatMap((page) => page.items) ?? [];
  const items = byPalette ? sortByPalette(loaded) : loaded;
  const hasVerdicts = loaded.some((item) => item.paletteMatch);
  const addToCatalogue = useAddToCatalogue(clientId);
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  const propose = async (fields: ClothingFieldsOutput, files: ClothingImageFiles | null) => {
    if (!files) return;
    try {
      const item = await addToCatalogue.mutateAsync({ fields, files });
      toast.success('Succès', { description: OUTFIT_MESSAGES.catalogueAdded });
      setAdding(false);
      onToggle(item);
    } catch (error) {
      toast.error('Erreur', { description: OUTFIT_MESSAGES.catalogueAddFailed });
      throw error;
    }
  };

  const garments =
    list.isError && !list.data ? (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {source === 'wardrobe'
          ? 'Impossible de charger la garde-robe du client'
          : OUTFIT_MESSAGES.catalogueLoadFailed}
      </p>
    ) : (
      <ul className="grid grid-cols-3 gap-3" aria-busy={list.isPending}>
        {source === 'catalogue' && (
          <li>
            <button
              type="button"
              onClick={() => setAdding(true)}
              className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-brand-200 bg-brand-50/50 p-2 text-center text-sm font-medium text-brand-700 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <Plus className="size-6" aria-hidden />
              Ajouter un vêtement
            </button>
          </li>
        )}
        {list.isPending
          ? Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="aspect-square animate-pulse rounded-xl bg-gray-100" aria-hidden />
            ))
          : items.map((item) => (
              <li key={item.id}>
                <GarmentTile
                  viewer="consultant"
                  item={item}
                  placed={placedIds.has(item.id)}
                  onToggle={() => onToggle(item)}
                  onDrag={(dragging) => onDragGarment(dragging ? item : null)}
                />
              </li>
            ))}
      </ul>
    );

  // Both panels stay in the page (the inactive one empty and hidden) so each tab's aria-controls names one.
  return (
    <section aria-label="Vêtements" className="@container space-y-4">
      <Tabs value={source} onValueChange={(value) => setSource(value as Source)} className="space-y-4">
        {/* Side by side only when the picker's own column is wide enough, whatever the screen. */}
        <div className="flex flex-col gap-3 @lg:flex-row @lg:items-center @lg:justify-between">
          <TabsList>
            <TabsTrigger value="wardrobe">Garde-robe du client</TabsTrigger>
            <TabsTrigger value="catalogue">Catalogue</TabsTrigger>
          </TabsList>
          <CategorySelect value={category} onChange={setCategory} className="w-full @lg:w-52" />
        </div>
        {hasVerdicts && (
          <label className="flex min-h-11 items-center gap-2 text-sm text-gray-700">
            <input
              type="checkbox"
              checked={byPalette}
              onChange={(event) => setByPalette(event.target.checked)}
              className="size-4 accent-brand-600"
            />
            Trier par palette : les vêtements de sa palette d’abord
          </label>
        )}
        {(['wardrobe', 'catalogue'] as const).map((panel) => (
          <TabsContent
            key={panel}
            value={panel}
            forceMount
            className="rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=inactive]:hidden"
          >
            {panel === source && garments}
            {panel === source && !list.isPending && items.length === 0 && !list.isError && (
              <p className="mt-4 text-center text-sm text-gray-500">{WARDROBE_MESSAGES.empty}</p>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoadMore={loadMore}
      />
      <ClothingDialog
        mode="create"
        open={adding}
        onOpenChange={setAdding}
        title="Proposer un vêtement"
        proposal
        description="Ce vêtement rejoint votre catalogue pour ce client ; son arrière-plan est retiré automatiquement."
        onSubmit={propose}
      />
    </section>
  );
}
