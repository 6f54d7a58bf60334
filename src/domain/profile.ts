import { z } from './zod';
import { AUTH_MESSAGES } from './auth';
import { personName } from './names';
import { ACCOUNT_DELETION_TEXTS } from './profile-texts';
import type { Role } from './roles';

export { ACCOUNT_DELETION_CONFIRM, ACCOUNT_DELETION_TEXTS } from './profile-texts';

const profileName = () => personName(AUTH_MESSAGES.profileNamesRequired);

export const updateNamesSchema = z.object({ firstName: profileName(), lastName: profileName() });
export type UpdateNamesInput = z.infer<typeof updateNamesSchema>;

/** The signed-in user as the web app sees it (GET /api/me). */
export type Me = {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  /** Whether the user followed the confirmation mail (or the mailed invitation link). */
  emailVerified: boolean;
  /** API path of the photo, or null. Served only to users allowed to see it. */
  photoUrl: string | null;
  /** When a client agreed that her measurements and photos be kept (ISO); null without it, and for consultants. */
  consentedAt: string | null;
};

/** Deleting an account asks for its password: a session left open on a shared computer is not enough. */
export const accountDeletionSchema = z.object({
  password: z.string(ACCOUNT_DELETION_TEXTS.passwordRequired).min(1, ACCOUNT_DELETION_TEXTS.passwordRequired),
});
