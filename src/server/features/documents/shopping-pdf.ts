import QRCode from 'qrcode';
import { frenchTypography } from '~/domain/french-typography';
import { CATEGORY_LABELS, type Category } from '~/domain/clothing';
import { formatPrice } from '~/domain/prices';
import { PROPOSAL_DECISION_LABELS, type ProposalDecision } from '~/domain/proposal-texts';
import type { Brand } from './brand';
import { THUMBNAIL_BYTES } from './limits';
import { INK, MM, MUTED } from '../../platform/pdf/document';
import type { PrintImages } from './print-images';
import type { PrintedGarment } from './repository';

export type ShoppingItem = {
  garment: PrintedGarment;
  decision: ProposalDecision | null;
  /** Her garments still in her wardrobe of the categories it is worn with. */
  wornWith: number;
};

export type ShoppingContent = { items: ShoppingItem[]; budgetCents: number | null };

const ROW_HEIGHT = 36 * MM;
const THUMB = 30 * MM;
const QR_SIZE = 24 * MM;

const euros = (cents: number) => formatPrice(cents / 100);

/** 'Budget 500,00 € · Ces pièces 389,90 € · Reste 110,10 €'. */
export function shoppingTotals(content: ShoppingContent): string {
  const total = content.items.reduce((sum, item) => sum + (item.garment.priceCents ?? 0), 0);
  const parts = [`Total des pièces\u00a0: ${euros(total)}`];
  if (content.budgetCents !== null) {
    parts.unshift(`Budget\u00a0: ${euros(content.budgetCents)}`);
    const left = content.budgetCents - total;
    parts.push(left >= 0 ? `Reste\u00a0: ${euros(left)}` : `Dépassement\u00a0: ${euros(-left)}`);
  }
  return parts.join(' · ');
}

/** A QR code as vector squares: sharp at any print size, a few hundred bytes. */
function drawQrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column))
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/**
 * The open proposals, one row each: the picture, what it is, where and for how much, the size and fit, what it is
 * worn with, a clickable link and its QR code for the phone in the shop. The totals come first.
 */
export async function drawShoppingItems(
  doc: PDFKit.PDFDocument,
  content: ShoppingContent,
  brand: Brand,
  images: PrintImages,
  page: { top: number; bottom: number; newPage: () => void },
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - 2 * left;
  doc.font('semibold').fontSize(11).fillColor(INK).text(shoppingTotals(content), left, page.top, { width });
  let y = doc.y + 5 * MM;
  if (content.items.length === 0) {
    doc.font('regular').fontSize(10.5).fillColor(MUTED).text('Aucune proposition en cours.', left, y);
    return;
  }
  // Each row's picture is asked for before the row above is drawn, so reading and scaling overlap the drawing.
  const pictures = content.items.map((item) =>
    images.jpeg(item.garment.enhancedImageKey ?? item.garment.imageKey, {
      width: THUMB,
      height: THUMB,
      maxBytes: THUMBNAIL_BYTES,
    }),
  );
  for (const [index, item] of content.items.entries()) {
    if (y + ROW_HEIGHT > page.bottom) {
      page.newPage();
      y = doc.y;
    }
    const { garment } = item;
    const picture = await pictures[index];
    doc
      .save()
      .roundedRect(left, y, THUMB, THUMB, 2 * MM)
      .lineWidth(0.5)
      .stroke('#e5e7eb')
      .restore();
    if (picture)
      doc.image(picture, left + 1 * MM, y + 1 * MM, {
        fit: [THUMB - 2 * MM, THUMB - 2 * MM],
        align: 'center',
        valign: 'center',
      });
    const textX = left + THUMB + 5 * MM;
    const textWidth = width - THUMB - 5 * MM - (garment.productUrl ? QR_SIZE + 4 * MM : 0);
    const category = CATEGORY_LABELS[garment.category as Category] ?? '';
    doc
      .font('semibold')
      .fontSize(11)
      .fillColor(INK)
      .text(garment.name || category, textX, y, { width: textWidth, lineBreak: false, ellipsis: true });
    const details = [
      garment.brand,
      garment.name ? category : null,
      garment.size ? `Taille ${garment.size}` : null,
    ].filter(Boolean);
    if (details.length > 0)
      doc.font('regular').fontSize(9.5).fillColor(MUTED).text(details.join(' · '), { width: textWidth });
    const price = garment.priceCents !== null ? euros(garment.priceCents) : null;
    const where = [garment.shop, price].filter(Boolean).join(' · ');
    if (where) doc.font('semibold').fontSize(10).fillColor(brand.accent).text(where, { width: textWidth });
    if (garment.fitNote)
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(INK)
        .text(frenchTypography(garment.fitNote), { width: textWidth, height: 9 * MM, ellipsis: true });
    const status = [
      item.decision ? PROPOSAL_DECISION_LABELS[item.decision] : null,
      item.wornWith > 0
        ? `Se porte avec ${item.wornWith} pièce${item.wornWith > 1 ? 's' : ''} de votre garde-robe`
        : null,
    ].filter(Boolean);
    if (status.length > 0)
      doc.font('regular').fontSize(8.5).fillColor(MUTED).text(status.join(' · '), { width: textWidth });
    if (garment.productUrl) {
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(brand.accent)
        .text(`Voir sur ${hostOf(garment.productUrl)}`, {
          width: textWidth,
          link: garment.productUrl,
          underline: true,
        });
      drawQrCode(doc, garment.productUrl, left + width - QR_SIZE, y, QR_SIZE);
    }
    y += ROW_HEIGHT;
    doc
      .save()
      .moveTo(left, y - 3 * MM)
      .lineTo(left + width, y - 3 * MM)
      .lineWidth(0.4)
      .strokeColor('#e5e7eb')
      .stroke()
      .restore();
  }
}
