import {
  BUSINESS_MESSAGES,
  MAX_BUSINESS_NAME_LENGTH,
  MAX_BUSINESS_PHONE_LENGTH,
  MAX_BUSINESS_WEBSITE_LENGTH,
} from './business-texts';
import { HEX_PATTERN } from './palettes';
import { z } from './zod';

export * from './business-texts';

/** An optional text: blank is none. */
const optional = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((text) => text || null);

/** PUT /api/me/business: every field; a missing or blank one is cleared. */
export const businessSchema = z.object({
  businessName: optional().pipe(
    z.string().max(MAX_BUSINESS_NAME_LENGTH, BUSINESS_MESSAGES.nameTooLong).nullable(),
  ),
  accentColor: z.string().trim().toLowerCase().regex(HEX_PATTERN, BUSINESS_MESSAGES.colorInvalid),
  email: optional().pipe(z.email(BUSINESS_MESSAGES.emailInvalid).max(254).nullable()),
  phone: optional().pipe(
    z
      .string()
      .max(MAX_BUSINESS_PHONE_LENGTH, BUSINESS_MESSAGES.phoneInvalid)
      .regex(/^\+?[\d\s.()-]{6,}$/, BUSINESS_MESSAGES.phoneInvalid)
      .nullable(),
  ),
  website: optional().pipe(
    z
      .url({ protocol: /^https$/, hostname: z.regexes.domain, message: BUSINESS_MESSAGES.websiteInvalid })
      .max(MAX_BUSINESS_WEBSITE_LENGTH, BUSINESS_MESSAGES.websiteInvalid)
      .transform((url) => new URL(url).href)
      .nullable(),
  ),
});
export type BusinessInput = z.output<typeof businessSchema>;
