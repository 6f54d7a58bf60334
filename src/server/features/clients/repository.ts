import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { olderThan } from '../../db/queries';
import { clientProfiles, consultantClients, profiles } from '../../db/schema';

const clientColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  profilePhotoKey: profiles.profilePhotoKey,
  gender: clientProfiles.gender,
  age: clientProfiles.age,
  height: clientProfiles.height,
  weight: clientProfiles.weight,
  bustSize: clientProfiles.bustSize,
  shoulderWidth: clientProfiles.shoulderWidth,
  waistSize: clientProfiles.waistSize,
  hipSize: clientProfiles.hipSize,
  linkedAt: consultantClients.createdAt,
};

export type ClientRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profilePhotoKey: string | null;
  gender: string | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  bustSize: number | null;
  shoulderWidth: number | null;
  waistSize: number | null;
  hipSize: number | null;
  linkedAt: Date;
};

/** Every read goes through consultant_clients: a consultant only ever sees their own clients. */
export function clientsRepository(db: Database) {
  const linkedClients = () =>
    db
      .select(clientColumns)
      .from(consultantClients)
      .innerJoin(profiles, eq(profiles.id, consultantClients.clientId))
      .leftJoin(clientProfiles, eq(clientProfiles.userId, consultantClients.clientId));

  return {
    async list(
      consultantId: string,
      options: { q?: string; after?: { linkedAt: Date; id: string }; limit: number },
    ): Promise<ClientRow[]> {
      const pattern = options.q ? `%${options.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
      return (await linkedClients()
        .where(
          and(
            eq(consultantClients.consultantId, consultantId),
            pattern
              ? or(
                  ilike(profiles.firstName, pattern),
                  ilike(profiles.lastName, pattern),
                  ilike(profiles.email, pattern),
                  ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
                )
              : undefined,
            olderThan(
              consultantClients.createdAt,
              consultantClients.clientId,
              options.after && { at: options.after.linkedAt, id: options.after.id },
            ),
          ),
        )
        .orderBy(desc(consultantClients.createdAt), desc(consultantClients.clientId))
        .limit(options.limit)) as ClientRow[];
    },

    /** A client reading their own file: same shape, no link needed. */
    async findSelf(clientId: string): Promise<ClientRow | null> {
      const [row] = await db
        .select({ ...clientColumns, linkedAt: profiles.createdAt })
        .from(profiles)
        .leftJoin(clientProfiles, eq(clientProfiles.userId, profiles.id))
        .where(and(eq(profiles.id, clientId), eq(profiles.role, 'client')));
      return (row as ClientRow | undefined) ?? null;
    },

    async find(consultantId: string, clientId: string): Promise<ClientRow | null> {
      const [row] = await linkedClients().where(
        and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId)),
      );
      return (row as ClientRow | undefined) ?? null;
    },
  };
}
