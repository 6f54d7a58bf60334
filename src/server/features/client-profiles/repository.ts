import { eq } from 'drizzle-orm';
import type { ClientProfile } from '~/domain/measurements';
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
        })
        .from(clientProfiles)
        .where(eq(clientProfiles.userId, userId));
      return (row as ClientProfile | undefined) ?? null;
    },

    async upsert(userId: string, profile: ClientProfile) {
      await db
        .insert(clientProfiles)
        .values({ userId, ...profile })
        .onConflictDoUpdate({ target: clientProfiles.userId, set: { ...profile, updatedAt: new Date() } });
    },
  };
}
