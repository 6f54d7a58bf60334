import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { appointments, clientPackages } from './schema';

type Executor = Pick<Database, 'execute'>;

/**
 * Gives back to their packages the sessions the chosen appointments took: each package's used count lowered by
 * the number of them in it, in one statement. The caller chooses them before marking them uncounted, and holds
 * what makes the choice its own (the appointment's or the link's row), so no session is given back twice.
 */
export async function giveBackSessions(db: Executor, chosen: SQL): Promise<void> {
  await db.execute(sql`update ${clientPackages}
    set sessions_used = greatest(${clientPackages.sessionsUsed} - taken.count, 0)
    from (select ${appointments.clientPackageId} as id, count(*)::int as count from ${appointments}
          where ${and(chosen, isNotNull(appointments.clientPackageId))} group by 1) as taken
    where ${clientPackages.id} = taken.id`);
}
