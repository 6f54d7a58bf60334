import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  SEASONS,
  SEASON_LABELS,
  type Category,
  type Season,
} from '~/domain/clothing';
import { MAX_GAP_NOTE_LENGTH, MAX_GAPS, type EditedGap, type SortGap } from '~/domain/wardrobe-sort-texts';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { NativeSelect } from '~/web/components/ui/native-select';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { useEditMissing } from './api';

/** The seasons a piece is for: every one but 'Toute saison', which the list does not need. */
const GAP_SEASONS = SEASONS.filter((season): season is Exclude<Season, 'all'> => season !== 'all');

type Draft = EditedGap & { key: number };

/**
 * Her consultant writes 'Ce qui manque' herself: each piece its category, seasons and her words ('Pantalon droit
 * marine'), added, changed or taken away; saved as a whole, replacing the computed list.
 */
export function MissingEditor({
  sortId,
  gaps,
  onDone,
}: {
  sortId: string;
  gaps: SortGap[];
  onDone: () => void;
}) {
  const id = useId();
  const edit = useEditMissing(sortId);
  const [nextKey, setNextKey] = useState(gaps.length);
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    gaps.map((gap, key) => ({ key, category: gap.category, seasons: gap.seasons, note: gap.note })),
  );
  const [submitted, setSubmitted] = useState(false);

  const change = (key: number, patch: Partial<EditedGap>) =>
    setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const add = () => {
    setDrafts((all) => [...all, { key: nextKey, category: 'top', seasons: [], note: null }]);
    setNextKey((key) => key + 1);
  };
  const toggleSeason = (draft: Draft, season: Season) =>
    change(draft.key, {
      seasons: draft.seasons.includes(season)
        ? draft.seasons.filter((chosen) => chosen !== season)
        : GAP_SEASONS.filter((option) => option === season || draft.seasons.includes(option)),
    });

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (drafts.some((draft) => draft.seasons.length === 0)) return;
    try {
      await edit.mutateAsync(
        drafts.map(({ category, seasons, note }) => ({ category, seasons, note: note?.trim() || null })),
      );
      toast.success('Liste enregistrée');
      onDone();
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} className="space-y-4" noValidate>
      {drafts.length === 0 && <p className="text-sm text-gray-500">Rien ne manque dans cette liste.</p>}
      <ul className="space-y-3">
        {drafts.map((draft, index) => {
          const seasonsMissing = submitted && draft.seasons.length === 0;
          const rowId = `${id}-${draft.key}`;
          return (
            <li key={draft.key}>
              <fieldset className="space-y-3 rounded-xl border border-gray-200 p-3">
                <legend className="px-1 text-sm font-medium text-gray-900">Pièce {index + 1}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <div className="space-y-1.5">
                    <label htmlFor={`${rowId}-category`} className="text-sm font-medium text-gray-700">
                      Catégorie
                    </label>
                    <NativeSelect
                      id={`${rowId}-category`}
                      value={draft.category}
                      onChange={(event) => change(draft.key, { category: event.target.value as Category })}
                    >
                      {CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {CATEGORY_LABELS[category]}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <div className="space-y-1.5">
                    <label htmlFor={`${rowId}-note`} className="text-sm font-medium text-gray-700">
                      Ce qu’elle cherche (facultatif)
                    </label>
                    <Input
                      id={`${rowId}-note`}
                      value={draft.note ?? ''}
                      maxLength={MAX_GAP_NOTE_LENGTH}
                      placeholder="Pantalon droit marine"
                      onChange={(event) => change(draft.key, { note: event.target.value })}
                    />
                  </div>
                </div>
                <div
                  role="group"
                  aria-labelledby={`${rowId}-seasons`}
                  aria-describedby={seasonsMissing ? `${rowId}-seasons-error` : undefined}
                  className="space-y-1.5"
                >
                  <p id={`${rowId}-seasons`} className="text-sm font-medium text-gray-700">
                    Saisons
                  </p>
                  <div className="flex flex-wrap gap-2">
                    {GAP_SEASONS.map((season) => (
                      <label
                        key={season}
                        className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
                      >
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-600"
                          checked={draft.seasons.includes(season)}
                          onChange={() => toggleSeason(draft, season)}
                        />
                        {SEASON_LABELS[season]}
                      </label>
                    ))}
                  </div>
                  {seasonsMissing && (
                    <p id={`${rowId}-seasons-error`} className="text-sm text-red-700">
                      Choisissez au moins une saison.
                    </p>
                  )}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="min-h-11"
                  onClick={() => setDrafts((all) => all.filter((other) => other.key !== draft.key))}
                >
                  <X aria-hidden />
                  Retirer la pièce {index + 1}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={add} disabled={drafts.length >= MAX_GAPS}>
          <Plus aria-hidden />
          Ajouter une pièce
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? 'Enregistrement...' : 'Enregistrer la liste'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={edit.isPending}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
