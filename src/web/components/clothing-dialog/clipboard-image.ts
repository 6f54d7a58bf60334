const TEXT_FIELDS = 'input, textarea, [contenteditable="true"]';

/**
 * The picture in a paste, e.g. a shop's photo copied in the browser; null when the paste holds none, or when it
 * is text going into a text field (copying a picture may bring its address as text too: the picture wins only
 * outside the fields).
 */
export function imageFromPaste(data: DataTransfer | null, target: EventTarget | null): File | null {
  if (!data) return null;
  const inTextField = target instanceof Element && target.closest(TEXT_FIELDS) !== null;
  if (inTextField && data.getData('text/plain')) return null;
  const files = [...data.files, ...[...data.items].flatMap((item) => item.getAsFile() ?? [])];
  const image = files.find((file) => file.type.startsWith('image/'));
  if (!image) return null;
  // A pasted picture often has no name of its own: the upload gives it one, with its type's extension.
  if (image.name) return image;
  const extension = image.type === 'image/jpeg' ? 'jpg' : (image.type.split('/')[1] ?? 'png');
  return new File([image], `image-collee.${extension}`, { type: image.type });
}
