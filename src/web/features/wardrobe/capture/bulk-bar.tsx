import { CATEGORIES, CATEGORY_LABELS, COLORS, COLOR_LABELS, SEASONS, SEASON_LABELS } from '~/domain/clothing';
import { OptionSelect } from '~/web/components/option-select';
import type { ChoicePatch } from './review-choices';

/**
 * 'Pour la sélection': a category, colour or season set on every selected photo at once. The menus show no
 * value of their own: each choice is applied, then they read as before.
 */
export function BulkBar({
  total,
  selected,
  disabled,
  onSelectAll,
  onApply,
}: {
  total: number;
  selected: number;
  disabled: boolean;
  onSelectAll: (selected: boolean) => void;
  onApply: (patch: ChoicePatch) => void;
}) {
  const none = selected === 0;
  return (
    <section
      aria-label="Modifier plusieurs photos"
      className="space-y-2 rounded-2xl border border-gray-200 bg-gray-50 p-3"
    >
      <div className="flex flex-wrap items-center gap-x-4">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-gray-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={total > 0 && selected === total}
            ref={(input) => {
              if (input) input.indeterminate = selected > 0 && selected < total;
            }}
            onChange={(event) => onSelectAll(event.target.checked)}
            disabled={disabled || total === 0}
          />
          Tout sélectionner
        </label>
        <p className="text-sm text-gray-600" aria-live="polite">
          {none
            ? 'Sélectionnez des photos pour les modifier ensemble'
            : `${selected} sélectionnée${selected > 1 ? 's' : ''} :`}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <OptionSelect
          value={undefined}
          onChange={(category) => onApply({ category })}
          onBlur={() => {}}
          options={CATEGORIES}
          labels={CATEGORY_LABELS}
          placeholder="Catégorie…"
          disabled={disabled || none}
          aria-label="Catégorie pour la sélection"
        />
        <OptionSelect
          value={undefined}
          onChange={(color) => onApply({ color })}
          onBlur={() => {}}
          options={COLORS}
          labels={COLOR_LABELS}
          placeholder="Couleur…"
          disabled={disabled || none}
          aria-label="Couleur pour la sélection"
        />
        <OptionSelect
          value={undefined}
          onChange={(season) => onApply({ season })}
          onBlur={() => {}}
          options={SEASONS}
          labels={SEASON_LABELS}
          placeholder="Saison…"
          disabled={disabled || none}
          aria-label="Saison pour la sélection"
        />
      </div>
    </section>
  );
}
