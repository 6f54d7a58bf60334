import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Category } from '~/domain/clothing';
import { effectiveSwatches, type DiagnosisInput } from '~/domain/diagnosis';
import { DIAGNOSIS_TEXTS, METAL_LABELS } from '~/domain/diagnosis-texts';
import { CONTRAST_LABELS } from '~/domain/draping-texts';
import { frenchTypography } from '~/domain/french-typography';
import { diagnosisInputOf, readDiagnosis } from '~/domain/diagnosis-view';
import {
  CARNET_SECTIONS,
  DEFAULT_CARNET_COMPOSITION,
  DOCUMENT_KIND_LABELS,
  type CarnetComposition,
  type CarnetDraft,
  type CarnetSection,
  type ClientDocument,
  type DocumentKind,
} from '~/domain/documents-texts';
import { MORPHOLOGY_EXPLANATIONS, MORPHOLOGY_LABELS } from '~/domain/morphology';
import { PALETTES } from '~/domain/palettes';
import { coverAnswers, type CoverAnswers } from '~/domain/questionnaire-answers';
import { WORN_WITH } from '~/domain/proposals';
import type { ProposalDecision } from '~/domain/proposal-texts';
import { createAccess } from '../../access/access';
import { isUniqueViolation } from '../../db/queries';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { brandOf, NO_BRAND, type Brand } from './brand';
import {
  drawCarnet,
  newPage,
  numberPages,
  PAGE_MARGIN,
  sectionedDocument,
  type CarnetContent,
  type ColourHandover,
} from './carnet-pdf';
import { LOOK_OPTIONS_LISTED } from './limits';
import { MM } from '../../platform/pdf/document';
import { pocketPalettePdf, wallpaperSvg } from './pocket-palette';
import { printImages } from './print-images';
import { documentsRepository, type DocumentRow } from './repository';
import { drawShoppingItems, type ShoppingContent } from './shopping-pdf';

type Viewer = { id: string; role: string };

/** A document being drawn: its stream, the name it downloads under, and its page count once drawn. */
export type DrawnDocument = { doc: PDFKit.PDFDocument; fileName: string; pages: Promise<number> };

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

const documentUrl = (id: string) => `/api/documents/${id}/file`;

function toClientDocument(row: DocumentRow): ClientDocument {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    pageCount: row.pageCount,
    byteSize: row.byteSize,
    openedAt: row.openedAt?.toISOString() ?? null,
    sentBy:
      row.consultantId && row.sentByFirstName !== null
        ? {
            id: row.consultantId,
            name: fullName({ firstName: row.sentByFirstName, lastName: row.sentByLastName ?? '' }),
          }
        : null,
    url: documentUrl(row.id),
  };
}

/** A composition saved before a section existed gets it at the end, left out. */
function completed(composition: CarnetComposition): CarnetComposition {
  const present = new Set(composition.sections.map((section) => section.kind));
  return {
    ...composition,
    sections: [
      ...composition.sections.filter((section) => CARNET_SECTIONS.includes(section.kind)),
      ...CARNET_SECTIONS.filter((kind) => !present.has(kind)).map((kind) => ({ kind, included: false })),
    ],
  };
}

/** Collects a pdfkit stream into one buffer: what 'Envoyer à la cliente' stores. */
function bufferOf(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * The documents a consultant hands over, made from what the product holds with her branding: the pocket palette,
 * the carnet de style she composes, the shopping list, and the dated versions she sends to the client's 'Mes
 * documents'. Every call asks the access module first: the client herself and a consultant following her; a
 * stranger and a former consultant get the same 404.
 */
export function documentsService(deps: FeatureDeps) {
  const repo = documentsRepository(deps.db);
  const access = createAccess(deps.db);

  /**
   * Whose branding: the consultant asking, or for the client the consultant who wrote her diagnosis, as long as
   * she still follows her.
   */
  async function brandFor(viewer: Viewer, clientId: string, diagnosedBy: string | null): Promise<Brand> {
    const consultantId = viewer.role === 'consultant' ? viewer.id : diagnosedBy;
    const row = consultantId ? await repo.brandFollowing(consultantId, clientId) : null;
    if (!row) return NO_BRAND;
    const logo = row.business?.logoKey ? await deps.storage.get(row.business.logoKey) : null;
    return brandOf(row, logo?.data ?? null);
  }

  async function clientNameOf(clientId: string) {
    const person = await repo.person(clientId);
    if (!person) throw new AppError('NOT_FOUND', { resource: 'client' });
    return fullName(person);
  }

  async function paletteOf(viewer: Viewer, clientId: string) {
    await access.requireAccess(viewer, 'clientFile.read', clientId);
    const [person, diagnosis] = await Promise.all([repo.person(clientId), repo.diagnosis(clientId)]);
    const swatches = diagnosis ? effectiveSwatches(diagnosis) : [];
    if (!person || !diagnosis || swatches.length === 0)
      throw new AppError('NOT_FOUND', { resource: 'palette' });
    return {
      clientName: fullName(person),
      label: diagnosis.palette ? PALETTES[diagnosis.palette].label : 'Palette personnelle',
      swatches,
      diagnosis,
    };
  }

  /** Her open proposals (one consultant's, or all of them for the client), with what each is worn with. */
  async function shoppingOf(clientId: string, consultantId: string | null): Promise<ShoppingContent> {
    const [rows, counts, budgetCents] = await Promise.all([
      repo.openProposals(clientId, consultantId),
      repo.wardrobeCounts(clientId),
      consultantId ? repo.budgetCents(consultantId, clientId) : Promise.resolve(null),
    ]);
    return {
      budgetCents,
      items: rows.map((row) => ({
        garment: row.garment,
        decision: row.decision as ProposalDecision | null,
        wornWith: (WORN_WITH[row.garment.category as Category] ?? []).reduce(
          (sum, category) => sum + (counts.get(category) ?? 0),
          0,
        ),
      })),
    };
  }

  /** Everything the carnet may print for this client, read once. */
  async function carnetContent(consultant: Viewer, clientId: string, composition: CarnetComposition) {
    const [clientName, diagnosisRow, measurements, lookRows, shopping, sort, questionnaire] =
      await Promise.all([
        clientNameOf(clientId),
        repo.diagnosis(clientId),
        repo.measurements(clientId),
        repo.looks(consultant.id, clientId, composition.lookIds),
        shoppingOf(clientId, consultant.id),
        deps.sortReports.latestFinished(clientId),
        repo.latestQuestionnaire(clientId),
      ]);
    const input = diagnosisInputOf(diagnosisRow);
    const diagnosis = readDiagnosis(input, measurements ?? {});
    const effective = diagnosis.morphology.effective;
    const garments = await repo.garmentsOfLooks(lookRows.map((look) => look.id));
    const byRoot = new Map(lookRows.map((look) => [look.rootId, look]));
    const looks = composition.lookIds.flatMap((rootId) => {
      const look = byRoot.get(rootId);
      return look
        ? [
            {
              name: look.name,
              comments: look.comments && frenchTypography(look.comments),
              imageKey: look.imageKey,
              garments: garments.get(look.id) ?? [],
            },
          ]
        : [];
    });
    const content: Omit<CarnetContent, 'brand' | 'sections' | 'date' | 'intro'> = {
      clientName,
      herWords: coverAnswers(questionnaire).map(inFrenchTypography),
      morphology: effective
        ? {
            label: MORPHOLOGY_LABELS[effective],
            explanation: MORPHOLOGY_EXPLANATIONS[effective],
            note: input.morphologyNote && frenchTypography(input.morphologyNote),
            advice: diagnosis.advice.map((advice) => ({ ...advice, text: frenchTypography(advice.text) })),
            measurements: measurements ?? {},
          }
        : null,
      palette:
        diagnosis.swatches.length > 0
          ? {
              label: diagnosis.palette?.label ?? 'Palette personnelle',
              description: diagnosis.palette?.description ?? null,
              swatches: diagnosis.swatches,
              avoid: input.avoidColors,
              handover: colourHandoverOf(input),
            }
          : null,
      looks,
      shopping: shopping.items.length > 0 ? shopping : null,
      sort,
    };
    const available: Record<CarnetSection, boolean> = {
      cover: true,
      morphology: content.morphology !== null,
      palette: content.palette !== null,
      looks: looks.length > 0,
      shopping: content.shopping !== null,
      sort: sort !== null,
    };
    return { content, available };
  }

  async function compositionOf(consultantId: string, clientId: string) {
    const draft = await repo.draft(consultantId, clientId);
    return {
      composition: completed(draft?.composition ?? DEFAULT_CARNET_COMPOSITION),
      savedAt: draft?.updatedAt ?? null,
    };
  }

  async function draftView(consultant: Viewer, clientId: string): Promise<CarnetDraft> {
    const [{ composition, savedAt }, options] = await Promise.all([
      compositionOf(consultant.id, clientId),
      repo.lookOptions(consultant.id, clientId, LOOK_OPTIONS_LISTED),
    ]);
    const { available } = await carnetContent(consultant, clientId, { ...composition, lookIds: [] });
    const offered = new Set(options.map((look) => look.id));
    const lookIds = composition.lookIds.filter((id) => offered.has(id));
    return {
      composition: { ...composition, lookIds },
      looks: options.map((look) => ({
        id: look.id,
        name: look.name,
        imageUrl: `/api/outfits/${look.latestId}/image`,
        createdAt: look.createdAt.toISOString(),
      })),
      available: { ...available, looks: lookIds.length > 0 },
      savedAt: savedAt?.toISOString() ?? null,
    };
  }

  /** The carnet as her saved composition makes it: the sections she kept that have something to print. */
  async function carnet(consultant: Viewer, clientId: string): Promise<DrawnDocument> {
    await access.requireAccess(consultant, 'clientFile.write', clientId);
    const { composition } = await compositionOf(consultant.id, clientId);
    const [{ content, available }, brand] = await Promise.all([
      carnetContent(consultant, clientId, composition),
      brandFor(consultant, clientId, null),
    ]);
    const sections = composition.sections
      .filter((section) => section.included && available[section.kind])
      .map((section) => section.kind);
    const full: CarnetContent = {
      ...content,
      brand,
      intro: frenchTypography(composition.intro),
      date: deps.now(),
      sections: sections.length > 0 ? sections : ['cover'],
    };
    const doc = sectionedDocument({
      title: `Carnet de style – ${content.clientName}`,
      subject: 'Carnet de style',
      brand,
    });
    const pages = drawCarnet(doc, full, printImages(deps.storage));
    return { doc, fileName: `Carnet de style - ${content.clientName}.pdf`, pages: ended(doc, pages) };
  }

  /** The shopping list alone: for the client all her open proposals, for a consultant hers to this client. */
  async function shoppingList(viewer: Viewer, clientId: string): Promise<DrawnDocument> {
    await access.requireAccess(viewer, 'clientFile.read', clientId);
    const consultantId = viewer.role === 'consultant' ? viewer.id : null;
    const [clientName, shopping, diagnosis] = await Promise.all([
      clientNameOf(clientId),
      shoppingOf(clientId, consultantId),
      repo.diagnosis(clientId),
    ]);
    const brand = await brandFor(viewer, clientId, diagnosis?.updatedBy ?? null);
    const doc = sectionedDocument({
      title: `Liste d’achats – ${clientName}`,
      subject: 'Liste d’achats',
      brand,
    });
    const pages = (async () => {
      const footer = `Liste d’achats · ${clientName}${brand.name ? ` · ${brand.name}` : ''}`;
      const counter = numberPages(doc, footer, { skipFirst: false });
      newPage(doc);
      doc.font('bold').fontSize(22).fillColor(brand.accent).text('Liste d’achats', PAGE_MARGIN, PAGE_MARGIN);
      doc.font('regular').fontSize(11).fillColor('#4b5563').text(clientName);
      await drawShoppingItems(doc, shopping, brand, printImages(deps.storage), {
        top: doc.y + 6 * MM,
        bottom: doc.page.height - PAGE_MARGIN - 8 * MM,
        newPage: () => newPage(doc),
      });
      return counter.count();
    })();
    return { doc, fileName: `Liste d'achats - ${clientName}.pdf`, pages: ended(doc, pages) };
  }

  /** Ends the document once drawn; a drawing that fails destroys the stream, so the download fails visibly. */
  function ended(doc: PDFKit.PDFDocument, drawing: Promise<number>) {
    return drawing.then(
      (pages) => {
        doc.end();
        return pages;
      },
      (error: unknown) => {
        deps.logger.error({ err: error }, 'document not drawn');
        doc.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      },
    );
  }

  async function storeVersion(
    consultant: Viewer,
    clientId: string,
    kind: DocumentKind,
    drawn: DrawnDocument,
  ) {
    const [data, pageCount] = await Promise.all([bufferOf(drawn.doc), drawn.pages]);
    const id = randomUUID();
    const fileKey = `users/${clientId}/documents/${id}.pdf`;
    await deps.storage.put(fileKey, data, 'application/pdf');
    const clientName = await clientNameOf(clientId);
    const values = {
      id,
      clientId,
      consultantId: consultant.id,
      kind,
      title: `${DOCUMENT_KIND_LABELS[kind]} – ${clientName}`,
      fileKey,
      byteSize: data.length,
      pageCount,
      at: deps.now(),
    };
    // Two sends at once both read the same newest version: the second to insert tries again, numbered after it.
    for (let attempt = 1; ; attempt++) {
      try {
        return await repo.insertDocument(values);
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error)) continue;
        await deps.storage.delete(fileKey).catch(() => undefined);
        throw error;
      }
    }
  }

  return {
    async pocketPalette(viewer: Viewer, clientId: string) {
      const palette = await paletteOf(viewer, clientId);
      const doc = pocketPalettePdf({
        clientName: palette.clientName,
        paletteLabel: palette.label,
        swatches: palette.swatches,
        avoid: palette.diagnosis.avoidColors,
        brand: await brandFor(viewer, clientId, palette.diagnosis.updatedBy),
      });
      doc.end();
      return { doc, fileName: `Palette de poche - ${palette.clientName}.pdf` };
    },

    /** Her swatches as a phone wallpaper (PNG, 1170 x 2532). */
    async wallpaper(viewer: Viewer, clientId: string) {
      const palette = await paletteOf(viewer, clientId);
      const png = await sharp(Buffer.from(wallpaperSvg(palette.swatches)))
        .png()
        .toBuffer();
      return { png, fileName: `Fond d'écran palette - ${palette.clientName}.png` };
    },

    async draft(consultant: Viewer, clientId: string): Promise<CarnetDraft> {
      await access.requireAccess(consultant, 'clientFile.write', clientId);
      return draftView(consultant, clientId);
    },

    /** Saves her composition; looks that are not hers to show for this client are left out. */
    async saveDraft(
      consultant: Viewer,
      clientId: string,
      composition: CarnetComposition,
    ): Promise<CarnetDraft> {
      await access.requireAccess(consultant, 'clientFile.write', clientId);
      const offered = new Set(
        (await repo.looks(consultant.id, clientId, composition.lookIds)).map((look) => look.rootId),
      );
      await repo.saveDraft(
        consultant.id,
        clientId,
        { ...composition, lookIds: composition.lookIds.filter((id) => offered.has(id)) },
        deps.now(),
      );
      return draftView(consultant, clientId);
    },

    carnet,
    shoppingList,

    /** 'Envoyer à la cliente': the document as it is now, kept as a dated version in her 'Mes documents'. */
    async send(consultant: Viewer, clientId: string, kind: DocumentKind): Promise<ClientDocument> {
      await access.requireAccess(consultant, 'clientFile.write', clientId);
      const drawn =
        kind === 'carnet' ? await carnet(consultant, clientId) : await shoppingList(consultant, clientId);
      const row = await storeVersion(consultant, clientId, kind, drawn);
      await deps.notifier.tell({
        recipientId: clientId,
        kind: 'document.sent',
        eventKey: `document.sent:${row.id}`,
        subject: { actorId: consultant.id, documentId: row.id, title: DOCUMENT_KIND_LABELS[kind] },
      });
      const stored = await repo.find(row.id);
      return toClientDocument(stored!);
    },

    /** Hers, all of them; for a consultant following her, the versions she sent. */
    async list(viewer: Viewer, clientId: string): Promise<{ items: ClientDocument[] }> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const rows = await repo.list(clientId, viewer.id === clientId ? null : viewer.id);
      return { items: rows.map(toClientDocument) };
    },

    /** A version's PDF; the client's first opening is recorded for her consultant to see. */
    async file(viewer: Viewer, documentId: string) {
      await access.requireAccess(viewer, 'document.read', documentId);
      const row = await repo.find(documentId);
      const file = row ? await deps.storage.get(row.fileKey) : null;
      if (!row || !file) throw new AppError('NOT_FOUND', { resource: 'document' });
      if (viewer.id === row.clientId && !row.openedAt) await repo.markOpened(row.id, deps.now());
      return { data: file.data, fileName: `${row.title} (version ${row.version}).pdf` };
    },
  };
}

/** Her answers as printed: French typography in what she ticked and wrote. */
function inFrenchTypography(part: CoverAnswers): CoverAnswers {
  return {
    ...part,
    choices: part.choices.map((choice) => frenchTypography(choice)),
    text: part.text && frenchTypography(part.text),
  };
}

/** The colour analysis' hand-over in the client's words, or null when her consultant wrote none of it. */
function colourHandoverOf(input: DiagnosisInput): ColourHandover | null {
  const facts: { label: string; text: string }[] = [];
  if (input.metals) facts.push({ label: DIAGNOSIS_TEXTS.metalsTitle, text: METAL_LABELS[input.metals] });
  if (input.contrast)
    facts.push({ label: DIAGNOSIS_TEXTS.contrastTitle, text: CONTRAST_LABELS[input.contrast] });
  if (input.makeupAdvice)
    facts.push({ label: DIAGNOSIS_TEXTS.makeupTitle, text: frenchTypography(input.makeupAdvice) });
  if (input.hairAdvice)
    facts.push({ label: DIAGNOSIS_TEXTS.hairTitle, text: frenchTypography(input.hairAdvice) });
  if (facts.length === 0 && input.signatureColors.length === 0) return null;
  return { signature: input.signatureColors, facts };
}
