import { useMemo } from 'react';
import { describeSilhouette, silhouetteSource, type SilhouetteMeasurements } from '~/domain/silhouette';

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
    () => silhouetteSource({ gender, height, weight, bustSize, shoulderWidth, waistSize, hipSize }),
    [gender, height, weight, bustSize, shoulderWidth, waistSize, hipSize],
  );
  return <img src={src} alt={describeSilhouette(measurements)} className={className} draggable={false} />;
}
