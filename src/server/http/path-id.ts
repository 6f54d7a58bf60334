import { z } from 'zod';
import { CLIENT_MESSAGES } from '~/domain/clients';
import { notFound } from './errors';

const uuid = z.uuid();

/** A path id that is not a uuid gets the same 404 as an unknown one, before any query. */
export function uuidOr404(id: string | undefined, message?: string): string {
  if (!uuid.safeParse(id).success) throw notFound(message);
  return id!;
}

/** The `:clientId` of a consultant's route: a malformed one reads as 'Client non trouvé'. */
export const clientIdOr404 = (id: string | undefined) => uuidOr404(id, CLIENT_MESSAGES.notFound);
