import PDFDocument from 'pdfkit';
import { documentFonts } from './fonts';

/** Points per millimetre. */
export const MM = 72 / 25.4;
export const INK = '#111827';
export const MUTED = '#4b5563';

/** An A4 document in Inter, its metadata naming the consultant who hands it over (`author`). */
export function newDocument(options: { title: string; subject: string; author: string; margin: number }) {
  const fonts = documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    info: {
      Title: options.title,
      Author: options.author || 'Atelier Silhouette',
      Subject: options.subject,
    },
    lang: 'fr-FR',
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('semibold', fonts.semibold);
  doc.registerFont('bold', fonts.bold);
  // Inter's Latin files have no narrow no-break space (U+202F, which French typography puts before '!', '?' and
  // ';'): the no-break space stands in for it, so the sign still never starts a line and no glyph is missing.
  const text = doc.text.bind(doc);
  doc.text = ((value: unknown, ...rest: unknown[]) =>
    (text as (...args: unknown[]) => PDFKit.PDFDocument)(
      typeof value === 'string' ? value.replaceAll('\u202f', '\u00a0') : value,
      ...rest,
    )) as typeof doc.text;
  return doc;
}
