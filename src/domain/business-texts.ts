/**
 * 'Mon activité': how a consultant's business appears on the documents she hands over (carnet de style, pocket
 * palette, shopping list). Zod-free: the web app imports it.
 */
export const DEFAULT_ACCENT_COLOR = '#7c3aed';
export const MAX_BUSINESS_NAME_LENGTH = 80;
export const MAX_BUSINESS_PHONE_LENGTH = 30;
export const MAX_BUSINESS_WEBSITE_LENGTH = 200;

export type Business = {
  /** The name documents carry ('Atelier Claire Martin'); null: her own name. */
  businessName: string | null;
  /** '#rrggbb': titles, rules and the cover's band. */
  accentColor: string;
  email: string | null;
  phone: string | null;
  /** https only. */
  website: string | null;
  /** Her logo through the API, null without one. */
  logoUrl: string | null;
  updatedAt: string | null;
};

export const BUSINESS_MESSAGES = {
  title: 'Mon activité',
  description:
    'Votre nom commercial, votre logo, votre couleur et vos coordonnées, sur chaque document remis.',
  nameTooLong: `${MAX_BUSINESS_NAME_LENGTH} caractères au maximum.`,
  colorInvalid: 'Choisissez une couleur au format #rrggbb.',
  emailInvalid: 'Adresse email invalide.',
  phoneInvalid: 'Numéro de téléphone invalide.',
  websiteInvalid: 'Adresse de site invalide (https://...).',
  saved: 'Activité enregistrée',
} as const;
