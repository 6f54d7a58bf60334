import { classifyColours, type ColourClasses } from './colour-classes';
import { measureFaceColours, type FaceColours } from './face-sampling';
import type { DetectedFace, RgbaImage } from './image';
import { suggestSeasons, type SeasonSuggestion } from './season-suggestions';
import { whiteBalance, type WhiteBalance } from './white-balance';
import { findWhiteCard, type WhiteCard } from './white-card';

/**
 * The colour analysis of one photo: the white card, the balanced colours of skin, eyes and hair, their classes
 * and the nearest seasons. Each part is null when what it needs is missing: no face, nothing; no card, no
 * measure (under an unknown light the undertone would be the lamp's); no cheeks in the picture, no measure.
 * Throws when the face has not 68 landmarks (a detector other than face-api's 68-point model).
 */
export type ColourAnalysis = {
  card: WhiteCard | null;
  balance: WhiteBalance | null;
  measurements: FaceColours | null;
  classes: ColourClasses | null;
  suggestions: SeasonSuggestion[] | null;
};

export function analyseColours(image: RgbaImage, face: DetectedFace | null): ColourAnalysis {
  const card = face ? findWhiteCard(image, face.box) : null;
  const balance = card ? whiteBalance(image, card) : null;
  const measurements = face && balance ? measureFaceColours(image, face, balance) : null;
  const classes = measurements
    ? classifyColours({ skin: measurements.skin.lab, eyes: measurements.eyes, hair: measurements.hair })
    : null;
  return { card, balance, measurements, classes, suggestions: classes ? suggestSeasons(classes) : null };
}
