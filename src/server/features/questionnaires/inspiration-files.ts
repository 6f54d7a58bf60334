import { randomBytes } from 'node:crypto';
import type { Inspiration } from '~/domain/questionnaire-inspiration-texts';
import type { InspirationRow } from './inspirations-repository';

/**
 * Where an inspiration photo lives: under its client, so the account's erasure removes it by prefix, with a random
 * name (nothing guessable, nothing of hers in it). Its small variant lies beside it.
 */
export const inspirationKey = (clientId: string, questionnaireId: string) =>
  `users/${clientId}/questionnaires/${questionnaireId}/inspiration-${randomBytes(16).toString('hex')}.jpg`;

export const smallKeyOf = (imageKey: string) => imageKey.replace(/\.jpg$/, '-small.webp');

/** Both files of a photo. */
export const inspirationFiles = (imageKey: string) => [imageKey, smallKeyOf(imageKey)];

/** The random part of the key: in the URLs, so a browser never shows another photo's bytes from its cache. */
const versionOf = (imageKey: string) => /inspiration-([0-9a-f]+)\.jpg$/.exec(imageKey)?.[1] ?? '';

export function toInspiration(row: InspirationRow): Inspiration {
  const image = `/api/questionnaires/${row.questionnaireId}/inspirations/${row.id}/image?v=${versionOf(row.imageKey)}`;
  return {
    id: row.id,
    liked: row.liked,
    caption: row.caption,
    questionId: row.questionId,
    imageUrl: image,
    thumbnailUrl: `${image}&size=small`,
    createdAt: row.createdAt.toISOString(),
  };
}
