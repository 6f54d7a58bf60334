import { useId } from 'react';
import type { DrapeFrame } from './drape-frame';

/**
 * Her portrait with a drape under the chin in one colour: the photo cut to face and neck, the scarf over the white
 * sheet, a light fold drawn on it so it reads as fabric rather than a flat shape.
 */
export function DrapeView({
  src,
  width,
  height,
  frame,
  colour,
  label,
}: {
  src: string;
  width: number;
  height: number;
  frame: DrapeFrame;
  colour: string;
  label: string;
}) {
  const id = useId();
  const { crop } = frame;
  return (
    <svg
      viewBox={`${crop.x} ${crop.y} ${crop.width} ${crop.height}`}
      role="img"
      aria-label={label}
      className="aspect-[4/5] w-full rounded-xl bg-gray-200"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={`${id}-fold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.18" />
          <stop offset="0.45" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.22" />
        </linearGradient>
      </defs>
      <image href={src} x={0} y={0} width={width} height={height} />
      <path d={frame.drape} fill={colour} />
      <path d={frame.drape} fill={`url(#${id}-fold)`} />
    </svg>
  );
}
