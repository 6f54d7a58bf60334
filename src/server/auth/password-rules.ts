import { and, eq, like } from 'drizzle-orm';
import { COMMON_PASSWORDS_TEXT } from '~/domain/common-passwords';
import { commonPasswordSet, passwordWeakness, type PasswordOwner } from '~/domain/password-strength';
import type { Database } from '../db/client';
import { verifications } from '../db/schema';
import { AppError } from '../errors';

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Refuses a NEW password (sign-up, reset, change) that is among the commonest or contains the owner's name or
 * email, with the domain's French message. Never called on sign-in: passwords chosen before the rule keep working.
 */
export function assertStrongPassword(password: string, owner: PasswordOwner): void {
  commonPasswords ??= commonPasswordSet(COMMON_PASSWORDS_TEXT);
  const weakness = passwordWeakness(password, owner, commonPasswords);
  if (weakness === 'tooCommon') throw new AppError('PASSWORD_TOO_COMMON');
  if (weakness === 'containsPersonalInfo') throw new AppError('PASSWORD_CONTAINS_PERSONAL_INFO');
}

/** The prefix better-auth gives reset tokens' identifiers; we keep it in front of the hash (see auth.ts). */
export const RESET_PASSWORD_PREFIX = 'reset-password:';

/** Every reset link of the user stops working: run after any password change, whichever way it was made. */
export async function revokeResetLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_PASSWORD_PREFIX}%`)));
}
