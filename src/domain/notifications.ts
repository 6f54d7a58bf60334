import { z } from 'zod';
import {
  MAIL_RHYTHMS,
  NEWS_AREA_NAMES,
  NEWS_LIMIT,
  NOTIFICATION_CATEGORIES,
  type NewsArea,
} from './notification-texts';

export * from './notification-texts';

export const preferencesUpdateSchema = z.object({
  preferences: z
    .array(
      z.object({ category: z.enum(NOTIFICATION_CATEGORIES), mail: z.enum(MAIL_RHYTHMS), push: z.boolean() }),
    )
    .min(1)
    .max(NOTIFICATION_CATEGORIES.length),
});

const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .max(max);

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2048),
  keys: z.object({ p256dh: base64url(256), auth: base64url(64) }),
});

export const pushEndpointSchema = z.object({ endpoint: z.string().url().max(2048) });

export const unsubscribeSchema = z.object({
  u: z.string().uuid(),
  /** A category, or 'all' from a mail that told of several. */
  c: z.enum([...NOTIFICATION_CATEGORIES, 'all']),
  t: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type UnsubscribeLink = z.infer<typeof unsubscribeSchema>;

/** 'Seen': the area's ids (all of the area when none is given). */
export const newsSeenSchema = z.object({
  area: z.enum(NEWS_AREA_NAMES as [NewsArea, ...NewsArea[]]),
  ids: z.array(z.string().uuid()).min(1).max(NEWS_LIMIT).optional(),
});
