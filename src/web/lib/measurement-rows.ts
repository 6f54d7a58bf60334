import { OPTIONAL_MEASUREMENTS, type OptionalMeasurement } from '~/domain/limits';

export const OPTIONAL_MEASUREMENT_LABELS: Record<OptionalMeasurement, string> = {
  shoulderWidth: "Largeur d'épaules",
  waistSize: 'Tour de taille',
  hipSize: 'Tour de hanches',
};

/** Label and value rows for shoulders, waist and hips, 'Non renseigné' when unknown, as the other measurements. */
export function optionalMeasurementRows(
  measurements: Partial<Record<OptionalMeasurement, number | null>> | null,
): [string, string][] {
  return OPTIONAL_MEASUREMENTS.map((key) => {
    const value = measurements?.[key];
    return [OPTIONAL_MEASUREMENT_LABELS[key], value != null ? `${value} cm` : 'Non renseigné'];
  });
}
