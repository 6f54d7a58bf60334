import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles } from '../db/schema';
import { AppError } from '../errors';

/**
 * Inside the transaction that stores a person's measurements or photos: locks her row and refuses without her
 * consent. A withdrawal locks the same row for update, so the two serialise: a store that commits first is
 * erased by the withdrawal, one that comes after reads the withdrawn consent and is refused (its caller removes
 * the files it wrote). `update` for callers that also count under the lock (the capture queue's limit); a consultant
 * storing what is read from her measurements is told so in her own words.
 */
export async function holdConsent(
  tx: Database,
  personId: string,
  {
    strength = 'share',
    askedBy = 'herself',
  }: { strength?: 'share' | 'update'; askedBy?: 'herself' | 'consultant' } = {},
) {
  const [person] = await tx
    .select({ role: profiles.role, consentedAt: profiles.consentedAt })
    .from(profiles)
    .where(eq(profiles.id, personId))
    .for(strength);
  if (!person || (person.role === 'client' && !person.consentedAt)) {
    throw new AppError(askedBy === 'herself' ? 'CONSENT_REQUIRED' : 'CLIENT_CONSENT_REQUIRED');
  }
}
