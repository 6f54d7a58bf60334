import { CATEGORY_TAB_LABELS } from '~/domain/clothing';
import type { WardrobePaletteCount } from '~/domain/diagnosis';
import { PALETTE_MATCH_LABELS } from '~/domain/diagnosis-texts';
import type { PaletteMatch } from '~/domain/palette-match';

const BAR: Record<PaletteMatch, string> = { in: 'bg-emerald-500', near: 'bg-amber-400', out: 'bg-stone-300' };
const MATCHES: PaletteMatch[] = ['in', 'near', 'out'];

/** For each category holding garments, how many are in, near and out of the palette: a bar and its words. */
export function WardrobePaletteChart({
  counts,
  viewer,
}: {
  counts: WardrobePaletteCount[];
  viewer: 'client' | 'consultant';
}) {
  const labels = PALETTE_MATCH_LABELS[viewer];
  const rows = counts.filter((row) => row.in + row.near + row.out + row.unmeasured > 0);
  if (rows.length === 0) {
    return <p className="text-sm text-gray-500">Aucun vêtement dans la garde-robe pour le moment.</p>;
  }
  return (
    <div className="space-y-4">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600" aria-hidden>
        {MATCHES.map((match) => (
          <li key={match} className="flex items-center gap-1.5">
            <span className={`size-2.5 rounded-full ${BAR[match]} [print-color-adjust:exact]`} />
            {labels[match]}
          </li>
        ))}
      </ul>
      <ul className="space-y-3">
        {rows.map((row) => {
          const measured = row.in + row.near + row.out;
          const words = [
            ...MATCHES.filter((match) => row[match] > 0).map((match) => `${labels[match]} : ${row[match]}`),
            ...(row.unmeasured > 0 ? [`couleur non mesurée : ${row.unmeasured}`] : []),
          ].join(', ');
          return (
            <li key={row.category} className="space-y-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-gray-900">{CATEGORY_TAB_LABELS[row.category]}</span>
                <span className="text-gray-600">{words}</span>
              </div>
              <div className="flex h-2.5 overflow-hidden rounded-full bg-stone-100" aria-hidden>
                {measured > 0 &&
                  MATCHES.map((match) => (
                    <span
                      key={match}
                      className={`${BAR[match]} [print-color-adjust:exact]`}
                      style={{ width: `${(row[match] / (measured + row.unmeasured)) * 100}%` }}
                    />
                  ))}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
