import type { ConsentStatus } from '~/domain/consent';
import type { AppDeps } from '../../deps';
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
      const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed) deps.logger.warn({ failed }, 'files left after a consent withdrawal');
      return status(clientId);
    },
  };
}
