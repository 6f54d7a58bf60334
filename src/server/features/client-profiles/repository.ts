import { eq } from 'drizzle-orm';
import type { ClientProfile, ClientProfileInput } from '~/domain/measurements';
import type { Database } from '../../db/client';
import { clientProfiles } from '../../db/schema';

export function clientProfilesRepository(db: Database) {
  return {
    async find(userId: string) {
      const [row] = await db
        .select({
          gender: clientProfiles.gender,
          age: clientProfiles.age,
          height: clientProfiles.height,
          weight: clientProfiles.weight,
          bustSize: clientProfiles.bustSize,
          shoulderWidth: clientProfiles.shoulderWidth,
          waistSize: clientProfiles.waistSize,
          hipSize: clientProfiles.hipSize,
        })
        .from(clientProfiles)
        .where(eq(clientProfiles.userId, userId));
      return (row as ClientProfile | undefined) ?? null;
    },

    /** An optional measurement left `undefined` is not written: a new row gets null, an existing one keeps it. */
    async upsert(userId: string, profile: ClientProfileInput) {
      await db
        .insert(clientProfiles)
        .values({ userId, ...profile })
        .onConflictDoUpdate({ target: clientProfiles.userId, set: { ...profile, updatedAt: new Date() } });
    },
  };
}
