import { and, desc, eq } from 'drizzle-orm';
import type { ClientProfile, ClientProfileInput, ConsultantMeasurements } from '~/domain/measurements';
import { holdConsent } from '../../access/consent-hold';
import type { Database } from '../../db/client';
import { olderThan } from '../../db/queries';
import { clientProfiles, consultantClients, measurementHistory, profiles } from '../../db/schema';

const measurementColumns = {
  gender: clientProfiles.gender,
  age: clientProfiles.age,
  height: clientProfiles.height,
  weight: clientProfiles.weight,
  bustSize: clientProfiles.bustSize,
  shoulderWidth: clientProfiles.shoulderWidth,
  waistSize: clientProfiles.waistSize,
  hipSize: clientProfiles.hipSize,
};
const MEASUREMENTS = Object.keys(measurementColumns) as (keyof ClientProfile)[];

export function clientProfilesRepository(db: Database) {
  return {
    /** The consultants she is linked to (told when her profile is complete). */
    async consultantsOf(clientId: string): Promise<string[]> {
      const rows = await db
        .select({ id: consultantClients.consultantId })
        .from(consultantClients)
        .where(eq(consultantClients.clientId, clientId));
      return rows.map((row) => row.id);
    },

    async find(userId: string) {
      const [row] = await db
        .select(measurementColumns)
        .from(clientProfiles)
        .where(eq(clientProfiles.userId, userId));
      return (row as ClientProfile | undefined) ?? null;
    },

    /**
     * An optional measurement left `undefined` is not written: a new row gets null, an existing one keeps it. A
     * change is kept in the history, with who made it; saving the same values again adds nothing. Onboarding
     * records the client's consent in the same transaction. A consultant writing (`askedBy`) is refused in her own
     * words when the client withdrew her consent.
     */
    async upsert(
      userId: string,
      profile: ClientProfileInput | ConsultantMeasurements,
      changedBy: string,
      options: { consenting?: boolean; askedBy?: 'herself' | 'consultant' } = {},
    ) {
      await db.transaction(async (tx) => {
        if (options.consenting) {
          await tx.update(profiles).set({ consentedAt: new Date() }).where(eq(profiles.id, userId));
        } else {
          await holdConsent(tx, userId, { askedBy: options.askedBy });
        }
        const [before] = await tx
          .select(measurementColumns)
          .from(clientProfiles)
          .where(eq(clientProfiles.userId, userId))
          .for('update');
        await tx
          .insert(clientProfiles)
          .values({ userId, ...profile })
          .onConflictDoUpdate({ target: clientProfiles.userId, set: { ...profile, updatedAt: new Date() } });
        const [after] = await tx
          .select(measurementColumns)
          .from(clientProfiles)
          .where(eq(clientProfiles.userId, userId));
        if (before && MEASUREMENTS.every((name) => before[name] === after![name])) return;
        await tx.insert(measurementHistory).values({ clientId: userId, changedBy, ...after! });
      });
    },

    /** The client's measurement changes, newest first, with the role of who made each. */
    async history(clientId: string, options: { after?: { at: Date; id: string }; limit: number }) {
      return db
        .select({ entry: measurementHistory, changedByRole: profiles.role })
        .from(measurementHistory)
        .leftJoin(profiles, eq(profiles.id, measurementHistory.changedBy))
        .where(
          and(
            eq(measurementHistory.clientId, clientId),
            olderThan(measurementHistory.createdAt, measurementHistory.id, options.after),
          ),
        )
        .orderBy(desc(measurementHistory.createdAt), desc(measurementHistory.id))
        .limit(options.limit);
    },
  };
}
