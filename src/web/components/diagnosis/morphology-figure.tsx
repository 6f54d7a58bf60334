import { useMemo } from 'react';
import { silhouetteLandmarks, SILHOUETTE_VIEWBOX, type SilhouetteMeasurements } from '~/domain/silhouette';
import { SilhouetteFigure } from '../silhouette-figure';

/** How far the lines reach beyond the body on each side, in the 600-unit frame. */
const OVERHANG = 34;

/** Her silhouette with the shoulder, waist and hip lines the morphology reads. */
export function MorphologyFigure({ measurements }: { measurements: SilhouetteMeasurements }) {
  const lines = useMemo(() => {
    const landmarks = silhouetteLandmarks(measurements);
    const half = (landmarks.shoulders.right - landmarks.shoulders.left) / 2;
    return [
      { label: 'Épaules', y: landmarks.shoulders.y, half },
      { label: 'Taille', y: landmarks.waist.y, half: landmarks.waist.halfWidth },
      { label: 'Hanches', y: landmarks.hips.y, half: landmarks.hips.halfWidth },
    ].map((line) => ({ ...line, centerX: landmarks.centerX }));
  }, [measurements]);
  return (
    <div className="relative aspect-square rounded-xl bg-gradient-to-b from-stone-50 to-stone-100 print:bg-none">
      <SilhouetteFigure measurements={measurements} className="size-full" />
      <svg
        viewBox={`0 0 ${SILHOUETTE_VIEWBOX} ${SILHOUETTE_VIEWBOX}`}
        className="absolute inset-0 size-full"
        aria-hidden
      >
        {lines.map(({ label, y, half, centerX }) => (
          <g key={label} className="text-brand-700">
            <line
              x1={centerX - half - OVERHANG}
              x2={centerX + half + OVERHANG}
              y1={y}
              y2={y}
              stroke="currentColor"
              strokeWidth={2.5}
              strokeDasharray="8 6"
            />
            <text
              x={centerX + half + OVERHANG + 8}
              y={y + 6}
              fill="currentColor"
              fontSize={22}
              fontWeight={600}
            >
              {label}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
