import type { Gender } from '~/domain/genders';
import type { ClientProfileInput, ConsultantMeasurements, MeasurementSnapshot } from '~/domain/measurements';
import type { Page } from '~/domain/wardrobe';
import { createAccess, type Viewer } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { decodeCursor, toPage } from '../../http/keyset-cursor';
import { clientProfilesRepository } from './repository';

type HistoryRow = Awaited<ReturnType<ReturnType<typeof clientProfilesRepository>['history']>>[number];

/** The client's measurements: her own to write; hers and her consultants' to read, with how they moved. */
export function clientProfilesService(deps: FeatureDeps) {
  const repo = clientProfilesRepository(deps.db);
  const access = createAccess(deps.db);

  return {
    find: (clientId: string) => repo.find(clientId),

    /** Onboarding: the measurements and the consent to keep them (the schema refuses them without it). */
    async onboard(client: { id: string }, profile: ClientProfileInput) {
      await repo.upsert(client.id, profile, client.id, { consenting: true });
      await deps.notifier.tell(
        (await repo.consultantsOf(client.id)).map((consultantId) => ({
          recipientId: consultantId,
          kind: 'client.onboarded' as const,
          eventKey: `client.onboarded:${client.id}`,
          subject: { clientId: client.id },
        })),
      );
      return repo.find(client.id);
    },

    async update(client: { id: string }, profile: ClientProfileInput) {
      await access.requireAccess(client, 'personalData.store', client.id);
      await repo.upsert(client.id, profile, client.id);
      return repo.find(client.id);
    },

    /**
     * The linked consultant records what she measured in session, with the client's consent; the history keeps
     * that she did. A bust counts for femme only, as in the client's own form. The client's open pages refetch.
     */
    async recordForClient(
      consultant: { id: string },
      clientId: string,
      measurements: ConsultantMeasurements,
    ) {
      await access.requireAccess(consultant, 'clientFile.write', clientId);
      const current = await repo.find(clientId);
      const { bustSize: _bust, ...rest } = measurements;
      const values = current?.gender === 'femme' ? measurements : { ...rest, bustSize: null };
      await repo.upsert(clientId, values, consultant.id, { askedBy: 'consultant' });
      void deps.realtime
        .publish([clientId], { type: 'measurements.changed', clientId })
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'measurements event not published'));
      return repo.find(clientId);
    },

    /** How the client's measurements moved: for the client herself and the consultants who follow her. */
    async history(
      viewer: Viewer,
      clientId: string,
      query: { cursor?: string; limit: number },
    ): Promise<Page<MeasurementSnapshot>> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const rows = await repo.history(clientId, {
        after: decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      return toPage(rows, query.limit, (row) => ({ at: row.entry.createdAt, id: row.entry.id }), toSnapshot);
    },
  };
}

function toSnapshot({ entry, changedByRole }: HistoryRow): MeasurementSnapshot {
  return {
    id: entry.id,
    changedAt: entry.createdAt.toISOString(),
    changedBy: changedByRole === 'client' || changedByRole === 'consultant' ? changedByRole : null,
    gender: entry.gender as Gender | null,
    age: entry.age,
    height: entry.height,
    weight: entry.weight,
    bustSize: entry.bustSize,
    shoulderWidth: entry.shoulderWidth,
    waistSize: entry.waistSize,
    hipSize: entry.hipSize,
  };
}
