import { Camera, CameraOff, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PhotoChecks } from '~/domain/colour-analysis/photo-checks';
import { COLOUR_PHOTO_TEXTS as T } from '~/domain/colour-photo-texts';
import { Button } from '~/web/components/ui/button';
import { checkFrame } from './capture-examine';
import { pictureFromVideo, previewFrame, type Picture } from './capture-image';
import { PhotoChecklist } from './photo-checklist';

/** How long between two checked frames (after the previous check ended, so slow phones never pile them up). */
const CHECK_INTERVAL_MS = 600;

type CameraState = 'off' | 'starting' | 'live' | 'denied';

/** Whether this browser can show the camera (a secure page with getUserMedia). */
export const cameraAvailable = () =>
  typeof navigator !== 'undefined' && window.isSecureContext && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * The front camera with the live checks: a frame is checked every 600 ms, the checklist says what to fix, and the
 * shot is allowed once everything passes. The camera stops with its button, after the shot, and when she leaves.
 */
export function CaptureCamera({ onShot, busy }: { onShot: (picture: Picture) => void; busy: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const [checks, setChecks] = useState<PhotoChecks | null>(null);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setChecks(null);
    setState((current) => (current === 'denied' ? current : 'off'));
  };

  // Leaving the page stops the camera, and so does leaving the app for another one (she starts it again).
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden' && stream.current) stop();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
  }, []);

  // The live checks, while the camera shows.
  useEffect(() => {
    if (state !== 'live') return;
    let running = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const element = video.current;
      if (element && element.videoWidth > 0) {
        try {
          const result = await checkFrame(previewFrame(element));
          if (running) setChecks(result);
        } catch {
          // A frame that could not be read is skipped; the next one is tried.
        }
      }
      if (running) timer = setTimeout(() => void tick(), CHECK_INTERVAL_MS);
    };
    void tick();
    return () => {
      running = false;
      clearTimeout(timer);
    };
  }, [state]);

  const start = async () => {
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 1280 } },
        audio: false,
      });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
      setState('live');
      // The preview, its checks and the shot button in view together, on a phone too.
      frame.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    } catch {
      stream.current = null;
      setState('denied');
    }
  };

  const shoot = () => {
    if (!video.current || !checks?.ready) return;
    const picture = pictureFromVideo(video.current);
    stop();
    onShot(picture);
  };

  const live = state === 'live' || state === 'starting';
  return (
    <div ref={frame} className="scroll-mt-20 space-y-3">
      {/* The preview is mirrored like a mirror; the shot is not. */}
      <video
        ref={video}
        muted
        playsInline
        aria-label={T.cameraPreview}
        className={
          live
            ? 'mx-auto block h-auto max-h-[45vh] w-auto max-w-full -scale-x-100 rounded-2xl bg-gray-900'
            : 'hidden'
        }
      />
      {live && <PhotoChecklist checks={checks} id="camera-checks" />}
      <div className="flex flex-wrap gap-2">
        {live ? (
          <>
            <Button
              size="lg"
              className="min-h-11 flex-1 sm:flex-none"
              disabled={!checks?.ready || busy || state !== 'live'}
              onClick={shoot}
            >
              <Camera aria-hidden />
              {T.takePhoto}
            </Button>
            <Button variant="outline" size="lg" className="min-h-11 flex-1 sm:flex-none" onClick={stop}>
              <CameraOff aria-hidden />
              {T.stopCamera}
            </Button>
          </>
        ) : (
          <Button
            variant="outline"
            size="lg"
            className="min-h-11 w-full sm:w-auto"
            disabled={busy}
            onClick={() => void start()}
          >
            <Camera aria-hidden />
            {T.openCamera}
          </Button>
        )}
      </div>
      {state === 'starting' && (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {T.startingCamera}
        </p>
      )}
      {state === 'denied' && (
        <p role="alert" className="text-sm text-red-700">
          {T.cameraDenied}
        </p>
      )}
    </div>
  );
}
