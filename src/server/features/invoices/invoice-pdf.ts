import { DEFAULT_ACCENT_COLOR } from '~/domain/business-texts';
import {
  AMOUNT_DUE_LABEL,
  deductsDeposit,
  INVOICE_KIND_TITLES,
  PAYMENT_METHOD_LABELS,
  euros,
  frenchDate,
  invoiceMentions,
  lineTotalCents,
  vatRateLabel,
  type Invoice,
} from '~/domain/invoice-texts';
import { INK, MM, MUTED, newDocument } from '../../platform/pdf/document';

/** The carnet's margins. */
const PAGE_MARGIN = 18 * MM;
const FOOTER_HEIGHT = 8 * MM;
const RULE = '#d1d5db';
const NBSP = '\u00A0';

const BODY_SIZE = 9.5;
const SMALL_SIZE = 8.5;
const CELL_PADDING = 1.6 * MM;
const COLUMN_GAP = 3 * MM;
const QUANTITY_WIDTH = 12 * MM;
const AMOUNT_WIDTH = 30 * MM;

/** 'Facture n° 2026-0007', 'Avoir n° 2026-0008'. */
export const invoiceTitle = (invoice: Pick<Invoice, 'kind' | 'number'>) =>
  `${INVOICE_KIND_TITLES[invoice.kind]} n°${NBSP}${invoice.number}`;

/** 'Facture 2026-0007.pdf', 'Avoir 2026-0008.pdf': sent with its ASCII fallback by `http/attachment`. */
export const invoiceFileName = (invoice: Pick<Invoice, 'kind' | 'number'>) =>
  `${INVOICE_KIND_TITLES[invoice.kind]} ${invoice.number}.pdf`;

const label = (name: string, value: string) => `${name}${NBSP}: ${value}`;

/** 'FR76 3000 6000 0112 3456 7890 189'. */
const groupedIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ')
    .toUpperCase();

const addressLines = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const accentOf = (colour: string) => (/^#[0-9a-f]{6}$/i.test(colour) ? colour : DEFAULT_ACCENT_COLOR);

/**
 * An invoice, a deposit invoice or a credit note as French law asks it (art. 242 nonies A de l'annexe II du CGI,
 * art. L441-9 du Code de commerce; decision record 77): A4 in Inter, her accent colour on the title and rules,
 * her details and the buyer's, the dates, the lines (a table whose header is repeated on each page it flows onto),
 * the totals, the legal mentions of `invoiceMentions`, how to pay and, once paid, when and how. A credit note's
 * amounts are negative. The document is ended: stream it as it is (`Readable.toWeb(doc)`).
 */
export function drawInvoice(invoice: Invoice): { doc: PDFKit.PDFDocument; fileName: string } {
  const { seller, buyer } = invoice;
  const title = invoiceTitle(invoice);
  const accent = accentOf(seller.accentColor);
  const franchise = seller.status === 'franchise';
  const credit = invoice.kind === 'credit';
  /** Lines are kept positive on a credit note: printed negative, as its totals are. */
  const sign = credit ? -1 : 1;
  const sellerName = seller.businessName?.trim() || seller.legalName;

  const doc = newDocument({
    title,
    subject: `${title} – ${buyer.name}`,
    author: sellerName,
    margin: PAGE_MARGIN,
  });
  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const right = left + width;
  const bottom = () => doc.page.height - PAGE_MARGIN - FOOTER_HEIGHT;

  let page = 1;
  const footer = () => {
    const y = doc.page.height - PAGE_MARGIN / 2 - 3 * MM;
    const kept = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`${title} · ${seller.legalName} · ${label('SIRET', seller.siret)}`, left, y, {
        width: width - 20 * MM,
        lineBreak: false,
        ellipsis: true,
      })
      .text(String(page), left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = kept;
  };
  const nextPage = () => {
    doc.addPage();
    page += 1;
    footer();
    doc.x = left;
    doc.y = PAGE_MARGIN;
  };
  /** A new page unless `height` points still fit on this one. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) nextPage();
  };
  footer();

  // The title, her colour under it, and the dates on the right.
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(accent)
    .text(title, left, PAGE_MARGIN, { width: width * 0.6 });
  const titleBottom = doc.y;
  const dates = [label('Date d’émission', frenchDate(invoice.issuedOn))];
  if (invoice.serviceOn) dates.push(label('Date de la prestation', frenchDate(invoice.serviceOn)));
  if (!credit) dates.push(label('Date d’échéance', frenchDate(invoice.dueOn)));
  doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .fillColor(INK)
    .text(dates.join('\n'), left + width * 0.55, PAGE_MARGIN + 2, {
      width: width * 0.45,
      align: 'right',
      lineGap: 2,
    });
  const rule = Math.max(titleBottom, doc.y) + 3 * MM;
  doc.save().moveTo(left, rule).lineTo(right, rule).lineWidth(1.5).strokeColor(accent).stroke().restore();

  // The parties: her on the left, the buyer on the right.
  const partyTop = rule + 6 * MM;
  const partyWidth = width / 2 - 4 * MM;
  const sellerLines: string[] = [];
  if (seller.businessName?.trim() && seller.businessName.trim() !== seller.legalName.trim()) {
    sellerLines.push(seller.legalName);
  }
  sellerLines.push(...addressLines(seller.address), label('SIRET', seller.siret));
  if (seller.vatNumber) sellerLines.push(label('N° TVA', seller.vatNumber));
  if (seller.email) sellerLines.push(seller.email);
  if (seller.phone) sellerLines.push(seller.phone);
  const buyerLines = addressLines(buyer.address);
  if (buyer.kind === 'business') {
    if (buyer.siren) buyerLines.push(label('SIREN', buyer.siren));
    if (buyer.vatNumber) buyerLines.push(label('N° TVA', buyer.vatNumber));
  }
  const party = (heading: string, name: string, lines: string[], x: number) => {
    doc
      .font('semibold')
      .fontSize(SMALL_SIZE)
      .fillColor(MUTED)
      .text(heading, x, partyTop, { width: partyWidth });
    doc
      .font('semibold')
      .fontSize(11)
      .fillColor(INK)
      .text(name, x, doc.y + 1 * MM, { width: partyWidth });
    doc
      .font('regular')
      .fontSize(BODY_SIZE)
      .fillColor(INK)
      .text(lines.join('\n'), x, doc.y + 0.5 * MM, { width: partyWidth, lineGap: 1.5 });
    return doc.y;
  };
  const partiesBottom = Math.max(
    party('Prestataire', sellerName, sellerLines, left),
    party('Client', buyer.name, buyerLines, left + width / 2 + 4 * MM),
  );
  doc.x = left;
  doc.y = partiesBottom + 6 * MM;
  if (credit && invoice.note) {
    doc
      .font('regular')
      .fontSize(BODY_SIZE)
      .fillColor(INK)
      .text(label('Motif', invoice.note), left, doc.y, { width });
    doc.y += 4 * MM;
  }

  // The lines: label (wrapping), quantity, unit price, total.
  const amountsX = right - AMOUNT_WIDTH;
  const unitX = amountsX - COLUMN_GAP - AMOUNT_WIDTH;
  const quantityX = unitX - COLUMN_GAP - QUANTITY_WIDTH;
  const labelWidth = quantityX - COLUMN_GAP - left - CELL_PADDING;
  const header = () => {
    const top = doc.y;
    doc.font('semibold').fontSize(SMALL_SIZE).fillColor(MUTED);
    doc.text('Désignation', left + CELL_PADDING, top, { width: labelWidth, lineBreak: false });
    doc.text('Qté', quantityX, top, { width: QUANTITY_WIDTH, align: 'right', lineBreak: false });
    doc.text(franchise ? 'Prix unitaire' : 'Prix unitaire HT', unitX, top, {
      width: AMOUNT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.text(franchise ? 'Total' : 'Total HT', amountsX, top, {
      width: AMOUNT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    const y = top + SMALL_SIZE * 1.3 + CELL_PADDING;
    doc.save().moveTo(left, y).lineTo(right, y).lineWidth(1).strokeColor(accent).stroke().restore();
    doc.y = y;
  };
  const headerHeight = SMALL_SIZE * 1.3 + CELL_PADDING;
  doc.font('regular').fontSize(BODY_SIZE);
  const firstRow = invoice.lines[0];
  room(
    headerHeight +
      (firstRow ? doc.heightOfString(firstRow.label, { width: labelWidth }) + 2 * CELL_PADDING : 0),
  );
  header();
  for (const line of invoice.lines) {
    doc.font('regular').fontSize(BODY_SIZE);
    const height = doc.heightOfString(line.label, { width: labelWidth, lineGap: 1 }) + 2 * CELL_PADDING;
    if (doc.y + height > bottom()) {
      nextPage();
      header();
    }
    const top = doc.y + CELL_PADDING;
    doc.font('regular').fontSize(BODY_SIZE).fillColor(INK);
    doc.text(line.label, left + CELL_PADDING, top, { width: labelWidth, lineGap: 1 });
    doc.text(String(line.quantity), quantityX, top, {
      width: QUANTITY_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.text(euros(sign * line.unitCents), unitX, top, {
      width: AMOUNT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.text(euros(sign * lineTotalCents(line)), amountsX, top, {
      width: AMOUNT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    const y = top - CELL_PADDING + height;
    doc.save().moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke().restore();
    doc.y = y;
  }

  // The totals, on the right; a balance invoice's, its deposit deducted, end with what is left to pay.
  const due = deductsDeposit(invoice);
  const totals: [string, number][] = franchise
    ? [[due ? AMOUNT_DUE_LABEL : 'Total', invoice.totalCents]]
    : [
        ['Total HT', invoice.totalExclCents],
        [`TVA ${vatRateLabel(invoice.vatRateBp)}`, invoice.vatCents],
        [due ? `${AMOUNT_DUE_LABEL} TTC` : 'Total TTC', invoice.totalCents],
      ];
  const totalRow = 11 * 1.25 + 1.5 * MM;
  room(4 * MM + totals.length * totalRow + 2 * MM);
  doc.y += 4 * MM;
  const totalsLabelX = unitX - QUANTITY_WIDTH - COLUMN_GAP;
  for (const [index, [name, cents]] of totals.entries()) {
    const last = index === totals.length - 1;
    const top = doc.y;
    if (last && totals.length > 1) {
      doc
        .save()
        .moveTo(totalsLabelX, top - 0.8 * MM)
        .lineTo(right, top - 0.8 * MM)
        .lineWidth(1)
        .strokeColor(accent)
        .stroke()
        .restore();
    }
    doc
      .font(last ? 'bold' : 'regular')
      .fontSize(last ? 11 : BODY_SIZE)
      .fillColor(INK);
    doc.text(name, totalsLabelX, top, { width: amountsX - totalsLabelX - COLUMN_GAP, lineBreak: false });
    doc.text(euros(cents), amountsX - 10 * MM, top, {
      width: AMOUNT_WIDTH + 10 * MM,
      align: 'right',
      lineBreak: false,
    });
    doc.y = top + totalRow;
  }
  doc.y += 4 * MM;

  // Once paid: when, how, the reference.
  const paragraph = (text: string, font: 'regular' | 'semibold', size: number, colour = INK) => {
    doc.font(font).fontSize(size);
    room(doc.heightOfString(text, { width, lineGap: 1.5 }) + 1 * MM);
    doc.fillColor(colour).text(text, left, doc.y, { width, lineGap: 1.5 });
    doc.y += 1 * MM;
  };
  if (invoice.payment && !credit) {
    const { paidOn, method, reference } = invoice.payment;
    const paid = `Payée le ${frenchDate(paidOn)} par ${PAYMENT_METHOD_LABELS[method].toLowerCase()}${reference ? ` (${label('référence', reference)})` : ''}.`;
    paragraph(paid, 'semibold', 10.5, accent);
    doc.y += 2 * MM;
  }

  // The legal mentions.
  for (const mention of invoiceMentions(invoice)) paragraph(mention, 'regular', SMALL_SIZE, MUTED);

  // How to pay.
  const iban = !credit && seller.iban ? groupedIban(seller.iban) : null;
  const link = !credit ? seller.paymentLink : null;
  if (iban || link) {
    doc.y += 3 * MM;
    paragraph('Règlement', 'semibold', BODY_SIZE);
    if (iban) paragraph(label('Virement (IBAN)', iban), 'regular', BODY_SIZE);
    if (link) {
      const name = `Paiement en ligne${NBSP}: `;
      doc.font('regular').fontSize(BODY_SIZE);
      room(doc.heightOfString(name + link, { width, lineGap: 1.5 }) + 1 * MM);
      doc
        .fillColor(INK)
        .text(name, left, doc.y, { width, lineGap: 1.5, continued: true })
        .fillColor(accent)
        .text(link, { link, underline: true, lineGap: 1.5 });
      doc.fillColor(INK);
      doc.y += 1 * MM;
    }
  }

  doc.end();
  return { doc, fileName: invoiceFileName(invoice) };
}
