import type { Swatch } from '~/domain/palettes';
import type { Brand } from './brand';
import { INK, MM, MUTED, newDocument } from '../../platform/pdf/document';
import { swatchGrid } from './pdf-parts';

/** ISO/IEC 7810 ID-1, a bank card. */
const CARD = { width: 85.6 * MM, height: 53.98 * MM };
const PAGE_MARGIN = 15 * MM;
const CARD_PADDING = 3.5 * MM;
const CUT_MARK = { length: 4 * MM, gap: 1 * MM };

export type PocketPaletteContent = {
  clientName: string;
  paletteLabel: string;
  swatches: Swatch[];
  avoid: Swatch[];
  brand: Brand;
};

/**
 * The pocket palette: one A4 page with her card at its real size, front (her swatches, named) and back (what to
 * avoid, her consultant's name and contacts) side by side, folded along the dashed line and cut along the marks;
 * below, the same swatches large enough to compare with a garment in a shop. A stream: the caller pipes it out.
 */
export function pocketPalettePdf(content: PocketPaletteContent): PDFKit.PDFDocument {
  const doc = newDocument({
    title: `Palette de poche – ${content.clientName}`,
    author: content.brand.name,
    subject: content.paletteLabel,
    margin: PAGE_MARGIN,
  });

  const { brand } = content;
  let y = PAGE_MARGIN;
  if (brand.logo) {
    doc.image(brand.logo, PAGE_MARGIN, y, { fit: [40 * MM, 14 * MM] });
    y += 16 * MM;
  }
  doc.font('bold').fontSize(20).fillColor(brand.accent).text('Palette de poche', PAGE_MARGIN, y);
  doc.font('regular').fontSize(11).fillColor(MUTED).text(`${content.clientName} · ${content.paletteLabel}`);
  doc
    .moveDown(0.4)
    .fontSize(9)
    .text(
      'Imprimez à taille réelle (100 %), découpez le long des traits, pliez sur les pointillés : la carte se glisse dans un portefeuille.',
      { width: doc.page.width - 2 * PAGE_MARGIN },
    );

  const stripTop = doc.y + 10 * MM;
  const stripLeft = (doc.page.width - 2 * CARD.width) / 2;
  drawFront(doc, content, stripLeft, stripTop);
  drawBack(doc, content, stripLeft + CARD.width, stripTop);
  drawCutMarks(doc, stripLeft, stripTop, 2 * CARD.width, CARD.height);
  doc
    .save()
    .moveTo(stripLeft + CARD.width, stripTop)
    .lineTo(stripLeft + CARD.width, stripTop + CARD.height)
    .dash(2, { space: 2 })
    .lineWidth(0.5)
    .strokeColor('#9ca3af')
    .stroke()
    .restore();

  drawReference(doc, content, stripTop + CARD.height + 16 * MM);
  return doc;
}

function drawFront(doc: PDFKit.PDFDocument, content: PocketPaletteContent, x: number, y: number) {
  doc.save().rect(x, y, CARD.width, CARD.height).lineWidth(0.3).strokeColor('#e5e7eb').stroke().restore();
  doc
    .font('bold')
    .fontSize(7)
    .fillColor(content.brand.accent)
    .text(content.paletteLabel, x + CARD_PADDING, y + CARD_PADDING, {
      width: CARD.width - 2 * CARD_PADDING,
      lineBreak: false,
      ellipsis: true,
    });
  const top = y + CARD_PADDING + 4 * MM;
  const width = CARD.width - 2 * CARD_PADDING;
  const height = y + CARD.height - CARD_PADDING - top;
  swatchGrid(doc, content.swatches, x + CARD_PADDING, top, width, height, 4.2);
}

function drawBack(doc: PDFKit.PDFDocument, content: PocketPaletteContent, x: number, y: number) {
  const { brand } = content;
  const inner = CARD.width - 2 * CARD_PADDING;
  doc
    .save()
    .rect(x, y, CARD.width, 2 * MM)
    .fill(brand.accent)
    .restore();
  let cursor = y + 2 * MM + CARD_PADDING;
  doc
    .font('semibold')
    .fontSize(6.5)
    .fillColor(INK)
    .text(content.clientName, x + CARD_PADDING, cursor, {
      width: inner,
      lineBreak: false,
      ellipsis: true,
    });
  cursor += 4 * MM;
  if (content.avoid.length > 0) {
    doc
      .font('regular')
      .fontSize(5.5)
      .fillColor(MUTED)
      .text('À éviter', x + CARD_PADDING, cursor);
    cursor += 3 * MM;
    swatchGrid(doc, content.avoid.slice(0, 6), x + CARD_PADDING, cursor, inner, 9 * MM, 3.6, 6);
    cursor += 11 * MM;
  }
  if (brand.name) {
    const bottom = y + CARD.height - CARD_PADDING;
    const lines = [brand.name, ...brand.contacts, ...(brand.website ? [brand.website] : [])];
    let lineY = bottom - lines.length * 2.8 * MM;
    for (const [index, line] of lines.entries()) {
      const isWebsite = brand.website !== null && index === lines.length - 1;
      doc
        .font(index === 0 ? 'semibold' : 'regular')
        .fontSize(index === 0 ? 6.5 : 5.5)
        .fillColor(index === 0 ? brand.accent : MUTED)
        .text(line, x + CARD_PADDING, lineY, {
          width: inner,
          lineBreak: false,
          ellipsis: true,
          ...(isWebsite ? { link: line, underline: false } : {}),
        });
      lineY += 2.8 * MM;
    }
  }
}

/** Crop marks outside the strip's four corners, where the scissors go. */
function drawCutMarks(doc: PDFKit.PDFDocument, x: number, y: number, width: number, height: number) {
  const { length, gap } = CUT_MARK;
  doc.save().lineWidth(0.4).strokeColor(INK);
  for (const [cornerX, cornerY, dx, dy] of [
    [x, y, -1, -1],
    [x + width, y, 1, -1],
    [x, y + height, -1, 1],
    [x + width, y + height, 1, 1],
  ] as const) {
    doc
      .moveTo(cornerX + dx * gap, cornerY)
      .lineTo(cornerX + dx * (gap + length), cornerY)
      .stroke();
    doc
      .moveTo(cornerX, cornerY + dy * gap)
      .lineTo(cornerX, cornerY + dy * (gap + length))
      .stroke();
  }
  doc.restore();
}

/** Her colours again, large enough to hold against a garment. */
function drawReference(doc: PDFKit.PDFDocument, content: PocketPaletteContent, top: number) {
  const width = doc.page.width - 2 * PAGE_MARGIN;
  doc.font('semibold').fontSize(12).fillColor(INK).text('Vos couleurs', PAGE_MARGIN, top);
  const columns = 6;
  const rows = Math.ceil(content.swatches.length / columns);
  const available = doc.page.height - PAGE_MARGIN - (top + 8 * MM);
  const height = Math.min(rows * 24 * MM, available);
  swatchGrid(doc, content.swatches, PAGE_MARGIN, top + 8 * MM, width, height, 8);
}

/** A phone wallpaper of her swatches: a grid of rounded colours on a soft background, no text to misread. */
export function wallpaperSvg(swatches: readonly Swatch[], size = { width: 1170, height: 2532 }): string {
  const columns = swatches.length <= 9 ? 3 : 4;
  const rows = Math.ceil(swatches.length / columns);
  const margin = 90;
  const top = size.height * 0.3;
  const gap = 36;
  const cell = (size.width - 2 * margin - (columns - 1) * gap) / columns;
  const usable = size.height - top - margin;
  const side = Math.min(cell, (usable - (rows - 1) * gap) / rows);
  const squares = swatches
    .map((swatch, index) => {
      const x = margin + (index % columns) * (cell + gap) + (cell - side) / 2;
      const y = top + Math.floor(index / columns) * (side + gap);
      return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${side.toFixed(1)}" height="${side.toFixed(1)}" rx="${(side / 5).toFixed(1)}" fill="${swatch.hex}" stroke="#00000014" stroke-width="3"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><rect width="100%" height="100%" fill="#f5f5f4"/>${squares}</svg>`;
}
