import type { ClientSummary } from '~/domain/clients';
import type { Gender } from '~/domain/genders';
import type { Page } from '~/domain/wardrobe';
import { createAccess } from '../../access/access';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { decodeCursor, toPage } from '../../http/keyset-cursor';
import { photoUrl } from '../../http/photo-url';
import { clientsRepository, type ClientRow } from './repository';

function toSummary(row: ClientRow): ClientSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    photoUrl: photoUrl(row.id, row.profilePhotoKey),
    gender: row.gender as Gender | null,
    age: row.age,
    height: row.height,
    weight: row.weight,
    bustSize: row.gender === 'femme' ? row.bustSize : null,
    shoulderWidth: row.shoulderWidth,
    waistSize: row.waistSize,
    hipSize: row.hipSize,
    followUpOn: row.followUpOn,
  };
}

export function clientsService(deps: AppDeps) {
  const repo = clientsRepository(deps.db);
  const access = createAccess(deps.db);
  return {
    /** The portfolio, each card with what waits; `attention` keeps only the clients 'À traiter'. */
    async list(
      consultantId: string,
      query: { q?: string; attention?: 'true'; cursor?: string; limit: number },
    ): Promise<Page<ClientSummary>> {
      const after = decodeCursor(query.cursor);
      const rows = await repo.list(consultantId, {
        q: query.q || undefined,
        attention: query.attention === 'true',
        after: after && { linkedAt: after.at, id: after.id },
        limit: query.limit + 1,
      });
      return toPage(
        rows,
        query.limit,
        (row) => ({ at: row.linkedAt, id: row.id }),
        (row) => ({
          ...toSummary(row),
          waiting: {
            answers: row.awaitingAnswers,
            toRevise: row.looksToRevise,
            news: row.news,
            needsAttention: row.needsAttention,
          },
        }),
      );
    },

    /** The consultant opened the file: what was new is seen; a look to revise still waits. */
    async markSeen(consultantId: string, clientId: string): Promise<void> {
      await access.requireAccess({ id: consultantId }, 'clientFile.write', clientId);
      await repo.markSeen(consultantId, clientId, deps.now());
    },

    /** 'À relancer': the consultant's clients whose follow-up day is today or past. */
    async dueFollowUps(consultantId: string): Promise<{ items: ClientSummary[] }> {
      return { items: (await repo.dueFollowUps(consultantId)).map(toSummary) };
    },

    async setFollowUp(consultantId: string, clientId: string, followUpOn: string | null) {
      await access.requireAccess({ id: consultantId }, 'clientFile.write', clientId);
      if (!(await repo.setFollowUp(consultantId, clientId, followUpOn)))
        throw new AppError('NOT_FOUND', { resource: 'client' });
      return { followUpOn };
    },

    /**
     * A linked consultant, or the client themself. The same 404 for a client that does not exist, one linked
     * to another consultant, and another client.
     */
    async get(viewer: { id: string; role: string }, clientId: string): Promise<ClientSummary> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const row =
        viewer.role === 'consultant'
          ? await repo.find(viewer.id, clientId)
          : viewer.id === clientId
            ? await repo.findSelf(clientId)
            : null;
      if (!row) throw new AppError('NOT_FOUND', { resource: 'client' });
      return toSummary(row);
    },
  };
}
