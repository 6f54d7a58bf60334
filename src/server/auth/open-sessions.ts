import { and, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';

const CHUNK = 500;

/** Which of these session ids still belong to an unexpired session row. */
export async function openSessions(db: Database, now: Date, ids: string[]): Promise<Set<string>> {
  const open = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids.slice(i, i + CHUNK)), gt(sessions.expiresAt, now)));
    for (const row of rows) open.add(row.id);
  }
  return open;
}
