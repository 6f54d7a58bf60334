import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientDiagnoses, consultantBusinesses, consultantClients, profiles } from '../../db/schema';

export type BrandRow = {
  firstName: string;
  lastName: string;
  business: typeof consultantBusinesses.$inferSelect | null;
};

export function documentsRepository(db: Database) {
  return {
    async person(id: string) {
      const [row] = await db
        .select({ firstName: profiles.firstName, lastName: profiles.lastName })
        .from(profiles)
        .where(eq(profiles.id, id));
      return row ?? null;
    },

    async diagnosis(clientId: string) {
      const [row] = await db.select().from(clientDiagnoses).where(eq(clientDiagnoses.clientId, clientId));
      return row ?? null;
    },

    /** A consultant's name and business, if she follows this client (a former consultant brands nothing). */
    async brandFollowing(consultantId: string, clientId: string): Promise<BrandRow | null> {
      const [row] = await db
        .select({
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          business: consultantBusinesses,
        })
        .from(consultantClients)
        .innerJoin(profiles, eq(profiles.id, consultantClients.consultantId))
        .leftJoin(consultantBusinesses, eq(consultantBusinesses.consultantId, consultantClients.consultantId))
        .where(
          and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId)),
        );
      return row ?? null;
    },
  };
}
