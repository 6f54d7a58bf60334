/** The API path of a profile photo (served only to people allowed to see it), or null. */
export function photoUrl(profileId: string, photoKey: string | null): string | null {
  if (!photoKey) return null;
  // The key's timestamp busts caches when the photo changes.
  const version = photoKey.match(/(\d+)\.jpg$/)?.[1] ?? '0';
  return `/api/profiles/${profileId}/photo?v=${version}`;
}
