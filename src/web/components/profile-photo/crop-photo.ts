import type { Area } from 'react-easy-crop';
import { MESSAGES } from '~/domain/errors';
import { PROFILE_PHOTO_SIZE } from '~/domain/limits';

const PHOTO_QUALITY = 0.8;
function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(MESSAGES.fileUnreadable));
    image.src = src;
  });
}

/** Draws the chosen square of the image onto a 200x200 canvas and encodes it as a JPEG at quality 0.8. */
export async function renderCroppedPhoto(src: string, area: Area): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = PROFILE_PHOTO_SIZE;
  canvas.height = PROFILE_PHOTO_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(MESSAGES.unexpected);
  // JPEG has no transparency: transparent PNG pixels become white rather than black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    PROFILE_PHOTO_SIZE,
    PROFILE_PHOTO_SIZE,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(MESSAGES.unexpected))),
      'image/jpeg',
      PHOTO_QUALITY,
    ),
  );
}
