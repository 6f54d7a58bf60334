import { AppError } from '../errors';
import type { AccessRepository } from './repository';

/**
 * Everything one person may do to another's data, named `resource.action`; each takes the ids of its resource.
 * A refusal is a 404 that says the resource does not exist, unless the viewer may read it (`readWith`): then it
 * is a 403, so a client who sees an outfit is told she may not change it rather than that it is not there.
 */
export const PERMISSIONS = {
  /** A client's file (measurements, wardrobe, outfits, proposals, diagnosis): ids are client ids. */
  'clientFile.read': {
    check: 'clientFileRead',
    refused: () => new AppError('NOT_FOUND', { resource: 'client' }),
  },
  'clientFile.write': {
    check: 'clientFileWrite',
    refused: () => new AppError('NOT_FOUND', { resource: 'client' }),
  },
  'garment.read': { check: 'garmentRead', refused: () => new AppError('NOT_FOUND') },
  'garment.update': {
    check: 'garmentUpdate',
    readWith: 'garment.read',
    refused: () => new AppError('NOT_FOUND'),
  },
  'proposal.decide': {
    check: 'proposalDecide',
    refused: () => new AppError('NOT_FOUND', { resource: 'proposal' }),
  },
  /** Editing or withdrawing a proposal: ids are garment ids. */
  'proposal.update': {
    check: 'proposalUpdate',
    refused: () => new AppError('NOT_FOUND', { resource: 'proposal' }),
  },
  'outfit.read': { check: 'outfitRead', refused: () => new AppError('NOT_FOUND', { resource: 'outfit' }) },
  'outfit.update': {
    check: 'outfitUpdate',
    readWith: 'outfit.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'outfit' }),
  },
  'outfit.react': {
    check: 'outfitReact',
    readWith: 'outfit.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'outfit' }),
  },
  'outfit.comment': {
    check: 'outfitComment',
    readWith: 'outfit.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'outfit' }),
  },
  /** Composing a look of her own from her pieces: the client herself; ids are client ids. */
  'outfit.compose': {
    check: 'herself',
    readWith: 'clientFile.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'client' }),
  },
  'conversation.read': {
    check: 'conversationRead',
    refused: () => new AppError('NOT_FOUND', { resource: 'conversation' }),
  },
  'conversation.send': {
    check: 'conversationSend',
    readWith: 'conversation.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'conversation' }),
    forbidden: () => new AppError('CONVERSATION_CLOSED'),
  },
  /** Resending or revoking an invitation: only the consultant who sent it; ids are invitation ids. */
  'invite.manage': {
    check: 'inviteManage',
    refused: () => new AppError('NOT_FOUND', { resource: 'invite' }),
  },
  /** Starting a wardrobe sort: the client herself or a consultant following her; ids are client ids. */
  'sort.start': {
    check: 'clientFileRead',
    refused: () => new AppError('NOT_FOUND', { resource: 'client' }),
  },
  /** A wardrobe sort and its report: ids are sort ids. */
  'sort.read': { check: 'sortRead', refused: () => new AppError('NOT_FOUND', { resource: 'sort' }) },
  /** Deciding in a sort, or finishing it, while it is open. */
  'sort.decide': {
    check: 'sortDecide',
    readWith: 'sort.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'sort' }),
    forbidden: () => new AppError('SORT_FINISHED'),
  },
  /** Taking the garments a sort gives or sells out of her wardrobe: the client herself. */
  'sort.archive': {
    check: 'sortOwn',
    readWith: 'sort.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'sort' }),
    forbidden: () => new AppError('FORBIDDEN'),
  },
  /** Writing a sort's 'Ce qui manque': a consultant following its client, open or finished. */
  'sort.advise': {
    check: 'sortAdvise',
    readWith: 'sort.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'sort' }),
    forbidden: () => new AppError('FORBIDDEN'),
  },
  /**
   * A capsule or travel case, its pieces, days and checklist: its client, and the consultants following her now
   * (a former consultant sees none of them); ids are capsule ids. Her capsules are listed and created with
   * `clientFile.read` (the same people, by client id).
   */
  'capsule.read': {
    check: 'capsuleRead',
    refused: () => new AppError('NOT_FOUND', { resource: 'capsule' }),
  },
  /** Changing it: the same people, the client and whoever follows her (either may build it). */
  'capsule.write': {
    check: 'capsuleRead',
    refused: () => new AppError('NOT_FOUND', { resource: 'capsule' }),
  },
  /** A document sent to a client: ids are document ids. */
  'document.read': {
    check: 'documentRead',
    refused: () => new AppError('NOT_FOUND', { resource: 'document' }),
  },
  /** A style questionnaire: its client, and the consultant who sent it while she follows the client. */
  'questionnaire.read': {
    check: 'questionnaireRead',
    refused: () => new AppError('NOT_FOUND', { resource: 'questionnaire' }),
  },
  /** Answering it: its client alone. */
  'questionnaire.answer': {
    check: 'questionnaireAnswer',
    readWith: 'questionnaire.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'questionnaire' }),
  },
  /** Keeping her face photo, or erasing her colour analysis: the client herself; ids are client ids. */
  'colourAnalysis.own': {
    check: 'herself',
    readWith: 'clientFile.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'client' }),
  },
  /** Planning a look on her calendar: the client herself or a consultant following her; ids are client ids. */
  'calendar.plan': {
    check: 'clientFileRead',
    refused: () => new AppError('NOT_FOUND', { resource: 'client' }),
  },
  /** 'Je l'ai porté' and her calendar feed: the client herself (her consultant reads, 403); ids are client ids. */
  'wear.log': {
    check: 'herself',
    readWith: 'clientFile.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'client' }),
  },
  /** 'Pas pour moi' on an outfit idea: the client herself (her consultant reads her file, 403); ids are client ids. */
  'outfitIdea.reject': {
    check: 'herself',
    readWith: 'clientFile.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'client' }),
  },
  /** Issuing an invoice to a client: a consultant following her now; ids are client ids. */
  'invoice.issue': {
    check: 'clientFileWrite',
    readWith: 'clientFile.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'client' }),
  },
  /** An invoice, a deposit invoice or a credit note: its issuer and its client, for good; ids are invoice ids. */
  'invoice.read': {
    check: 'invoiceRead',
    refused: () => new AppError('NOT_FOUND', { resource: 'invoice' }),
  },
  /** Its payment, its credit note: the consultant who issued it (its client reads it, 403). */
  'invoice.manage': {
    check: 'invoiceManage',
    readWith: 'invoice.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'invoice' }),
  },
  /** Her packages ('Forfaits'): the consultant who made it; ids are package ids. */
  'package.manage': {
    check: 'packageManage',
    refused: () => new AppError('NOT_FOUND', { resource: 'package' }),
  },
  /** Sending a quote to a client: a consultant following her now; ids are client ids. */
  'quote.issue': {
    check: 'clientFileWrite',
    readWith: 'clientFile.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'client' }),
  },
  /** A quote: the consultant who sent it and its client, for good (the contract they made); ids are quote ids. */
  'quote.read': {
    check: 'quoteRead',
    refused: () => new AppError('NOT_FOUND', { resource: 'quote' }),
  },
  /** Accepting or declining it: its client (the consultant who sent it reads it, 403). */
  'quote.answer': {
    check: 'quoteAnswer',
    readWith: 'quote.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'quote' }),
  },
  /** Drawing its deposit invoice: the consultant who sent it, while she follows the client (the client, 403). */
  'quote.bill': {
    check: 'quoteBill',
    readWith: 'quote.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'quote' }),
  },
  /** Booking a session of a client's package: the client and its consultant, while they are linked; ids are its ids. */
  'clientPackage.book': {
    check: 'clientPackageBook',
    refused: () => new AppError('NOT_FOUND', { resource: 'clientPackage' }),
  },
  /** Proposing a session outside a package: a consultant following the client now; ids are client ids. */
  'appointment.propose': {
    check: 'clientFileWrite',
    readWith: 'clientFile.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'client' }),
  },
  /** An appointment: its client, for good, and its consultant while she follows the client; ids are its ids. */
  'appointment.read': {
    check: 'appointmentRead',
    refused: () => new AppError('NOT_FOUND', { resource: 'appointment' }),
  },
  /** Moving or cancelling it: either of the two, while they are linked. */
  'appointment.change': {
    check: 'appointmentChange',
    readWith: 'appointment.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'appointment' }),
  },
  /** Giving back a late cancellation's session: its consultant, while she follows the client (the client, 403). */
  'appointment.waive': {
    check: 'appointmentWaive',
    readWith: 'appointment.read',
    refused: () => new AppError('NOT_FOUND', { resource: 'appointment' }),
  },
  /** A person's profile photo: ids are people's. */
  'person.read': { check: 'personRead', refused: () => new AppError('NOT_FOUND') },
  /** Keeping her measurements and photos: ids are people's (her own). */
  'personalData.store': {
    check: 'personalDataStore',
    refused: () => new AppError('CONSENT_REQUIRED'),
  },
  /** Starting a conversation: ids are people's. */
  'person.message': {
    check: 'personMessage',
    refused: () => new AppError('NOT_LINKED'),
  },
} satisfies Record<string, PermissionRule>;

type PermissionRule = {
  check: keyof AccessRepository;
  readWith?: string;
  refused: () => AppError;
  forbidden?: () => AppError;
};

export type Permission = keyof typeof PERMISSIONS;

export const refusalFor = (permission: Permission, mayRead: boolean): AppError => {
  const rule: PermissionRule = PERMISSIONS[permission];
  if (!mayRead) return rule.refused();
  return rule.forbidden?.() ?? new AppError('FORBIDDEN');
};
