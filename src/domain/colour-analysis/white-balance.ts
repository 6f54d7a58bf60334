import { linearPixel, type LinearRgb, type RgbaImage } from './image';
import type { WhiteCard } from './white-card';

/**
 * White balance from the card: one gain per channel in linear sRGB (a von Kries scaling), chosen so that the card
 * becomes a neutral white of luminance CARD_WHITE_LUMINANCE.
 *
 * Why diagonal gains in linear sRGB rather than Bradford in XYZ: a phone's cast comes from its own white balance,
 * which it applies as gains on the sensor's channels; on the rendered sRGB picture the nearest inverse is gains
 * on the linear channels, which map the card to neutral and undo such a cast exactly. Bradford models how an
 * observer adapts to a new illuminant, not a camera's error: on skin colours under casts of channel gains from
 * (1, 0.9, 0.75) to (1, 0.82, 0.6), it leaves 0.6 to 1.6 ΔE00 that the diagonal gains do not (measured with
 * culori while writing this). Neither is exact for a real change of light spectrum; the card bounds the error.
 *
 * The gains also set the exposure: the card is the only surface of known lightness in the picture, so the skin's
 * L* is read against it rather than against the phone's automatic exposure.
 */
export type WhiteBalance = {
  /** Multiply each linear channel by its gain. */
  gains: LinearRgb;
  /** A linear sRGB colour as it would be under the reference light. */
  correct: (colour: LinearRgb) => LinearRgb;
  /** The balanced linear sRGB colour of the image's pixel at (x, y), which must lie inside the image. */
  pixel: (x: number, y: number) => LinearRgb;
};

/**
 * The luminance a white card is balanced to: office paper reflects about 88 % (CIE L* 95), so a balanced skin
 * reads as a spectrophotometer would read it against a white of L* 100.
 */
export const CARD_WHITE_LUMINANCE = 0.88;

/** Gains beyond this (a card more than 8 times too dark in one channel) are capped: the card is not usable. */
export const MAX_GAIN = 8;

function balanceWithGains(image: RgbaImage, gains: LinearRgb): WhiteBalance {
  const correct = (colour: LinearRgb) => ({
    r: colour.r * gains.r,
    g: colour.g * gains.g,
    b: colour.b * gains.b,
  });
  return { gains, correct, pixel: (x, y) => correct(linearPixel(image, x, y)) };
}

export function whiteBalance(image: RgbaImage, card: WhiteCard): WhiteBalance {
  const gain = (channel: number) =>
    channel > 0 ? Math.min(MAX_GAIN, CARD_WHITE_LUMINANCE / channel) : MAX_GAIN;
  const { r, g, b } = card.linearRgb;
  return balanceWithGains(image, { r: gain(r), g: gain(g), b: gain(b) });
}

/** No correction: the picture's colours as they are (when there is no card, for a check or a test). */
export function noWhiteBalance(image: RgbaImage): WhiteBalance {
  return balanceWithGains(image, { r: 1, g: 1, b: 1 });
}
