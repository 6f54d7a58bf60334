import { useCallback, useEffect, useRef, useState } from 'react';

export type ChosenPhoto = { file: File; url: string };

/** The photo picked in the dialog with an object URL to preview it, freed on replacement and unmount. */
export function useChosenPhoto() {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const urlRef = useRef<string | null>(null);

  const choose = useCallback((file: File | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    const next = file ? { file, url: URL.createObjectURL(file) } : null;
    urlRef.current = next?.url ?? null;
    setPhoto(next);
  }, []);

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    },
    [],
  );

  return [photo, choose] as const;
}
