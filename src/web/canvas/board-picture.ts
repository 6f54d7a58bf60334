import type Konva from 'konva';
import type { RefObject } from 'react';
import { CANVAS_SIZE } from './draft';

/** Lets the board redraw without the selection frame (deselected just before) before it is captured. */
const CAPTURE_PAUSE_MS = 100;

/**
 * The board's picture as a PNG at twice the frame's size, as an outfit keeps it; null when the stage is gone or
 * the browser could not draw it.
 */
export async function boardPicture(stageRef: RefObject<Konva.Stage | null>): Promise<Blob | null> {
  await new Promise((resolve) => setTimeout(resolve, CAPTURE_PAUSE_MS));
  const stage = stageRef.current;
  if (!stage) return null;
  const image = await stage
    .toBlob({ pixelRatio: (2 * CANVAS_SIZE) / stage.width(), mimeType: 'image/png' })
    .catch(() => null);
  return image instanceof Blob ? image : null;
}
