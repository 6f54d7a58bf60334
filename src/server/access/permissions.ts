import { CLIENT_MESSAGES } from '~/domain/clients';
import { CONSENT_TEXTS } from '~/domain/consent';
import { LINK_TEXTS } from '~/domain/links';
import { MESSAGING_TEXTS } from '~/domain/messages';
import { OUTFIT_MESSAGES } from '~/domain/outfit-texts';
import { PROPOSAL_MESSAGES } from '~/domain/proposals';
import { forbidden, HttpError, notFound } from '../http/errors';
import type { AccessRepository } from './repository';

/**
 * Everything one person may do to another's data, named `resource.action`; each takes the ids of its resource.
 * A refusal is a 404 that says the resource does not exist, unless the viewer may read it (`readWith`): then it
 * is a 403, so a client who sees an outfit is told she may not change it rather than that it is not there.
 */
export const PERMISSIONS = {
  /** A client's file (measurements, wardrobe, outfits, proposals, diagnosis): ids are client ids. */
  'clientFile.read': { check: 'clientFileRead', refused: () => notFound(CLIENT_MESSAGES.notFound) },
  'clientFile.write': { check: 'clientFileWrite', refused: () => notFound(CLIENT_MESSAGES.notFound) },
  'garment.read': { check: 'garmentRead', refused: () => notFound() },
  'garment.update': { check: 'garmentUpdate', readWith: 'garment.read', refused: () => notFound() },
  'proposal.decide': { check: 'proposalDecide', refused: () => notFound(PROPOSAL_MESSAGES.notFound) },
  'outfit.read': { check: 'outfitRead', refused: () => notFound(OUTFIT_MESSAGES.notFound) },
  'outfit.update': {
    check: 'outfitUpdate',
    readWith: 'outfit.read',
    refused: () => notFound(OUTFIT_MESSAGES.notFound),
  },
  'outfit.react': {
    check: 'outfitReact',
    readWith: 'outfit.read',
    refused: () => notFound(OUTFIT_MESSAGES.notFound),
  },
  'conversation.read': { check: 'conversationRead', refused: () => notFound(MESSAGING_TEXTS.notFound) },
  'conversation.send': {
    check: 'conversationSend',
    readWith: 'conversation.read',
    refused: () => notFound(MESSAGING_TEXTS.notFound),
    forbidden: () => new HttpError(403, 'CONVERSATION_CLOSED', LINK_TEXTS.conversationClosed),
  },
  /** A person's profile photo: ids are people's. */
  'person.read': { check: 'personRead', refused: () => notFound() },
  /** Keeping her measurements and photos: ids are people's (her own). */
  'personalData.store': {
    check: 'personalDataStore',
    refused: () => new HttpError(403, 'CONSENT_REQUIRED', CONSENT_TEXTS.missing),
  },
  /** Starting a conversation: ids are people's. */
  'person.message': {
    check: 'personMessage',
    refused: () => new HttpError(403, 'NOT_LINKED', MESSAGING_TEXTS.notLinked),
  },
} satisfies Record<string, PermissionRule>;

type PermissionRule = {
  check: keyof AccessRepository;
  readWith?: string;
  refused: () => Error;
  forbidden?: () => Error;
};

export type Permission = keyof typeof PERMISSIONS;

export const refusalFor = (permission: Permission, mayRead: boolean): Error => {
  const rule: PermissionRule = PERMISSIONS[permission];
  if (!mayRead) return rule.refused();
  return rule.forbidden?.() ?? forbidden();
};
