import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '~/web/lib/error-message';
import { useUploadCapture } from './api/captures';

/** A chosen photo on its way to the server; once there, it is a capture and leaves this list. */
export type LocalUpload = {
  key: string;
  file: File;
  previewUrl: string;
  state: 'waiting' | 'sending' | 'failed';
  error: string | null;
};

/**
 * One photo at a time: the grid then lists them in the order they were chosen, and a phone's uplink is no
 * faster for sending two at once.
 */
const PARALLEL_UPLOADS = 1;

/** Sends chosen photos one after the other; a failed one keeps its file, to be sent again or dropped. */
export function usePhotoUploads() {
  const [uploads, setUploads] = useState<LocalUpload[]>([]);
  const upload = useUploadCapture();
  const counter = useRef(0);
  /** Photos being sent. Effects may run twice for one state (strict mode): each is sent once all the same. */
  const started = useRef(new Set<string>());
  const { mutateAsync } = upload;

  const patch = useCallback((key: string, change: Partial<LocalUpload>) => {
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const drop = useCallback((key: string) => {
    setUploads((list) => {
      const gone = list.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((item) => item.key !== key);
    });
  }, []);

  useEffect(() => {
    const next = uploads
      .filter((item) => item.state === 'waiting' && !started.current.has(item.key))
      .slice(0, Math.max(0, PARALLEL_UPLOADS - started.current.size));
    for (const item of next) {
      started.current.add(item.key);
      patch(item.key, { state: 'sending', error: null });
      mutateAsync(item.file).then(
        () => {
          started.current.delete(item.key);
          drop(item.key);
        },
        (error: unknown) => {
          started.current.delete(item.key);
          patch(item.key, { state: 'failed', error: errorMessage(error) });
        },
      );
    }
  }, [uploads, mutateAsync, patch, drop]);

  // Object URLs of the photos still listed when the page goes.
  const latest = useRef(uploads);
  useEffect(() => {
    latest.current = uploads;
  });
  useEffect(() => () => latest.current.forEach((item) => URL.revokeObjectURL(item.previewUrl)), []);

  return {
    uploads,
    add(files: File[]) {
      const added = files.map((file) => {
        counter.current += 1;
        return {
          key: `upload-${counter.current}`,
          file,
          previewUrl: URL.createObjectURL(file),
          state: 'waiting' as const,
          error: null,
        };
      });
      setUploads((list) => [...list, ...added]);
    },
    retry: (key: string) => patch(key, { state: 'waiting', error: null }),
    remove: drop,
  };
}
