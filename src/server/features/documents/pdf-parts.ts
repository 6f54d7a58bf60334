import type { Swatch } from '~/domain/palettes';
import { INK, MM } from '../../platform/pdf/document';

/** Columns for n swatches: a grid as square as the space allows. */
const columnsFor = (n: number) => (n <= 8 ? 4 : n <= 15 ? 5 : n <= 24 ? 6 : 8);

/** Swatches in a grid, each named under its colour in `nameSize` points. */
export function swatchGrid(
  doc: PDFKit.PDFDocument,
  swatches: readonly Swatch[],
  x: number,
  y: number,
  width: number,
  height: number,
  nameSize: number,
  columns = Math.min(columnsFor(swatches.length), swatches.length),
) {
  if (swatches.length === 0) return;
  const rows = Math.ceil(swatches.length / columns);
  const gap = 1.2 * MM;
  const cellWidth = (width - (columns - 1) * gap) / columns;
  const cellHeight = (height - (rows - 1) * gap) / rows;
  // Two lines: 'Gris anthracite chaud' is named whole on a card too.
  const nameHeight = nameSize * 1.2 * 2 + 0.4 * MM;
  for (const [index, swatch] of swatches.entries()) {
    const cellX = x + (index % columns) * (cellWidth + gap);
    const cellY = y + Math.floor(index / columns) * (cellHeight + gap);
    const colourHeight = Math.max(cellHeight - nameHeight, 2 * MM);
    doc
      .save()
      .roundedRect(cellX, cellY, cellWidth, colourHeight, 1 * MM)
      .fillAndStroke(swatch.hex, '#d1d5db')
      .restore();
    const size = fittingSize(doc, swatch.name, cellWidth, nameSize);
    doc
      .font('regular')
      .fontSize(size)
      .fillColor(INK)
      .text(swatch.name, cellX, cellY + colourHeight + 0.4 * MM, {
        width: cellWidth,
        align: 'center',
        lineGap: -size * 0.1,
      });
  }
}

/**
 * The largest size up to `max` at which the name is whole in two lines of this width: no word cut, no ellipsis
 * ('Gris anthracite chaud' on a card a few millimetres wide).
 */
export function fittingSize(doc: PDFKit.PDFDocument, name: string, width: number, max: number) {
  const longestWord = (size: number) =>
    Math.max(...name.split(/\s+/).map((word) => doc.font('regular').fontSize(size).widthOfString(word)));
  let size = max;
  while (
    size > 2.5 &&
    (longestWord(size) > width ||
      doc
        .font('regular')
        .fontSize(size)
        .heightOfString(name, { width, lineGap: -size * 0.1 }) >
        size * 1.2 * 2)
  ) {
    size -= 0.2;
  }
  return size;
}
