import type { ErrorCode } from './errors';

/**
 * What makes a new password too easy to guess, beyond the spec's 6 characters: being one of the commonest
 * passwords, or containing the person's name or the local part of their email. Checked on the server for every
 * new password (sign-up, reset, change) and in the web forms before they are sent. Passwords already chosen are
 * never checked again: old accounts keep signing in.
 *
 * The list of common passwords is passed in (see `common-passwords.ts`): it weighs 90 KB, which the server
 * loads once and the web app only on the forms that need it.
 */
export const PASSWORD_STRENGTH_MESSAGES = {
  tooCommon: 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
  containsPersonalInfo: 'Le mot de passe ne doit pas contenir votre nom ou votre adresse email.',
} as const;

export type PasswordWeakness = 'tooCommon' | 'containsPersonalInfo';

/** Whether an API error code is about a weak new password, which a form shows under the password field. */
export const isWeakPasswordCode = (code: string): code is ErrorCode =>
  code === 'PASSWORD_TOO_COMMON' || code === 'PASSWORD_CONTAINS_PERSONAL_INFO';

/** Who the password belongs to; any field may be missing (the reset form knows nobody). */
export type PasswordOwner = { email?: string; firstName?: string; lastName?: string };

/** Parts of a name or an email shorter than this are ignored: refusing every password with 'li' in it helps nobody. */
const MIN_PERSONAL_PART = 3;

/** Lower case without accents: 'Hélène' and 'HELENE' are the same name to someone guessing. */
export const foldForComparison = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Reads the one-a-line list of `common-passwords.ts` into a set. */
export const commonPasswordSet = (text: string): ReadonlySet<string> => new Set(text.split('\n'));

/** The words of a name or an email's local part worth looking for in a password: 'jean-pierre' gives 3. */
function personalParts(owner: PasswordOwner): string[] {
  const sources = [owner.email?.split('@')[0], owner.firstName, owner.lastName];
  const parts = new Set<string>();
  for (const source of sources) {
    if (!source) continue;
    const folded = foldForComparison(source.trim());
    for (const part of [folded, ...folded.split(/[^\p{L}\p{N}]+/u)]) {
      if (part.length >= MIN_PERSONAL_PART) parts.add(part);
    }
  }
  return [...parts];
}

/** Why `password` would be refused as a new password, or null when it is fine. */
export function passwordWeakness(
  password: string,
  owner: PasswordOwner,
  commonPasswords: ReadonlySet<string>,
): PasswordWeakness | null {
  const folded = foldForComparison(password);
  if (commonPasswords.has(password.toLowerCase()) || commonPasswords.has(folded)) return 'tooCommon';
  if (personalParts(owner).some((part) => folded.includes(part))) return 'containsPersonalInfo';
  return null;
}

/**
 * The French message refusing `password`, or null. For the web forms: `load` brings the list (a lazy import);
 * when it fails (offline, a stale deployment) only the owner's names are checked and the server says the rest.
 */
export async function passwordStrengthMessage(
  password: string,
  owner: PasswordOwner,
  load: () => Promise<ReadonlySet<string>>,
): Promise<string | null> {
  const common = await load().catch(() => new Set<string>());
  const weakness = passwordWeakness(password, owner, common);
  return weakness ? PASSWORD_STRENGTH_MESSAGES[weakness] : null;
}
