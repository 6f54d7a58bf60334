import { useMemo } from 'react';
import { buildSilhouetteSvg, describeSilhouette, type SilhouetteMeasurements } from '~/domain/silhouette';

/** The client's silhouette, drawn from their measurements. */
export function SilhouetteFigure({
  measurements,
  className,
}: {
  measurements: SilhouetteMeasurements;
  className?: string;
}) {
  const { gender, height, weight, bustSize, shoulderWidth, waistSize, hipSize } = measurements;
  const src = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
        buildSilhouetteSvg({ gender, height, weight, bustSize, shoulderWidth, waistSize, hipSize }),
      )}`,
    [gender, height, weight, bustSize, shoulderWidth, waistSize, hipSize],
  );
  return <img src={src} alt={describeSilhouette(measurements)} className={className} draggable={false} />;
}
