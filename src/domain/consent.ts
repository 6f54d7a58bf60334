import { z } from './zod';
import { CONSENT_TEXTS } from './consent-texts';

export { CONSENT_TEXTS, erasureLines, WITHDRAWAL_TEXTS } from './consent-texts';

/** The box must be ticked: `true`, never a default. */
export const consentField = z.literal(true, CONSENT_TEXTS.required);

export const grantConsentSchema = z.object({ consent: consentField });

/** The client's consent and what withdrawing it would erase, for the confirmation to say exactly what goes. */
export type ConsentStatus = {
  consentedAt: string | null;
  erasable: {
    /** Whether measurements are stored (the silhouette is drawn from them). */
    measurements: boolean;
    measurementChanges: number;
    garments: number;
    /** Photos sent with 'Ajouter plusieurs vêtements' and not yet saved as garments. */
    pendingPhotos: number;
    /** Outfits composed with her garments or drawn on her measured silhouette: their image shows them. */
    outfits: number;
    /** Whether her consultant recorded a morphology (read from her measurements). */
    morphology: boolean;
    /** Carnets and shopping lists her consultant sent her: they print her silhouette, looks and garments. */
    documents: number;
    /** Her colour analysis: the colours measured on her face, and the face photo when she kept it. */
    colourAnalysis: boolean;
  };
};
