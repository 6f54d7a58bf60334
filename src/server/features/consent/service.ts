import type { ConsentStatus } from '~/domain/consent';
import type { AppDeps } from '../../deps';
import { deleteFilesOfErasedRows } from '../../platform/storage/storage';
import { consentRepository } from './repository';

/** A client's consent to keep her measurements and photos: given, withdrawn (erasing them), given again. */
export function consentService(deps: AppDeps) {
  const repo = consentRepository(deps.db);

  async function status(clientId: string): Promise<ConsentStatus> {
    const [consentedAt, erasable] = await Promise.all([repo.consentedAt(clientId), repo.erasable(clientId)]);
    return { consentedAt: consentedAt?.toISOString() ?? null, erasable };
  }

  return {
    status,

    async grant(clientId: string) {
      await repo.grant(clientId, deps.now());
      return status(clientId);
    },

    /** The rows go in one transaction; the files after it, so a failure never leaves a row without its file. */
    async withdraw(clientId: string) {
      const keys = await repo.withdraw(clientId);
      await deleteFilesOfErasedRows(deps.storage, keys, deps.logger, 'a consent withdrawal');
      return status(clientId);
    },
  };
}
