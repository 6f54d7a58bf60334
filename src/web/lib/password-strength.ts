import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { commonPasswordSet, passwordStrengthMessage, type PasswordOwner } from '~/domain/password-strength';
import { lazyResolver, loadZodResolver } from '~/web/lib/lazy-validation';

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
function withPasswordStrength<S extends z.ZodType<Record<string, unknown>, FieldValues>>(
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

/**
 * The resolver of a form that takes a new password (lazy-validation.ts): its schema, `pick`ed from the domain's auth
 * schemas, with the rule above on `field`. The schemas, zod and the common passwords load together at the form's
 * first use.
 */
export function lazyPasswordResolver<S extends z.ZodType<Record<string, unknown>, FieldValues>>(
  pick: (auth: typeof import('~/domain/auth')) => S,
  field: keyof z.output<S> & string,
  owner?: (values: z.output<S>) => PasswordOwner,
) {
  return lazyResolver(async () => {
    void loadCommonPasswords().catch(() => undefined);
    const [zodResolver, auth] = await Promise.all([loadZodResolver(), import('~/domain/auth')]);
    return zodResolver(withPasswordStrength(pick(auth), field, owner));
  });
}
