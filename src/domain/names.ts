import { z } from './zod';
import { MAX_NAME_LENGTH } from './limits';

export const NAME_CHARACTERS_MESSAGE =
  'Seuls les lettres, espaces, apostrophes, tirets et points (ex. « J. ») sont acceptés';

/**
 * Letters (accents included), spaces, apostrophes, hyphens, and dots that end a word ('J.', 'Jr.'): nothing
 * a mail client could turn into a link ('://', 'www.', 'evil.example'), no digits, no other punctuation.
 */
const NAME_PATTERN = /^(?=.*\p{L})(?:[\p{L}\p{M}' ’-]|\.(?![\p{L}\p{M}\d]))+$/u;

/** A first or last name as a person types it; `required` is the French message when it is empty. */
export const personName = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(MAX_NAME_LENGTH, `${MAX_NAME_LENGTH} caractères maximum`)
    .regex(NAME_PATTERN, NAME_CHARACTERS_MESSAGE);

/**
 * A stored name made safe for a mail's subject and text, whatever it holds (rows older than the rules
 * above): other characters become spaces, a dot inside a word is followed by a space so 'evil.example'
 * is no longer a domain, and the result is cut to the maximum length.
 */
export function mailSafeName(name: string): string {
  return name
    .replace(/[^\p{L}\p{M}' ’.-]+/gu, ' ')
    .replace(/\.(?=[\p{L}\p{M}])/gu, '. ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .trim();
}
