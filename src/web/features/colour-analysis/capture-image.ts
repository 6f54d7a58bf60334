/**
 * The face photo as the screen keeps it until it is sent: decoded upright (a phone's EXIF orientation applied),
 * at most 1,600 px for the consultant, and a copy of at most 1,280 px whose pixels the colour analysis reads.
 * Nothing here leaves the phone: `photoBlob` is only called once she chose to keep her photo.
 */

/** The longest side of the copy the face model and the colour pipeline read. */
export const ANALYSIS_MAX_SIDE = 1280;
/** The longest side of the photo sent to her consultant (the server keeps at most as much). */
export const PHOTO_MAX_SIDE = 1600;
/** The longest side of a camera frame checked live: enough for the checks, quick on a phone. */
export const PREVIEW_MAX_SIDE = 640;

export type Picture = {
  /** The photo as it may be sent, at most PHOTO_MAX_SIDE. */
  photo: HTMLCanvasElement;
  /** The copy the analysis reads, at most ANALYSIS_MAX_SIDE. */
  analysis: HTMLCanvasElement;
  /** The analysis copy's pixels. */
  pixels: ImageData;
};

type Drawable = CanvasImageSource & { width?: number; height?: number };

/** The source drawn on a new canvas, scaled down (never up) so that its longest side is at most `maxSide`. */
export function scaledCanvas(source: Drawable, width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

export function pixelsOf(canvas: HTMLCanvasElement): ImageData {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

function pictureOf(source: Drawable, width: number, height: number): Picture {
  const photo = scaledCanvas(source, width, height, PHOTO_MAX_SIDE);
  const analysis = scaledCanvas(photo, photo.width, photo.height, ANALYSIS_MAX_SIDE);
  return { photo, analysis, pixels: pixelsOf(analysis) };
}

/** A chosen file, decoded upright; throws when the browser cannot read it as an image. */
export async function pictureFromFile(file: Blob): Promise<Picture> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      return pictureOf(bitmap, bitmap.width, bitmap.height);
    } finally {
      bitmap.close();
    }
  }
  // Browsers without createImageBitmap draw an <img> upright by its EXIF orientation as well.
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return pictureOf(image, image.naturalWidth, image.naturalHeight);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The camera's current frame, as shot (not mirrored like the preview). */
export function pictureFromVideo(video: HTMLVideoElement): Picture {
  return pictureOf(video, video.videoWidth, video.videoHeight);
}

/** A small frame of the camera for the live checks. */
export function previewFrame(video: HTMLVideoElement): HTMLCanvasElement {
  return scaledCanvas(video, video.videoWidth, video.videoHeight, PREVIEW_MAX_SIDE);
}

/** The photo as a JPEG for her consultant. */
export function photoBlob(picture: Picture): Promise<Blob> {
  return new Promise((resolve, reject) =>
    picture.photo.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
      'image/jpeg',
      0.92,
    ),
  );
}
