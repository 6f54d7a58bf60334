import { z } from 'zod';
import type { NotFoundResource } from '~/domain/errors';
import { AppError } from '../errors';

const uuid = z.uuid();

/** A path id that is not a uuid gets the same 404 as an unknown one, before any query. */
export function uuidOr404(id: string | undefined, resource?: NotFoundResource): string {
  if (!uuid.safeParse(id).success) throw new AppError('NOT_FOUND', resource && { resource });
  return id!;
}

/** The `:clientId` of a consultant's route: a malformed one reads as 'Client non trouvé'. */
export const clientIdOr404 = (id: string | undefined) => uuidOr404(id, 'client');
