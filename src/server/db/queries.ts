import { and, eq, sql, type Column } from 'drizzle-orm';
import type { Database } from './client';
import { consultantClients } from './schema';

/**
 * Rows after a keyset page boundary, for lists ordered by (time desc, id desc); no condition without one. A row
 * comparison, so the index on (..., time desc, id desc) starts right at the boundary instead of reading the
 * earlier pages again and filtering them out.
 */
export function olderThan(time: Column, id: Column, keyset: { at: Date; id: string } | undefined) {
  if (!keyset) return undefined;
  return sql`(${time}, ${id}) < (${keyset.at.toISOString()}::timestamptz, ${keyset.id}::uuid)`;
}

/** Whether the consultant and the client are linked: the one check behind every consultant-side read. */
export async function areLinked(db: Database, consultantId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(consultantClients)
    .where(and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId)));
  return Boolean(row);
}
