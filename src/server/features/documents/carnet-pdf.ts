import { CATEGORY_LABELS, SEASON_LABELS, type Category, type Season } from '~/domain/clothing';
import type { CarnetSection } from '~/domain/documents-texts';
import type { CoverAnswers } from '~/domain/questionnaire-answers';
import type { Swatch } from '~/domain/palettes';
import {
  figureParts,
  SILHOUETTE_COLORS,
  SILHOUETTE_VIEWBOX,
  silhouetteLayout,
  type SilhouetteMeasurements,
} from '~/domain/silhouette';
import { SORT_DECISION_LABELS, SORT_DECISIONS, type SortReport } from '~/domain/wardrobe-sort';
import type { Brand } from './brand';
import { LOOK_PICTURE_BYTES, THUMBNAIL_BYTES } from './limits';
import { INK, MM, MUTED, newDocument } from '../../platform/pdf/document';
import { swatchGrid } from './pdf-parts';
import type { PrintImages } from './print-images';
import type { PrintedGarment } from './repository';
import { drawShoppingItems, type ShoppingContent } from './shopping-pdf';

export type CarnetLook = {
  name: string;
  comments: string | null;
  imageKey: string;
  garments: PrintedGarment[];
};

export type CarnetContent = {
  clientName: string;
  brand: Brand;
  date: Date;
  intro: string;
  /** Her objectives and style words from her style questionnaire, in her words, for the cover; none unanswered. */
  herWords: CoverAnswers[];
  /** The sections to print, in order: each has its content below. */
  sections: CarnetSection[];
  morphology: {
    label: string;
    explanation: string;
    note: string | null;
    advice: { category: Category; text: string }[];
    measurements: SilhouetteMeasurements;
  } | null;
  palette: {
    label: string;
    description: string | null;
    swatches: Swatch[];
    avoid: Swatch[];
    /** What the colour analysis hands over besides the palette; null when she wrote none of it. */
    handover: ColourHandover | null;
  } | null;
  looks: CarnetLook[];
  shopping: ShoppingContent | null;
  sort: { finishedAt: Date; report: SortReport } | null;
};

/** Signature colours, metals, contrast, make-up and hair colour advice, as the client reads them. */
export type ColourHandover = {
  signature: Swatch[];
  facts: { label: string; text: string }[];
};

export const PAGE_MARGIN = 18 * MM;

const FOOTER_HEIGHT = 8 * MM;

/** '27 novembre 2026', in Paris. */
export const frenchDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);

/**
 * Every page but the cover carries the document's name and its number at the foot; the count follows the pages
 * pdfkit adds, flowing text's included.
 */
export function numberPages(doc: PDFKit.PDFDocument, footer: string, { skipFirst }: { skipFirst: boolean }) {
  let pages = 1;
  // pdfkit's text state: a paragraph flowing onto a new page goes on in its own font, size and colour after the footer.
  const textState = doc as unknown as Record<'_font' | '_fontSize' | '_fillColor', unknown>;
  const drawFooter = () => {
    const kept = { _font: textState._font, _fontSize: textState._fontSize, _fillColor: textState._fillColor };
    const { margins } = doc.page;
    const bottom = margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE_MARGIN / 2 - 3 * MM;
    const width = doc.page.width - 2 * PAGE_MARGIN;
    const [x0, y0] = [doc.x, doc.y];
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(footer, PAGE_MARGIN, y, { width: width - 20 * MM, lineBreak: false, ellipsis: true })
      .text(String(pages), PAGE_MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
    doc.x = x0;
    doc.y = y0;
    Object.assign(textState, kept);
  };
  if (!skipFirst) drawFooter();
  doc.on('pageAdded', () => {
    pages += 1;
    drawFooter();
  });
  return { count: () => pages };
}

function heading(doc: PDFKit.PDFDocument, brand: Brand, title: string, subtitle?: string) {
  doc.font('bold').fontSize(22).fillColor(brand.accent).text(title, PAGE_MARGIN, PAGE_MARGIN);
  if (subtitle) doc.font('regular').fontSize(11).fillColor(MUTED).text(subtitle);
  const y = doc.y + 2 * MM;
  doc
    .save()
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + 30 * MM, y)
    .lineWidth(1.5)
    .strokeColor(brand.accent)
    .stroke()
    .restore();
  doc.y = y + 6 * MM;
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * PAGE_MARGIN;
const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - PAGE_MARGIN - FOOTER_HEIGHT;

/** Documents whose first page (made with the document) is still blank. */
const blankFirstPage = new WeakSet<PDFKit.PDFDocument>();

/** A new page for a section: the document's first one while it is still blank. */
export function newPage(doc: PDFKit.PDFDocument) {
  if (blankFirstPage.has(doc)) blankFirstPage.delete(doc);
  else doc.addPage();
  doc.x = PAGE_MARGIN;
  doc.y = PAGE_MARGIN;
}

function drawCover(doc: PDFKit.PDFDocument, content: CarnetContent) {
  const { brand } = content;
  newPage(doc);
  const band = 70 * MM;
  doc.save().rect(0, 0, doc.page.width, band).fill(brand.accent).restore();
  if (brand.logo) {
    doc
      .save()
      .roundedRect(PAGE_MARGIN - 2 * MM, PAGE_MARGIN - 2 * MM, 48 * MM, 22 * MM, 2 * MM)
      .fill('#ffffff')
      .restore();
    doc.image(brand.logo, PAGE_MARGIN, PAGE_MARGIN, { fit: [44 * MM, 18 * MM] });
  }
  doc
    .font('bold')
    .fontSize(34)
    .fillColor('#ffffff')
    .text('Carnet de style', PAGE_MARGIN, band - 24 * MM, { width: contentWidth(doc) });
  doc
    .font('semibold')
    .fontSize(20)
    .fillColor(INK)
    .text(content.clientName, PAGE_MARGIN, band + 14 * MM);
  doc.font('regular').fontSize(11).fillColor(MUTED).text(frenchDate(content.date));
  if (content.intro) {
    doc.moveDown(1.5);
    doc
      .font('regular')
      .fontSize(11.5)
      .fillColor(INK)
      .text(content.intro, { width: contentWidth(doc), lineGap: 3, paragraphGap: 6 });
  }
  const contacts = [...brand.contacts, ...(brand.website ? [brand.website] : [])];
  const contactsTop = doc.page.height - PAGE_MARGIN - (contacts.length + 1) * 5 * MM;
  const withContacts = (Boolean(brand.name) || contacts.length > 0) && doc.y < contactsTop;
  if (withContacts) {
    const [x, y] = [doc.x, doc.y];
    doc.font('semibold').fontSize(11).fillColor(brand.accent).text(brand.name, PAGE_MARGIN, contactsTop);
    for (const line of contacts) {
      const isWebsite = line === brand.website;
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(MUTED)
        .text(line, { ...(isWebsite ? { link: line, underline: false } : {}) });
    }
    doc.x = x;
    doc.y = y;
  }
  // Her words stop above the contacts; what does not fit goes on to the next page (numbered) rather than be lost.
  if (withContacts) doc.page.margins.bottom = doc.page.height - contactsTop + 6 * MM;
  drawHerWords(doc, content);
}

/**
 * 'Vos objectifs' and 'Votre style en quelques mots' under the intro, in her words: the choices she ticked as a
 * list, what she wrote as a paragraph.
 */
function drawHerWords(doc: PDFKit.PDFDocument, content: CarnetContent) {
  const width = contentWidth(doc);
  const indent = 4 * MM;
  const title = () => doc.font('semibold').fontSize(12.5).fillColor(content.brand.accent);
  const body = () => doc.font('regular').fontSize(11).fillColor(INK);
  /** Starts a new page unless `lines` lines of this style still fit on this one (a new page's footer restyles). */
  const room = (style: () => PDFKit.PDFDocument, lines: number) => {
    if (doc.y + lines * style().currentLineHeight(true) > doc.page.maxY()) {
      doc.addPage();
      doc.y = PAGE_MARGIN;
    }
    return style();
  };
  for (const part of content.herWords) {
    doc.moveDown(1.2);
    room(title, 3).text(part.title, PAGE_MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    for (const choice of part.choices) {
      const y = room(body, 1).y;
      doc.text('•', PAGE_MARGIN, y, { lineBreak: false });
      doc.text(choice, PAGE_MARGIN + indent, y, { width: width - indent, lineGap: 2 });
    }
    if (part.text) {
      if (part.choices.length > 0) doc.moveDown(0.4);
      room(body, 1).text(part.text, PAGE_MARGIN, doc.y, { width, lineGap: 3, paragraphGap: 4 });
    }
  }
  doc.x = PAGE_MARGIN;
}

/** Her silhouette as vectors, from the same paths the app draws. */
function drawSilhouette(
  doc: PDFKit.PDFDocument,
  measurements: SilhouetteMeasurements,
  x: number,
  y: number,
  size: number,
) {
  const { body, arms, head } = figureParts(silhouetteLayout(measurements));
  const scale = size / SILHOUETTE_VIEWBOX;
  doc.save().translate(x, y).scale(scale).lineWidth(1.5).lineJoin('round');
  for (const d of [body, ...arms, head])
    doc.path(d).fillAndStroke(SILHOUETTE_COLORS.skin, SILHOUETTE_COLORS.line);
  doc.restore();
}

function drawMorphology(doc: PDFKit.PDFDocument, content: CarnetContent) {
  const morphology = content.morphology!;
  newPage(doc);
  heading(doc, content.brand, 'Morphologie', morphology.label);
  const top = doc.y;
  const figure = 62 * MM;
  drawSilhouette(doc, morphology.measurements, PAGE_MARGIN, top, figure);
  const textX = PAGE_MARGIN + figure + 6 * MM;
  const textWidth = contentWidth(doc) - figure - 6 * MM;
  doc
    .font('regular')
    .fontSize(10.5)
    .fillColor(INK)
    .text(morphology.explanation, textX, top, { width: textWidth, lineGap: 2 });
  if (morphology.note) {
    doc
      .moveDown(0.8)
      .font('semibold')
      .fontSize(10)
      .fillColor(content.brand.accent)
      .text('Le mot de votre conseiller', { width: textWidth });
    doc.font('regular').fontSize(10.5).fillColor(INK).text(morphology.note, { width: textWidth, lineGap: 2 });
  }
  doc.y = Math.max(doc.y, top + figure) + 6 * MM;
  if (morphology.advice.length === 0) return;
  doc.font('semibold').fontSize(13).fillColor(INK).text('Mes conseils, pièce par pièce', PAGE_MARGIN, doc.y);
  doc.moveDown(0.4);
  for (const advice of morphology.advice) {
    doc
      .font('semibold')
      .fontSize(10.5)
      .fillColor(content.brand.accent)
      .text(CATEGORY_LABELS[advice.category], PAGE_MARGIN, doc.y, { width: contentWidth(doc) });
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text(advice.text, { width: contentWidth(doc), lineGap: 1.5 });
    doc.moveDown(0.5);
  }
}

function drawPalette(doc: PDFKit.PDFDocument, content: CarnetContent) {
  const palette = content.palette!;
  newPage(doc);
  heading(doc, content.brand, 'Palette', palette.label);
  if (palette.description) {
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(INK)
      .text(palette.description, PAGE_MARGIN, doc.y, { width: contentWidth(doc), lineGap: 2 });
    doc.moveDown(1);
  }
  const width = contentWidth(doc);
  const columns = 6;
  const rows = Math.ceil(palette.swatches.length / columns);
  const avoidRows = Math.ceil(palette.avoid.length / columns);
  const room = bottomOf(doc) - doc.y - (avoidRows > 0 ? 14 * MM + avoidRows * 22 * MM : 0);
  const height = Math.min(rows * 26 * MM, room);
  doc.font('semibold').fontSize(12).fillColor(INK).text('Vos couleurs', PAGE_MARGIN, doc.y);
  const gridTop = doc.y + 2 * MM;
  swatchGrid(
    doc,
    palette.swatches,
    PAGE_MARGIN,
    gridTop,
    width,
    height,
    8,
    Math.min(columns, palette.swatches.length),
  );
  if (palette.avoid.length === 0) return;
  const avoidTop = gridTop + height + 8 * MM;
  doc.font('semibold').fontSize(12).fillColor(INK).text('Couleurs à éviter', PAGE_MARGIN, avoidTop);
  swatchGrid(
    doc,
    palette.avoid,
    PAGE_MARGIN,
    doc.y + 2 * MM,
    width,
    Math.min(avoidRows * 20 * MM, bottomOf(doc) - doc.y - 2 * MM),
    8,
    columns,
  );
}

function drawColourHandover(doc: PDFKit.PDFDocument, content: CarnetContent, handover: ColourHandover) {
  newPage(doc);
  heading(doc, content.brand, 'Analyse couleur');
  const width = contentWidth(doc);
  if (handover.signature.length > 0) {
    doc.font('semibold').fontSize(12).fillColor(INK).text('Vos couleurs signature', PAGE_MARGIN, doc.y);
    const top = doc.y + 2 * MM;
    const columns = Math.min(4, handover.signature.length);
    const rows = Math.ceil(handover.signature.length / columns);
    swatchGrid(doc, handover.signature, PAGE_MARGIN, top, width, rows * 30 * MM, 8, columns);
    doc.y = top + rows * 30 * MM + 6 * MM;
  }
  for (const fact of handover.facts) {
    doc.font('semibold').fontSize(12).fillColor(INK).text(fact.label, PAGE_MARGIN, doc.y);
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(INK)
      .text(fact.text, PAGE_MARGIN, doc.y + 1 * MM, { width, lineGap: 2 });
    doc.moveDown(0.8);
  }
}

const garmentTitle = (garment: PrintedGarment) =>
  garment.name || CATEGORY_LABELS[garment.category as Category] || 'Vêtement';

/** A garment's picture: its cutout when there is one. */
export const pictureOf = (garment: PrintedGarment) => garment.enhancedImageKey ?? garment.imageKey;

async function drawLook(
  doc: PDFKit.PDFDocument,
  content: CarnetContent,
  look: CarnetLook,
  images: PrintImages,
  index: number,
) {
  newPage(doc);
  heading(doc, content.brand, look.name, `Tenue ${index + 1} sur ${content.looks.length}`);
  const width = contentWidth(doc);
  const thumb = 26 * MM;
  const garmentRows = Math.ceil(look.garments.length / 6);
  const commentsHeight = look.comments
    ? doc.font('regular').fontSize(10.5).heightOfString(look.comments, { width, lineGap: 2 }) + 6 * MM
    : 0;
  const pictureBox = {
    width,
    height: Math.max(
      60 * MM,
      bottomOf(doc) - doc.y - commentsHeight - garmentRows * (thumb + 12 * MM) - 10 * MM,
    ),
    maxBytes: LOOK_PICTURE_BYTES,
  };
  const picture = await images.jpeg(look.imageKey, pictureBox);
  const top = doc.y;
  if (picture)
    doc.image(picture, PAGE_MARGIN, top, {
      fit: [pictureBox.width, pictureBox.height],
      align: 'center',
      valign: 'center',
    });
  images.release(look.imageKey, pictureBox);
  doc.y = top + pictureBox.height + 4 * MM;
  if (look.comments) {
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(INK)
      .text(look.comments, PAGE_MARGIN, doc.y, { width, lineGap: 2 });
    doc.moveDown(0.8);
  }
  if (look.garments.length === 0) return;
  doc.font('semibold').fontSize(11).fillColor(INK).text('Les pièces', PAGE_MARGIN, doc.y);
  const gridTop = doc.y + 2 * MM;
  const boxes = await Promise.all(
    look.garments.map((garment) =>
      images.jpeg(pictureOf(garment), { width: thumb, height: thumb, maxBytes: THUMBNAIL_BYTES }),
    ),
  );
  const cell = width / 6;
  for (const [i, garment] of look.garments.entries()) {
    const x = PAGE_MARGIN + (i % 6) * cell;
    const y = gridTop + Math.floor(i / 6) * (thumb + 12 * MM);
    doc
      .save()
      .roundedRect(x, y, thumb, thumb, 2 * MM)
      .lineWidth(0.5)
      .stroke('#e5e7eb')
      .restore();
    const image = boxes[i];
    if (image)
      doc.image(image, x + 1 * MM, y + 1 * MM, {
        fit: [thumb - 2 * MM, thumb - 2 * MM],
        align: 'center',
        valign: 'center',
      });
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(INK)
      .text(garmentTitle(garment), x, y + thumb + 1 * MM, {
        width: cell - 2 * MM,
        height: 6 * MM,
        ellipsis: true,
      });
    if (garment.archivedAt)
      doc
        .fontSize(6.5)
        .fillColor(MUTED)
        .text('Sorti de la garde-robe', x, doc.y, { width: cell - 2 * MM, lineBreak: false });
  }
}

const seasonsText = (seasons: readonly Season[]) =>
  seasons.length >= 4 ? 'Toutes saisons' : seasons.map((season) => SEASON_LABELS[season]).join(', ');

function drawSort(doc: PDFKit.PDFDocument, content: CarnetContent) {
  const { report, finishedAt } = content.sort!;
  newPage(doc);
  heading(
    doc,
    content.brand,
    'Tri de garde-robe',
    `Terminé le ${frenchDate(finishedAt)} · ${report.total} vêtements`,
  );
  const width = contentWidth(doc);
  const decisions = SORT_DECISIONS.filter((decision) => report.counts[decision] > 0);
  const cell = width / Math.max(decisions.length, 1);
  const top = doc.y;
  for (const [i, decision] of decisions.entries()) {
    doc
      .font('bold')
      .fontSize(20)
      .fillColor(content.brand.accent)
      .text(String(report.counts[decision]), PAGE_MARGIN + i * cell, top, { width: cell - 2 * MM });
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(SORT_DECISION_LABELS[decision], { width: cell - 2 * MM });
  }
  doc.y = top + 18 * MM;
  doc.x = PAGE_MARGIN;
  const list = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    doc.font('semibold').fontSize(12).fillColor(INK).text(title, PAGE_MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    for (const line of lines)
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(INK)
        .text(`•\u00a0${line}`, { width, indent: 0, lineGap: 1.5 });
    doc.moveDown(0.8);
  };
  list(
    'À retoucher',
    report.alterations.map((item) => (item.note ? `${item.title}\u00a0: ${item.note}` : item.title)),
  );
  list(
    'Donner ou vendre',
    report.leaving.map((item) => `${item.title} (${SORT_DECISION_LABELS[item.decision].toLowerCase()})`),
  );
  list(
    'Ce qui manque',
    report.missing.map(
      (gap) =>
        `${gap.note ?? CATEGORY_LABELS[gap.category]} · ${CATEGORY_LABELS[gap.category]}, ${seasonsText(gap.seasons)}`,
    ),
  );
}

const piecesProposed = (n: number) => (n > 1 ? `${n} pièces proposées` : `${n} pièce proposée`);

async function drawShopping(doc: PDFKit.PDFDocument, content: CarnetContent, images: PrintImages) {
  newPage(doc);
  heading(doc, content.brand, 'Liste d’achats', piecesProposed(content.shopping!.items.length));
  await drawShoppingItems(doc, content.shopping!, content.brand, images, {
    top: doc.y,
    bottom: bottomOf(doc),
    newPage: () => newPage(doc),
  });
}

/**
 * The carnet de style: the cover, then each section she chose in her order, one look per page. Drawn into a pdfkit
 * stream as its pictures come (each look's picture is read, scaled and dropped before the next), so memory holds
 * a page's pictures, not the document. Resolves with the number of pages once the last is drawn.
 */
export async function drawCarnet(doc: PDFKit.PDFDocument, content: CarnetContent, images: PrintImages) {
  const pages = numberPages(
    doc,
    `Carnet de style · ${content.clientName}${content.brand.name ? ` · ${content.brand.name}` : ''}`,
    {
      skipFirst: content.sections[0] === 'cover',
    },
  );
  for (const section of content.sections) {
    switch (section) {
      case 'cover':
        drawCover(doc, content);
        break;
      case 'morphology':
        drawMorphology(doc, content);
        break;
      case 'palette':
        drawPalette(doc, content);
        if (content.palette?.handover) drawColourHandover(doc, content, content.palette.handover);
        break;
      case 'looks':
        for (const [index, look] of content.looks.entries())
          await drawLook(doc, content, look, images, index);
        break;
      case 'shopping':
        await drawShopping(doc, content, images);
        break;
      case 'sort':
        drawSort(doc, content);
        break;
    }
  }
  return pages.count();
}

/** An A4 document whose sections each start a page (the first one on the page the document opens with). */
export function sectionedDocument(options: { title: string; subject: string; brand: Brand }) {
  const doc = newDocument({
    title: options.title,
    subject: options.subject,
    author: options.brand.name,
    margin: PAGE_MARGIN,
  });
  blankFirstPage.add(doc);
  return doc;
}
