import type { ClientNote } from '~/domain/client-notes';
import type { Page } from '~/domain/wardrobe';
import type { AppDeps } from '../../deps';
import { createAccess } from '../../access/access';
import { AppError } from '../../errors';
import { decodeCursor, toPage } from '../../http/keyset-cursor';
import { clientNotesRepository, type ClientNoteRow } from './repository';

const toNote = (row: ClientNoteRow): ClientNote => ({
  id: row.id,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A consultant's private notes on a client file. Only the linked consultant reaches them: a client, another
 * consultant or an unlinked file gets the same 404 as a client that does not exist.
 */
export function clientNotesService(deps: AppDeps) {
  const repo = clientNotesRepository(deps.db);
  const access = createAccess(deps.db);

  /** Notes are the consultant's own writing in the file: reading them takes the file's write access too. */
  async function fileOf(consultantId: string, clientId: string) {
    await access.requireAccess({ id: consultantId }, 'clientFile.write', clientId);
    return { consultantId, clientId };
  }

  return {
    async list(
      consultantId: string,
      clientId: string,
      query: { q?: string; cursor?: string; limit: number },
    ): Promise<Page<ClientNote>> {
      const after = decodeCursor(query.cursor);
      const file = await fileOf(consultantId, clientId);
      const rows = await repo.list(file, { q: query.q || undefined, after, limit: query.limit + 1 });
      return toPage(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }), toNote);
    },

    async create(consultantId: string, clientId: string, body: string): Promise<ClientNote> {
      return toNote(await repo.create(await fileOf(consultantId, clientId), body));
    },

    async update(consultantId: string, clientId: string, noteId: string, body: string): Promise<ClientNote> {
      const row = await repo.update(await fileOf(consultantId, clientId), noteId, body);
      if (!row) throw new AppError('NOT_FOUND', { resource: 'note' });
      return toNote(row);
    },

    async remove(consultantId: string, clientId: string, noteId: string): Promise<void> {
      if (!(await repo.remove(await fileOf(consultantId, clientId), noteId))) {
        throw new AppError('NOT_FOUND', { resource: 'note' });
      }
    },
  };
}
