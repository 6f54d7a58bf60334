import { frenchDate, type FrenchDateStyle } from '~/web/lib/french-date';
import type { Gender } from '~/domain/genders';
import type { ClientProfile, MeasurementSnapshot } from '~/domain/measurements';
import { OPTIONAL_MEASUREMENT_LABELS } from '~/web/lib/measurement-rows';

type MeasureKey = Exclude<keyof ClientProfile, 'gender'>;

export type MeasureColumn = { key: MeasureKey; label: string; unit: (value: number) => string };

const cm = () => 'cm';
const COLUMNS: MeasureColumn[] = [
  { key: 'age', label: 'Âge', unit: (value) => (value > 1 ? 'ans' : 'an') },
  { key: 'height', label: 'Taille', unit: cm },
  { key: 'weight', label: 'Poids', unit: () => 'kg' },
  { key: 'bustSize', label: 'Tour de poitrine', unit: cm },
  { key: 'shoulderWidth', label: OPTIONAL_MEASUREMENT_LABELS.shoulderWidth, unit: cm },
  { key: 'waistSize', label: OPTIONAL_MEASUREMENT_LABELS.waistSize, unit: cm },
  { key: 'hipSize', label: OPTIONAL_MEASUREMENT_LABELS.hipSize, unit: cm },
];

/** The measurement columns worth showing: the bust only when some entry has one. */
export function measureColumns(entries: MeasurementSnapshot[]): MeasureColumn[] {
  const bust = entries.some((entry) => entry.gender === 'femme' || entry.bustSize != null);
  return COLUMNS.filter((column) => column.key !== 'bustSize' || bust);
}

/** '61 kg', '32 ans'. */
export const formatMeasure = (column: MeasureColumn, value: number) => `${value} ${column.unit(value)}`;

/** How a value moved since the previous entry: '−2' read 'en baisse de 2 kg'; null when unchanged or unknown. */
export function movement(column: MeasureColumn, value: number | null, previous: number | null | undefined) {
  if (value == null || previous == null || value === previous) return null;
  const delta = Math.abs(value - previous);
  const amount = formatMeasure(column, delta);
  return value > previous
    ? { marker: `+${delta}`, label: `en hausse de ${amount}` }
    : { marker: `\u2212${delta}`, label: `en baisse de ${amount}` };
}

/** Who made the change, as the consultant reads it. */
export function changedByLabel(changedBy: MeasurementSnapshot['changedBy'], clientGender: Gender | null) {
  if (changedBy === 'client') return clientGender === 'femme' ? 'Cliente' : 'Client';
  if (changedBy === 'consultant') return 'Conseiller';
  return 'Non précisé';
}

const PRECISIONS: FrenchDateStyle[] = [
  { month: 'long' },
  { month: 'long', time: 'minutes' },
  { month: 'long', time: 'seconds' },
];

/**
 * A label per entry: '12 décembre 2026', with the time when two entries share a day (to the second when
 * they share a minute), and a number in the rare case they still look alike.
 */
export function entryLabels(entries: MeasurementSnapshot[]): Map<string, string> {
  const labels = new Map<string, string>();
  const group = (items: MeasurementSnapshot[], level: number) => {
    const byLabel = new Map<string, MeasurementSnapshot[]>();
    for (const entry of items) {
      const label = frenchDate(new Date(entry.changedAt), PRECISIONS[level]!);
      byLabel.set(label, [...(byLabel.get(label) ?? []), entry]);
    }
    for (const [label, same] of byLabel) {
      if (same.length === 1) labels.set(same[0]!.id, label);
      else if (level + 1 < PRECISIONS.length) group(same, level + 1);
      // Newest first: the oldest of the look-alikes is (1).
      else same.forEach((entry, i) => labels.set(entry.id, `${label} (${same.length - i})`));
    }
  };
  group(entries, 0);
  return labels;
}
