import { extname } from 'node:path';
import { invoiceNumber } from '~/domain/invoice-texts';
import { quoteNumber } from '~/domain/quote-texts';
import { LINK_TEXTS } from '~/domain/links';
import { labToHex } from '~/domain/palette-match';
import { PALETTES } from '~/domain/palettes';
import { INSPIRATION_MARK_LABELS, markOf } from '~/domain/questionnaire-inspiration-texts';
import type { dataExportRepository } from './repository';

type Repository = ReturnType<typeof dataExportRepository>;
type Name = { firstName: string; lastName: string };

/** What goes in the archive: JSON documents, and stored files under the path they get there. */
export type ArchiveContents = { documents: Record<string, unknown>; files: { path: string; key: string }[] };

const fullName = (person: Name) => `${person.firstName} ${person.lastName}`.trim();

/** Collects a file and gives the path the JSON documents name it by. */
function fileCollector(files: ArchiveContents['files']) {
  return (key: string | null | undefined, path: string): string | null => {
    if (!key) return null;
    const named = `${path}${extname(key)}`;
    files.push({ path: named, key });
    return named;
  };
}

type Garment = Awaited<ReturnType<Repository['garments']>>[number];
const garmentFields = (garment: Garment, file: ReturnType<typeof fileCollector>, folder: string) => ({
  id: garment.id,
  category: garment.category,
  color: garment.color,
  season: garment.season,
  occasions: garment.occasions,
  name: garment.name,
  brand: garment.brand,
  size: garment.size,
  shop: garment.shop,
  productUrl: garment.productUrl,
  fitNote: garment.fitNote,
  priceCents: garment.priceCents,
  purchaseDate: garment.purchaseDate,
  notes: garment.notes,
  measuredColors: (garment.colors ?? []).map((color) => ({ hex: labToHex(color), share: color.share })),
  createdAt: garment.createdAt,
  images: {
    original: file(garment.imageKey, `images/${folder}/${garment.id}-original`),
    cutout: file(garment.enhancedImageKey, `images/${folder}/${garment.id}-detoure`),
  },
});

async function profileDocument(repo: Repository, userId: string, file: ReturnType<typeof fileCollector>) {
  const profile = (await repo.profile(userId))!;
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    role: profile.role,
    createdAt: profile.createdAt,
    consentedAt: profile.consentedAt,
    photo: file(profile.profilePhotoKey, 'images/profil'),
  };
}

/** Her notification choices, what she was told of, and the devices she allowed. */
async function notificationsDocument(repo: Repository, userId: string) {
  const { preferences, told, devices } = await repo.notifications(userId);
  return {
    preferences: preferences.map((p) => ({
      category: p.category,
      mail: p.mail,
      push: p.push,
      updatedAt: p.updatedAt,
    })),
    notifications: told.map((n) => ({
      kind: n.kind,
      about: n.subject,
      createdAt: n.createdAt,
      mail: n.mail,
      mailedAt: n.mailedAt,
      push: n.push,
      pushedAt: n.pushedAt,
    })),
    devices: devices.map((d) => ({ pushService: new URL(d.endpoint).host, createdAt: d.createdAt })),
  };
}

/** Her wardrobe sorts: each decision, by her or by a consultant (named while she follows her). */
async function sortsDocument(
  repo: Repository,
  clientId: string,
  consultantName: (person: Name & { id: string }) => string,
) {
  const { sorts, decisions } = await repo.sorts(clientId);
  return sorts.map((sort) => ({
    id: sort.id,
    category: sort.category,
    season: sort.season,
    startedByMe: sort.startedBy === clientId,
    createdAt: sort.createdAt,
    finishedAt: sort.finishedAt,
    missing: sort.missing,
    decisions: decisions
      .filter((row) => row.decision.sortId === sort.id)
      .map(({ decision, by }) => ({
        garmentId: decision.itemId,
        decision: decision.decision,
        reasons: decision.reasons,
        note: decision.note,
        decidedBy: !by ? null : by.id === clientId ? 'vous' : consultantName(by),
        decidedAt: decision.decidedAt,
      })),
  }));
}

/** Her capsules and travel cases: their pieces (ticked packed or not) and, for a trip, each day's look. */
async function capsulesDocument(repo: Repository, clientId: string) {
  const { rows, items, days } = await repo.capsules(clientId);
  return rows.map((capsule) => ({
    id: capsule.id,
    kind: capsule.kind,
    name: capsule.name,
    startsOn: capsule.startsOn,
    endsOn: capsule.endsOn,
    occasions: capsule.occasions,
    notes: capsule.notes,
    createdByMe: capsule.createdBy === clientId,
    createdAt: capsule.createdAt,
    updatedAt: capsule.updatedAt,
    pieces: items
      .filter((item) => item.capsuleId === capsule.id)
      .map((item) => ({ garmentId: item.clothingItemId, packed: item.packed, addedAt: item.addedAt })),
    days: days
      .filter((day) => day.capsuleId === capsule.id)
      .map((day) => ({ day: day.day, outfitId: day.outfitId, occasion: day.occasion })),
  }));
}

/** Quotes as sent, with the answer: the date of acceptance and the choice on the withdrawal period. */
async function quotesDocument(repo: Repository, userId: string, role: 'client' | 'consultant') {
  return (await repo.quotes(userId, role)).map((row) => ({
    id: row.id,
    number: quoteNumber(row.year, row.number),
    ...(role === 'consultant' && { clientId: row.clientId }),
    issuedOn: row.issuedOn,
    validUntil: row.validUntil,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    vatRateBp: row.vatRateBp,
    totalExclCents: row.totalExclCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    package: row.package,
    terms: row.terms,
    distance: row.distance,
    depositPercent: row.depositPercent,
    acceptedAt: row.acceptedAt,
    earlyStart: row.earlyStart,
    declinedAt: row.declinedAt,
  }));
}

/** Her appointments, past and to come, as booked, moved or cancelled; a consultant's name the client of each. */
async function appointmentsDocument(repo: Repository, userId: string, role: 'client' | 'consultant') {
  return (await repo.appointments(userId, role)).map((row) => ({
    id: row.id,
    ...(role === 'consultant' ? { clientId: row.clientId } : { consultantId: row.consultantId }),
    session: row.sessionLabel,
    fromPackage: row.clientPackageId !== null,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    place: row.place,
    status: row.status,
    bookedBy: row.bookedBy,
    cancelledAt: row.cancelledAt,
    cancelledBy: row.cancelledBy,
    late: row.late,
    counted: row.counted,
    createdAt: row.createdAt,
  }));
}

async function boughtPackagesDocument(repo: Repository, userId: string, role: 'client' | 'consultant') {
  return (await repo.boughtPackages(userId, role)).map((row) => ({
    quoteId: row.quoteId,
    ...(role === 'consultant' && { clientId: row.clientId }),
    ...row.content,
    sessionsUsed: row.sessionsUsed,
    startsOn: row.startsOn,
    supportUntil: row.supportUntil,
  }));
}

/**
 * Her invoices and credit notes as issued: the seller and the buyer as printed, the lines and totals (cents, a
 * credit note's negative), the invoice a credit note cancels and, once paid, the payment. A consultant's list
 * names the client each went to (clientId: null once her account is gone, the buyer staying as printed).
 */
async function invoicesDocument(repo: Repository, userId: string, role: 'client' | 'consultant') {
  const rows = await repo.invoices(userId, role);
  const numbers = new Map(rows.map((row) => [row.id, invoiceNumber(row.year, row.number)]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: invoiceNumber(row.year, row.number),
    ...(role === 'consultant' && { clientId: row.clientId }),
    issuedOn: row.issuedOn,
    serviceOn: row.serviceOn,
    dueOn: row.dueOn,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    vatRateBp: row.vatRateBp,
    totalExclCents: row.totalExclCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    credits: row.creditsInvoiceId && {
      id: row.creditsInvoiceId,
      number: numbers.get(row.creditsInvoiceId) ?? null,
    },
    note: row.note,
    payment: row.paidOn && {
      paidOn: row.paidOn,
      method: row.paymentMethod,
      reference: row.paymentReference,
    },
    createdAt: row.createdAt,
  }));
}

/** Her style questionnaires: each question's words with her answer, and her inspiration photos with their files. */
async function questionnairesDocument(
  repo: Repository,
  clientId: string,
  file: ReturnType<typeof fileCollector>,
) {
  const inspirations = await repo.questionnaireInspirations(clientId);
  return (await repo.questionnaires(clientId)).map((row) => {
    const own = inspirations.filter(({ inspiration }) => inspiration.questionnaireId === row.id);
    const photoQuestions = new Set(row.questions.filter((q) => q.kind === 'photo').map((q) => q.id));
    const answersQuestion = (questionId: string | null) =>
      questionId !== null && photoQuestions.has(questionId);
    return {
      id: row.id,
      sentAt: row.sentAt,
      finishedAt: row.finishedAt,
      // A photo question's answer is the list of her photos attached to it.
      answers: row.questions.map((question) => ({
        question: question.label,
        answer:
          question.kind === 'photo'
            ? own
                .filter(({ inspiration }) => inspiration.questionId === question.id)
                .map(({ inspiration }) => ({
                  id: inspiration.id,
                  caption: inspiration.caption,
                  createdAt: inspiration.createdAt,
                  image: file(inspiration.imageKey, `images/inspirations/${inspiration.id}`),
                }))
            : (row.answers[question.id] ?? null),
      })),
      inspirations: own
        .filter(({ inspiration }) => !answersQuestion(inspiration.questionId))
        .map(({ inspiration }) => ({
          id: inspiration.id,
          mark: INSPIRATION_MARK_LABELS[markOf(inspiration.liked)],
          caption: inspiration.caption,
          createdAt: inspiration.createdAt,
          image: file(inspiration.imageKey, `images/inspirations/${inspiration.id}`),
        })),
    };
  });
}

/** A client's data: profile and measurements, wardrobe, photos waiting, proposals, outfits and messages. */
export async function clientContents(repo: Repository, clientId: string): Promise<ArchiveContents> {
  const files: ArchiveContents['files'] = [];
  const file = fileCollector(files);
  const outfits = await repo.outfits(clientId, 'client');
  const conversations = await repo.conversations(clientId, 'client');
  const proposals = await repo.proposalsReceived(clientId);
  const consultantIds = [
    ...new Set([
      ...outfits.rows.flatMap((row) => (row.other ? [row.other.id] : [])),
      ...proposals.map((row) => row.consultant.id),
      ...conversations.rows.map((row) => row.other.id),
    ]),
  ];
  const linked = await repo.linkedConsultants(clientId, consultantIds);
  const consultantName = (person: Name & { id: string }) =>
    linked.has(person.id) ? fullName(person) : LINK_TEXTS.formerConsultant;
  const measurements = await repo.measurements(clientId);
  const diagnosis = await repo.diagnosis(clientId);

  return {
    documents: {
      'notifications.json': await notificationsDocument(repo, clientId),
      'profil.json': {
        profile: await profileDocument(repo, clientId, file),
        measurements: measurements && {
          gender: measurements.gender,
          age: measurements.age,
          height: measurements.height,
          weight: measurements.weight,
          bustSize: measurements.bustSize,
          shoulderWidth: measurements.shoulderWidth,
          waistSize: measurements.waistSize,
          hipSize: measurements.hipSize,
          updatedAt: measurements.updatedAt,
        },
        measurementHistory: (await repo.measurementHistory(clientId)).map((entry) => ({
          changedAt: entry.createdAt,
          changedByMe: entry.changedBy === clientId,
          gender: entry.gender,
          age: entry.age,
          height: entry.height,
          weight: entry.weight,
          bustSize: entry.bustSize,
          shoulderWidth: entry.shoulderWidth,
          waistSize: entry.waistSize,
          hipSize: entry.hipSize,
        })),
        consultants: (await repo.consultantsOf(clientId)).map((row) => ({
          id: row.consultant.id,
          name: fullName(row.consultant),
          linkedAt: row.link.createdAt,
        })),
      },
      'garde-robe.json': (await repo.garments(clientId)).map((garment) => ({
        ...garmentFields(garment, file, 'garde-robe'),
        paletteMatch: garment.paletteMatch,
        archivedAt: garment.archivedAt,
        archiveReason: garment.archiveReason,
        wearCount: garment.wearCount,
        lastWornOn: garment.lastWornOn,
      })),
      ...(diagnosis && {
        'diagnostic.json': {
          morphology: diagnosis.morphology,
          morphologyNote: diagnosis.morphologyNote,
          advice: diagnosis.advice,
          palette: diagnosis.palette && { id: diagnosis.palette, label: PALETTES[diagnosis.palette].label },
          addedSwatches: diagnosis.addedSwatches,
          removedSwatches: diagnosis.removedSwatches,
          avoidColors: diagnosis.avoidColors,
          updatedAt: diagnosis.updatedAt,
        },
      }),
      'photos-en-attente.json': (await repo.captures(clientId)).map((capture) => ({
        id: capture.id,
        status: capture.status,
        color: capture.color,
        createdAt: capture.createdAt,
        images: {
          photo: file(capture.imageKey, `images/photos-en-attente/${capture.id}-photo`),
          cutout: file(capture.cutoutKey, `images/photos-en-attente/${capture.id}-detoure`),
        },
      })),
      'propositions.json': proposals.map((row) => ({
        ...garmentFields(row.garment, file, 'propositions'),
        proposedBy: consultantName(row.consultant),
        proposedAt: row.proposal.createdAt,
        decision: row.proposal.decision,
        decisionComment: row.proposal.decisionComment,
        decidedAt: row.proposal.decidedAt,
      })),
      'tenues.json': outfits.rows.map((row) => ({
        id: row.outfit.id,
        name: row.outfit.name,
        comments: row.outfit.comments,
        consultant: row.other ? consultantName(row.other) : null,
        composedByYou: row.other === null,
        consultantComment: row.outfit.consultantComment,
        version: row.outfit.version,
        previousVersionId: row.outfit.previousId,
        reaction: row.outfit.reaction,
        reactionComment: row.outfit.reactionComment,
        createdAt: row.outfit.createdAt,
        updatedAt: row.outfit.updatedAt,
        image: file(row.outfit.imageKey, `images/tenues/${row.outfit.id}`),
        garmentIds: outfits.garments.filter((g) => g.outfitId === row.outfit.id).map((g) => g.clothingItemId),
      })),
      'tris.json': await sortsDocument(repo, clientId, consultantName),
      'capsules.json': await capsulesDocument(repo, clientId),
      'questionnaires.json': await questionnairesDocument(repo, clientId, file),
      'analyse-couleur.json': await colourAnalysisDocument(repo, clientId, file),
      'agenda.json': await agendaDocument(repo, clientId),
      'idees-ecartees.json': (await repo.ideaRejections(clientId)).map((row) => ({
        garmentIds: row.signature.split(','),
        rejectedAt: row.rejectedAt,
      })),
      'documents.json': (await repo.documents(clientId)).map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        version: row.version,
        createdAt: row.createdAt,
        openedAt: row.openedAt,
        pdf: file(row.fileKey, `documents/${row.kind}-v${row.version}-${row.id}`),
      })),
      'factures.json': await invoicesDocument(repo, clientId, 'client'),
      'devis.json': await quotesDocument(repo, clientId, 'client'),
      'forfaits.json': await boughtPackagesDocument(repo, clientId, 'client'),
      'rendez-vous.json': await appointmentsDocument(repo, clientId, 'client'),
      'messages.json': conversations.rows.map((row) => ({
        id: row.conversation.id,
        with: consultantName(row.other),
        readOnly: row.conversation.closedAt !== null,
        messages: conversations.messages
          .filter((message) => message.conversationId === row.conversation.id)
          .map((message) => ({
            fromMe: message.senderId === clientId,
            content: message.content,
            createdAt: message.createdAt,
            readAt: message.readAt,
          })),
      })),
    },
    files,
  };
}

/** A consultant's data: profile, clients, the proposals and outfits she made, her notes and messages. */
export async function consultantContents(repo: Repository, consultantId: string): Promise<ArchiveContents> {
  const files: ArchiveContents['files'] = [];
  const file = fileCollector(files);
  const outfits = await repo.outfits(consultantId, 'consultant');
  const conversations = await repo.conversations(consultantId, 'consultant');
  const proposedTo = await repo.proposalsMade(consultantId);
  const business = await repo.business(consultantId);
  const invoicing = await repo.invoicing(consultantId);
  return {
    documents: {
      'profil.json': { profile: await profileDocument(repo, consultantId, file) },
      'notifications.json': await notificationsDocument(repo, consultantId),
      'carnets.json': (await repo.carnets(consultantId)).map((row) => ({
        clientId: row.clientId,
        sections: row.composition.sections,
        intro: row.composition.intro,
        lookIds: row.composition.lookIds,
        updatedAt: row.updatedAt,
      })),
      ...(business && {
        'activite.json': {
          businessName: business.businessName,
          accentColor: business.accentColor,
          email: business.email,
          phone: business.phone,
          website: business.website,
          logo: file(business.logoKey, 'images/activite/logo'),
          updatedAt: business.updatedAt,
        },
      }),
      ...(invoicing && {
        'facturation.json': {
          legalName: invoicing.legalName,
          status: invoicing.status,
          vatRateBp: invoicing.vatRateBp,
          siret: invoicing.siret,
          vatNumber: invoicing.vatNumber,
          address: invoicing.address,
          iban: invoicing.iban,
          paymentLink: invoicing.paymentLink,
          terms: invoicing.terms,
          paymentDays: invoicing.paymentDays,
          cancellationHours: invoicing.cancellationHours,
          depositPercent: invoicing.depositPercent,
          updatedAt: invoicing.updatedAt,
        },
      }),
      'factures.json': await invoicesDocument(repo, consultantId, 'consultant'),
      'devis.json': await quotesDocument(repo, consultantId, 'consultant'),
      'forfaits.json': {
        offered: (await repo.packages(consultantId)).map((row) => ({
          id: row.id,
          name: row.name,
          priceCents: row.priceCents,
          description: row.description,
          sessions: row.sessions,
          looks: row.looks,
          carnet: row.carnet,
          supportDays: row.supportDays,
          archivedAt: row.archivedAt,
          createdAt: row.createdAt,
        })),
        sold: await boughtPackagesDocument(repo, consultantId, 'consultant'),
      },
      'rendez-vous.json': {
        availability: await repo
          .availability(consultantId)
          .then((row) => row && { week: row.week, exceptions: row.exceptions, noticeHours: row.noticeHours }),
        appointments: await appointmentsDocument(repo, consultantId, 'consultant'),
      },
      'clients.json': (await repo.clients(consultantId)).map((row) => ({
        id: row.client.id,
        name: fullName(row.client),
        email: row.client.email,
        linkedAt: row.link.createdAt,
        followUpOn: row.link.followUpOn,
      })),
      'propositions.json': (await repo.garments(consultantId)).map((garment) => ({
        ...garmentFields(garment, file, 'propositions'),
        proposedTo: proposedTo.filter((row) => row.clothingItemId === garment.id).map((row) => row.clientId),
      })),
      'tenues.json': outfits.rows.map((row) => ({
        id: row.outfit.id,
        name: row.outfit.name,
        comments: row.outfit.comments,
        clientId: row.outfit.clientId,
        client: row.other ? fullName(row.other) : '',
        createdAt: row.outfit.createdAt,
        updatedAt: row.outfit.updatedAt,
        image: file(row.outfit.imageKey, `images/tenues/${row.outfit.id}`),
        garmentIds: outfits.garments.filter((g) => g.outfitId === row.outfit.id).map((g) => g.clothingItemId),
      })),
      'notes.json': (await repo.notes(consultantId)).map((note) => ({
        id: note.id,
        clientId: note.clientId,
        body: note.body,
        createdAt: note.createdAt,
        updatedAt: note.updatedAt,
      })),
      'messages.json': conversations.rows.map((row) => ({
        id: row.conversation.id,
        with: fullName(row.other),
        clientId: row.other.id,
        messages: conversations.messages
          .filter((message) => message.conversationId === row.conversation.id)
          .map((message) => ({
            fromMe: message.senderId === consultantId,
            content: message.content,
            createdAt: message.createdAt,
            readAt: message.readAt,
          })),
      })),
    },
    files,
  };
}

/** Her calendar: the looks planned per day, what she logged wearing, and her feed (never its secret address). */
async function agendaDocument(repo: Repository, clientId: string) {
  const { plans, wears, feed } = await repo.agenda(clientId);
  return {
    plans: plans.map((plan) => ({
      day: plan.day,
      outfitId: plan.outfitId,
      note: plan.note,
      plannedByMe: plan.plannedBy === clientId,
      createdAt: plan.createdAt,
      updatedAt: plan.updatedAt,
    })),
    wears: wears.map((wear) => ({
      day: wear.wornOn,
      garmentId: wear.clothingItemId,
      outfitId: wear.outfitId,
      createdAt: wear.createdAt,
    })),
    calendarFeed: feed ? { createdAt: feed.createdAt } : null,
  };
}

/** Her colour analysis: the photo of her face (when she kept it), the measured colours and the drapes noted. */
async function colourAnalysisDocument(
  repo: Repository,
  clientId: string,
  file: ReturnType<typeof fileCollector>,
) {
  const row = await repo.colourAnalysis(clientId);
  if (!row) return null;
  return {
    photoConsentAt: row.photoConsentAt,
    photo: file(row.photoKey, 'analyse-couleur/visage'),
    measurements: row.measurements,
    measuredAt: row.measuredAt,
    drapes: row.drapes,
    note: row.note,
    updatedAt: row.updatedAt,
  };
}
