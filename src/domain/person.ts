/** How a person is shown: without the schemas of src/domain/profile.ts, so the app's frame loads light. */

/** Display name: first and last name joined, 'Consultant' when both are empty (§3). */
export function displayName(person: { firstName?: string | null; lastName?: string | null }): string {
  const joined = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return joined || 'Consultant';
}

export function initials(person: { firstName?: string | null; lastName?: string | null }): string {
  const letters = [person.firstName, person.lastName].map((part) => part?.trim()?.[0] ?? '').join('');
  return letters.toUpperCase() || '?';
}

/**
 * 'de' before a name, elided before a vowel or a mute h as French writes it: « d’Hélène », « d’Yves », « de Claire »,
 * « de Yasmine » (a y before a vowel is a consonant). `deBefore` is the word alone, for a name set apart (bold).
 */
export function deBefore(name: string): 'd’' | 'de ' {
  const letters = name.trim().normalize('NFD').replace(/\p{M}/gu, '');
  return /^(?:[aeiouhœæ]|y[^aeiouy])/iu.test(letters) ? 'd’' : 'de ';
}

export const deName = (name: string): string => `${deBefore(name)}${name.trim()}`;
