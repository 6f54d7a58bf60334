import type { z } from 'zod';
import { commonPasswordSet, passwordStrengthMessage, type PasswordOwner } from '~/domain/password-strength';

let loading: Promise<ReadonlySet<string>> | undefined;

/**
 * The 10,000 common passwords, fetched once as their own chunk (90 KB, 40 KB gzipped) the first time a form
 * that takes a new password is shown: the landing page and the other screens never download it.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('~/domain/common-passwords').then(
    (module) => commonPasswordSet(module.COMMON_PASSWORDS_TEXT),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * `schema` plus the server's rule on new passwords (domain's `passwordWeakness`), shown under the `field` before
 * the form is sent. The owner is whatever the form or the page knows of the person (nothing on a reset link).
 */
export function withPasswordStrength<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: keyof z.output<S> & string,
  owner: (values: z.output<S>) => PasswordOwner = () => ({}),
): S {
  return schema.superRefine(async (values: z.output<S>, ctx) => {
    const password = String(values[field]);
    const message = await passwordStrengthMessage(password, owner(values), loadCommonPasswords);
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  });
}
