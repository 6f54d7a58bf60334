import { ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { DOCUMENT_MESSAGES } from '~/domain/documents-texts';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { request } from '~/web/lib/api';
import { errorMessage } from '~/web/lib/error-message';

/** Left enabled at either end (aria-disabled), so the focus stays on the button she pressed. */
const PAGE_BUTTON = 'min-h-11 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 sm:min-h-10';
/** Their words where the preview is wide enough (not beside the composer at 1280 px, nor on a phone). */
const PAGE_BUTTON_TEXT = 'hidden @md:inline';

type Loaded =
  { key: string; status: 'ready'; pdf: PDFDocumentProxy } | { key: string; status: 'error'; message: string };

/**
 * pdf.js, loaded with the first preview only: the library (about 110 KB of brotli) never enters another page's
 * scripts. Its worker is a file of the build, served like any asset; only its address is in this module.
 */
async function loadPdfJs() {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
  return pdfjs;
}

/**
 * 'Aperçu': the saved carnet's PDF drawn in the page, one page at a time, as wide as its frame (sharp on a dense
 * screen). `version` changes with each save, which loads the PDF again.
 */
export function CarnetPreview({ url, version }: { url: string; version: string }) {
  const [attempt, setAttempt] = useState(0);
  const key = `${url}|${version}|${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [page, setPage] = useState(1);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const width = useWidth(frame);
  const [pageFailed, setPageFailed] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let destroy: (() => Promise<void>) | undefined;
    void (async () => {
      const [pdfjs, response] = await Promise.all([
        loadPdfJs(),
        request(url, { signal: controller.signal, cache: 'no-store' }),
      ]);
      const data = new Uint8Array(await response.arrayBuffer());
      if (controller.signal.aborted) return;
      const task = pdfjs.getDocument({ data, disableWorkerRendering: true });
      destroy = () => task.destroy();
      const pdf = await task.promise;
      if (!controller.signal.aborted) setLoaded({ key, status: 'ready', pdf });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setLoaded({ key, status: 'error', message: errorMessage(error, DOCUMENT_MESSAGES.previewFailed) });
    });
    return () => {
      controller.abort();
      void destroy?.();
    };
  }, [url, key]);

  const current = loaded?.key === key ? loaded : null;
  const pdf = current?.status === 'ready' ? current.pdf : null;
  const pageCount = pdf?.numPages ?? 0;
  const shown = Math.min(Math.max(page, 1), Math.max(pageCount, 1));

  // One render on the canvas at a time: the next waits for the one it cancels to stop.
  const rendering = useRef<Promise<unknown>>(Promise.resolve());
  const [drawn, setDrawn] = useState<string | null>(null);
  const drawing = `${key}|${shown}|${width}`;
  useEffect(() => {
    if (!pdf || !width) return;
    let cancelled = false;
    let cancel: (() => void) | undefined;
    const previous = rendering.current;
    const done = (async () => {
      await previous.catch(() => {});
      if (cancelled) return;
      const pdfPage = await pdf.getPage(shown);
      const target = canvas.current;
      if (cancelled || !target) return;
      const viewport = pdfPage.getViewport({ scale: width / pdfPage.getViewport({ scale: 1 }).width });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      const task = pdfPage.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      cancel = () => task.cancel();
      await task.promise;
      if (!cancelled) {
        setPageFailed(null);
        setDrawn(drawing);
      }
    })().catch((error: unknown) => {
      if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) return;
      setPageFailed(DOCUMENT_MESSAGES.previewFailed);
    });
    rendering.current = done;
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [pdf, shown, width, drawing]);

  const failure = current?.status === 'error' ? current.message : pageFailed;
  const loading = !failure && drawn !== drawing;
  const retry = () => {
    setPageFailed(null);
    setAttempt((count) => count + 1);
  };

  return (
    <div className="@container space-y-3">
      <div
        ref={frame}
        className="relative overflow-hidden rounded-xl border border-gray-200 bg-gray-100"
        style={pdf ? undefined : { aspectRatio: '210 / 297' }}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={pageCount ? DOCUMENT_MESSAGES.pageImage(shown, pageCount) : DOCUMENT_MESSAGES.preview}
          className={pdf && !failure ? 'block h-auto w-full bg-white' : 'hidden'}
        />
        {loading && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-white/70 text-sm text-gray-700">
            <Spinner label={DOCUMENT_MESSAGES.previewLoading} />
            <span aria-hidden>{DOCUMENT_MESSAGES.previewLoading}</span>
          </div>
        )}
        {failure && (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white p-6 text-center"
          >
            <p className="font-medium text-gray-900">{failure}</p>
            <Button variant="outline" onClick={retry}>
              <RotateCcw aria-hidden />
              {DOCUMENT_MESSAGES.retry}
            </Button>
          </div>
        )}
      </div>
      {pageCount > 0 && (
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            className={PAGE_BUTTON}
            aria-disabled={shown <= 1}
            aria-label={DOCUMENT_MESSAGES.previousPage}
            title={DOCUMENT_MESSAGES.previousPage}
            onClick={() => shown > 1 && setPage(shown - 1)}
          >
            <ChevronLeft aria-hidden />
            <span aria-hidden className={PAGE_BUTTON_TEXT}>
              {DOCUMENT_MESSAGES.previousPage}
            </span>
          </Button>
          <p aria-live="polite" className="whitespace-nowrap text-sm font-medium text-gray-700">
            {DOCUMENT_MESSAGES.pageOf(shown, pageCount)}
          </p>
          <Button
            variant="outline"
            className={PAGE_BUTTON}
            aria-disabled={shown >= pageCount}
            aria-label={DOCUMENT_MESSAGES.nextPage}
            title={DOCUMENT_MESSAGES.nextPage}
            onClick={() => shown < pageCount && setPage(shown + 1)}
          >
            <span aria-hidden className={PAGE_BUTTON_TEXT}>
              {DOCUMENT_MESSAGES.nextPage}
            </span>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      )}
    </div>
  );
}

/** The element's inner width in CSS pixels (its border left out), kept up to date as the layout changes. */
function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => setWidth(target.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
