import { useEffect, useState } from 'react';
import { request } from '~/web/lib/api';
import { drapeFrame, type DrapeFrame } from './drape-frame';
import { detectFace } from './face-model';

export type BoardPhoto =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; src: string; width: number; height: number; frame: DrapeFrame; faceFound: boolean };

/**
 * Her photo for the board: read once (it is never cached: `no-store`), shown from memory, and her face found on it
 * in this browser to cut the portrait and lay the drape under the chin.
 */
export function useBoardPhoto(photoUrl: string | null): BoardPhoto {
  const [photo, setPhoto] = useState<BoardPhoto>({ status: photoUrl ? 'loading' : 'none' });

  useEffect(() => {
    if (!photoUrl) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPhoto({ status: 'none' });
      return;
    }
    setPhoto({ status: 'loading' });
    const controller = new AbortController();
    let src: string | null = null;
    void (async () => {
      try {
        const blob = await (await request(photoUrl, { signal: controller.signal })).blob();
        src = URL.createObjectURL(blob);
        const image = new Image();
        image.src = src;
        await image.decode();
        const face = await detectFace(image).catch(() => null);
        if (controller.signal.aborted) return;
        const size = { width: image.naturalWidth, height: image.naturalHeight };
        setPhoto({ status: 'ready', src, ...size, frame: drapeFrame(size, face), faceFound: face !== null });
      } catch {
        if (!controller.signal.aborted) setPhoto({ status: 'failed' });
      }
    })();
    return () => {
      controller.abort();
      if (src) URL.revokeObjectURL(src);
    };
  }, [photoUrl]);

  return photo;
}
