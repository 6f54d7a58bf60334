import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type ParsedPdf = {
  pages: { width: number; height: number; text: string; links: string[] }[];
  /** The document's fonts, as embedded font programs (a subset each), by their PostScript names. */
  embeddedFonts: string[];
  title: string | null;
};

/** A PDF as a reader sees it, through pdf.js: each page's size in points, its text and link targets. */
export async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
  }).promise;
  const pages: ParsedPdf['pages'] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const annotations = (await page.getAnnotations()) as { subtype: string; url?: string }[];
    pages.push({
      width: width!,
      height: height!,
      text,
      links: annotations.filter((a) => a.subtype === 'Link' && a.url).map((a) => a.url!),
    });
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  const raw = Buffer.from(bytes).toString('latin1');
  const embeddedFonts = [...raw.matchAll(/\/FontName \/([A-Z]{6}\+[\w-]+)/g)].map((match) => match[1]!);
  await pdf.cleanup();
  return { pages, embeddedFonts: [...new Set(embeddedFonts)], title: info.Title ?? null };
}

/** One page drawn as a reader shows it (pdf.js on @napi-rs/canvas): its pixels, RGBA. */
export async function renderPdfPage(bytes: Uint8Array, pageNumber: number, scale = 1) {
  const { createCanvas } = await import('@napi-rs/canvas');
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  await pdf.cleanup();
  return { data, width, height };
}

/** The colours of a rendered page, as '#rrggbb', sampled every `step` pixels. */
export function coloursOf(image: { data: Uint8ClampedArray; width: number; height: number }, step = 4) {
  const colours = new Set<string>();
  for (let y = 0; y < image.height; y += step) {
    for (let x = 0; x < image.width; x += step) {
      const at = (y * image.width + x) * 4;
      colours.add(
        `#${[image.data[at]!, image.data[at + 1]!, image.data[at + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`,
      );
    }
  }
  return colours;
}
