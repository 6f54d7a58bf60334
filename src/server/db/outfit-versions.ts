import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { outfits } from './schema';

type Executor = Pick<Database, 'execute'>;

/**
 * After versions of a client's looks were erased: each look left without a latest version shows its newest
 * remaining one again, so the lists (which read only latest versions) do not lose it.
 */
export async function restoreLatestVersions(db: Executor, clientId: string): Promise<void> {
  await db.execute(sql`
    update ${outfits} as o set latest = true
    where o.client_id = ${clientId}
      and not o.latest
      and o.version = (select max(v.version) from ${outfits} as v where v.root_id = o.root_id)
      and not exists (select 1 from ${outfits} as l where l.root_id = o.root_id and l.latest)
  `);
}
