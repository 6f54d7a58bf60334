import { z } from 'zod';
import { MAIL_RHYTHMS, NOTIFICATION_CATEGORIES } from './notification-texts';

export * from './notification-texts';

export const preferencesUpdateSchema = z.object({
  preferences: z
    .array(z.object({ category: z.enum(NOTIFICATION_CATEGORIES), mail: z.enum(MAIL_RHYTHMS) }))
    .min(1)
    .max(NOTIFICATION_CATEGORIES.length),
});

export const unsubscribeSchema = z.object({
  u: z.string().uuid(),
  /** A category, or 'all' from a mail that told of several. */
  c: z.enum([...NOTIFICATION_CATEGORIES, 'all']),
  t: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type UnsubscribeLink = z.infer<typeof unsubscribeSchema>;
