/** What the landing page shows that each deployment sets (LABS_URL, CONTACT_EMAIL). */
export type PublicConfig = { labsUrl: string; contactEmail: string };

/** The deployment's values when it sets none; the prerendered landing page carries these until served. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  labsUrl: 'https://labs.atelier-silhouette.fr',
  contactEmail: 'contact@atelier-silhouette.fr',
};
