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
