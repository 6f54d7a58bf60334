import { figureParts } from './silhouette/figure';
import { round } from './silhouette/geometry';
import {
  SILHOUETTE_GROUND_Y,
  SILHOUETTE_VIEWBOX,
  silhouetteLayout,
  type SilhouetteMeasurements,
} from './silhouette/layout';

export { figureParts } from './silhouette/figure';
export { silhouetteLandmarks, type SilhouetteLandmarks } from './silhouette/landmarks';
export {
  SILHOUETTE_CENTER_X,
  SILHOUETTE_GROUND_Y,
  SILHOUETTE_VIEWBOX,
  silhouetteLayout,
  type SilhouetteMeasurements,
} from './silhouette/layout';

/** The croquis' fill and outline, the same on every page and document. */
export const SILHOUETTE_COLORS = { skin: '#d6d3d1', line: '#a8a29e' } as const;
const { skin: SKIN, line: LINE } = SILHOUETTE_COLORS;

/** The silhouette as an image source, the same bytes wherever it is drawn (page, board, server). */
export function silhouetteSource(measurements: SilhouetteMeasurements): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(buildSilhouetteSvg(measurements))}`;
}

/**
 * An SVG croquis whose proportions follow the measurements: taller is drawn taller, heavier wider, and
 * the bust of a femme figure follows the bust size. Same input, same bytes.
 */
export function buildSilhouetteSvg(measurements: SilhouetteMeasurements): string {
  const layout = silhouetteLayout(measurements);
  const { body, arms, head, details } = figureParts(layout);
  const shadowHalf = round(layout.legAxis.ankle + 0.07 * layout.drawnHeight);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SILHOUETTE_VIEWBOX} ${SILHOUETTE_VIEWBOX}">`,
    `<ellipse cx="${layout.centerX}" cy="${SILHOUETTE_GROUND_Y}" rx="${shadowHalf}" ry="${round(shadowHalf * 0.12)}" fill="#e7e5e4"/>`,
    `<g fill="${SKIN}" stroke="${LINE}" stroke-width="1.5" stroke-linejoin="round">`,
    `<path d="${body}"/>`,
    ...arms.map((d) => `<path d="${d}"/>`),
    `<path d="${head}"/>`,
    '</g>',
    `<g fill="none" stroke="${LINE}" stroke-width="1.2" stroke-linecap="round" stroke-opacity="0.6">`,
    ...details.map((d) => `<path d="${d}"/>`),
    '</g>',
    '</svg>',
  ].join('');
}

/**
 * Whether any measurement of the body is known. Without one, the silhouette is only the reference figure
 * and garments keep the spec's default places.
 */
export function hasBodyMeasurements(measurements: SilhouetteMeasurements): boolean {
  const { height, weight, bustSize, shoulderWidth, waistSize, hipSize } = measurements;
  return [height, weight, bustSize, shoulderWidth, waistSize, hipSize].some(
    (value) => typeof value === 'number' && Number.isFinite(value),
  );
}

/** A French description for screen readers, e.g. 'Silhouette femme, 168 cm, 60 kg'. */
export function describeSilhouette(measurements: SilhouetteMeasurements): string {
  const parts = [`Silhouette ${measurements.gender === 'homme' ? 'homme' : 'femme'}`];
  if (measurements.height) parts.push(`${measurements.height} cm`);
  if (measurements.weight) parts.push(`${measurements.weight} kg`);
  return parts.join(', ');
}
