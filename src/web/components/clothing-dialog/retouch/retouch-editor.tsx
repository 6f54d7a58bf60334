import { Brush, Eraser, Hand, Minus, Plus, Redo2, Undo2 } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { CHECKERBOARD } from '~/web/components/image-backgrounds';
import { Button } from '~/web/components/ui/button';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from '~/web/canvas/history';
import { loadImage } from '~/web/canvas/load-image';
import { cn } from '~/web/lib/cn';
import { applyMask, paintStroke, type Point } from './brush';

type Tool = 'keep' | 'erase' | 'move';
type Pictures = { width: number; height: number; photo: Uint8ClampedArray };

const TOOLS: { value: Tool; label: string; Icon: typeof Brush }[] = [
  { value: 'keep', label: 'Garder', Icon: Brush },
  { value: 'erase', label: 'Effacer', Icon: Eraser },
  { value: 'move', label: 'Déplacer', Icon: Hand },
];
const ZOOMS = [1, 1.5, 2, 3];
/** Removed parts stay faintly visible, so the user sees what a 'Garder' stroke would bring back. */
const REMOVED_ALPHA = 60;

function pixelsOf(image: HTMLImageElement, width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(image, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}

/** The photo with the mask as its alpha, removed parts at `removedAlpha`. */
const maskedImage = ({ photo, width, height }: Pictures, mask: Uint8ClampedArray, removedAlpha = 0) =>
  new ImageData(applyMask(photo, mask, removedAlpha), width, height);

/** The longest side of a stored cutout: a garment saved without one is retouched at that size. */
const CUTOUT_SIDE = 512;

/** The photo and the cutout's alpha as the starting mask, at the cutout's size; without a cutout, all kept. */
async function loadPictures(originalUrl: string, cutoutUrl: string | null) {
  const [original, cutout] = await Promise.all([
    loadImage(originalUrl),
    cutoutUrl ? loadImage(cutoutUrl) : Promise.resolve(null),
  ]);
  if (!original || (cutoutUrl && !cutout)) return null;
  const scale = Math.min(1, CUTOUT_SIDE / Math.max(original.naturalWidth, original.naturalHeight));
  const width = cutout?.naturalWidth ?? Math.round(original.naturalWidth * scale);
  const height = cutout?.naturalHeight ?? Math.round(original.naturalHeight * scale);
  const mask = new Uint8ClampedArray(width * height).fill(255);
  if (cutout) {
    const alpha = pixelsOf(cutout, width, height);
    for (let i = 0; i < mask.length; i += 1) mask[i] = alpha[i * 4 + 3]!;
  }
  return { pictures: { width, height, photo: pixelsOf(original, width, height) }, mask };
}

/** A toolbar button that shows only its icon; its name is for screen readers and tests. */
function IconButton({ label, children, ...props }: { label: string } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      {children}
    </Button>
  );
}

/**
 * 'Retoucher le détourage': a round brush keeps or erases parts of the photo itself, so an erased part can be
 * brought back; size, zoom, undo and redo; one finger or a mouse. Resolves with the retouched cutout as a PNG.
 */
export function RetouchEditor({
  originalUrl,
  cutoutUrl,
  busy = false,
  onDone,
  onCancel,
}: {
  originalUrl: string;
  /** Null for a garment saved with its photo only: everything starts kept. */
  cutoutUrl: string | null;
  /** The caller is saving the result. */
  busy?: boolean;
  onDone: (png: Blob) => void;
  onCancel: () => void;
}) {
  const [pictures, setPictures] = useState<Pictures | null>(null);
  const [failed, setFailed] = useState(false);
  const [history, setHistory] = useState<History<Uint8ClampedArray> | null>(null);
  const [tool, setTool] = useState<Tool>('erase');
  const [size, setSize] = useState(12);
  const [zoom, setZoom] = useState(1);
  const [saving, setSaving] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ mask: Uint8ClampedArray; last: Point } | null>(null);
  const sizeId = useId();

  useEffect(() => {
    let cancelled = false;
    void loadPictures(originalUrl, cutoutUrl).then((loaded) => {
      if (cancelled) return;
      if (!loaded) return setFailed(true);
      setPictures(loaded.pictures);
      setHistory(startHistory(loaded.mask));
    });
    return () => {
      cancelled = true;
    };
  }, [originalUrl, cutoutUrl]);

  const draw = useCallback(
    (mask: Uint8ClampedArray) => {
      const context = canvasRef.current?.getContext('2d');
      if (!context || !pictures) return;
      context.putImageData(maskedImage(pictures, mask, REMOVED_ALPHA), 0, 0);
    },
    [pictures],
  );
  useEffect(() => {
    if (history) draw(history.present);
  }, [history, draw]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * pictures!.width,
      y: ((event.clientY - box.top) / box.height) * pictures!.height,
    };
  };
  const paint = (from: Point, to: Point) => {
    const current = stroke.current!;
    // The brush's size is what the user sees on screen, whatever the zoom.
    const box = canvasRef.current!.getBoundingClientRect();
    const radius = (size / 2) * (pictures!.width / box.width);
    paintStroke(current.mask, pictures!.width, pictures!.height, from, to, radius, tool === 'keep' ? 255 : 0);
    current.last = to;
    draw(current.mask);
  };
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (tool === 'move' || !history || !pictures) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointAt(event);
    stroke.current = { mask: history.present.slice(), last: point };
    paint(point, point);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (stroke.current) paint(stroke.current.last, pointAt(event));
  };
  const endStroke = () => {
    const finished = stroke.current;
    stroke.current = null;
    if (finished) setHistory((current) => current && record(current, finished.mask));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
    event.preventDefault();
    setHistory((current) => current && (event.shiftKey ? redo(current) : undo(current)));
  };

  const finish = () => {
    if (!history || !pictures) return;
    setSaving(true);
    const canvas = document.createElement('canvas');
    canvas.width = pictures.width;
    canvas.height = pictures.height;
    canvas.getContext('2d')!.putImageData(maskedImage(pictures, history.present), 0, 0);
    canvas.toBlob((png) => {
      setSaving(false);
      if (png) onDone(png);
      else setFailed(true);
    }, 'image/png');
  };

  const zoomIndex = ZOOMS.indexOf(zoom);
  return (
    <div className="space-y-4" onKeyDown={onKeyDown}>
      <p className="text-sm text-gray-600">
        Peignez avec « Effacer » ce qui n'appartient pas au vêtement, et avec « Garder » ce qui manque. Les
        parties retirées restent visibles en transparence.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Outil" className="flex rounded-lg border border-gray-200 p-0.5">
          {TOOLS.map(({ value, label, Icon }) => (
            <Button
              key={value}
              variant={tool === value ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={tool === value}
              onClick={() => setTool(value)}
            >
              <Icon aria-hidden />
              {label}
            </Button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <IconButton
            label="Dézoomer"
            disabled={zoomIndex <= 0}
            onClick={() => setZoom(ZOOMS[zoomIndex - 1]!)}
          >
            <Minus aria-hidden />
          </IconButton>
          <span className="w-12 text-center text-sm tabular-nums" aria-live="polite">
            {Math.round(zoom * 100)} %
          </span>
          <IconButton
            label="Zoomer"
            disabled={zoomIndex >= ZOOMS.length - 1}
            onClick={() => setZoom(ZOOMS[zoomIndex + 1]!)}
          >
            <Plus aria-hidden />
          </IconButton>
        </div>
        <div className="flex items-center gap-1">
          <IconButton
            label="Annuler le dernier trait"
            disabled={!history || !canUndo(history)}
            onClick={() => setHistory((current) => current && undo(current))}
          >
            <Undo2 aria-hidden />
          </IconButton>
          <IconButton
            label="Rétablir le trait"
            disabled={!history || !canRedo(history)}
            onClick={() => setHistory((current) => current && redo(current))}
          >
            <Redo2 aria-hidden />
          </IconButton>
        </div>
      </div>
      <label htmlFor={sizeId} className="flex items-center gap-3 text-sm text-gray-800">
        Taille du pinceau
        <input
          id={sizeId}
          type="range"
          min={4}
          max={60}
          value={size}
          onChange={(event) => setSize(Number(event.target.value))}
          className="h-11 flex-1 accent-brand-600"
        />
        <span className="w-12 text-right tabular-nums">{size} px</span>
      </label>
      {/* Focusable, so the keyboard can scroll a zoomed cutout too (axe 'scrollable-region-focusable'). */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Détourage à retoucher"
        className={cn(
          'max-h-[60vh] overflow-auto rounded-xl border border-gray-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
          CHECKERBOARD,
        )}
      >
        {failed ? (
          <p role="alert" className="p-6 text-sm text-red-700">
            Impossible de préparer la retouche de cette image.
          </p>
        ) : !pictures ? (
          <p className="p-6 text-sm text-gray-600">Préparation de la retouche...</p>
        ) : (
          <canvas
            ref={canvasRef}
            width={pictures.width}
            height={pictures.height}
            role="img"
            aria-label="Détourage en cours de retouche"
            style={{ width: `${zoom * 100}%`, touchAction: tool === 'move' ? 'auto' : 'none' }}
            className={cn('block max-w-none', tool === 'move' ? 'cursor-grab' : 'cursor-crosshair')}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endStroke}
            onPointerCancel={endStroke}
          />
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving || busy}>
          Abandonner la retouche
        </Button>
        <Button onClick={finish} disabled={!history || saving || busy}>
          {saving || busy ? 'Enregistrement...' : 'Terminer la retouche'}
        </Button>
      </div>
    </div>
  );
}
