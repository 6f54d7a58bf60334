import { maxPhotosOf } from '~/domain/questionnaire';
import {
  INSPIRATION_MESSAGES,
  MAX_INSPIRATIONS,
  type Inspiration,
  type InspirationPatch,
  type NewInspiration,
} from '~/domain/questionnaire-inspiration';
import { createAccess, type Viewer } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { toInspirationImage, toInspirationThumbnail } from '../../platform/images/images';
import { deleteFilesOfErasedRows } from '../../platform/storage/storage';
import { inspirationFiles, inspirationKey, smallKeyOf, toInspiration } from './inspiration-files';
import { inspirationsRepository } from './inspirations-repository';
import { questionnairesRepository } from './repository';

const tooMany = (questionMax?: number) =>
  new AppError('TOO_MANY_INSPIRATIONS', questionMax === undefined ? undefined : { questionMax });
const notPhotoQuestion = () =>
  new AppError('INVALID_INPUT', { message: INSPIRATION_MESSAGES.notPhotoQuestion });
const notFound = () => new AppError('NOT_FOUND', { resource: 'inspiration' });

/**
 * Her inspiration photos in the style questionnaire (decision record 72): added, marked, captioned and deleted by
 * the client alone (`questionnaire.answer`: her consultant gets a 403), seen by whoever may read the questionnaire
 * (`questionnaire.read`: her, and the consultant who sent it while she follows her). Every call asks the access
 * module first.
 *
 * They are photos she chose to share for her style, not measurements nor photos of her: the consent to keep those
 * does not cover them, and withdrawing it leaves them (src/server/features/consent). They go with her account.
 */
export function inspirationsService(deps: FeatureDeps) {
  const repo = inspirationsRepository(deps.db);
  const questionnaires = questionnairesRepository(deps.db);
  const access = createAccess(deps.db);

  const removeFiles = (imageKey: string, what: string) =>
    deleteFilesOfErasedRows(deps.storage, inspirationFiles(imageKey), deps.logger, what);

  async function owned(questionnaireId: string, id: string) {
    const row = await repo.find(questionnaireId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /**
     * Re-encodes the photo (refusing bad files with the usual messages), writes it and its small variant, then its
     * row. A question's photo must answer a photo question of this questionnaire, within its `maxPhotos`; a free one
     * counts among her 24. The one past the limit is refused before any work and again, under the questionnaire's
     * lock, when its row is written; a refused or failed row removes the files written for it.
     */
    async add(viewer: Viewer, questionnaireId: string, upload: Buffer, fields: NewInspiration) {
      await access.requireAccess(viewer, 'questionnaire.answer', questionnaireId);
      let questionMax = 0;
      if (fields.questionId) {
        const question = (await questionnaires.find(questionnaireId))?.questions.find(
          (candidate) => candidate.id === fields.questionId,
        );
        if (question?.kind !== 'photo') throw notPhotoQuestion();
        questionMax = maxPhotosOf(question);
      }
      const limit = fields.questionId ? questionMax : MAX_INSPIRATIONS;
      const refusal = () => tooMany(fields.questionId ? questionMax : undefined);
      if ((await repo.count(questionnaireId, fields.questionId)) >= limit) throw refusal();
      const image = await toInspirationImage(upload);
      const small = await toInspirationThumbnail(image);
      const imageKey = inspirationKey(viewer!.id, questionnaireId);
      await deps.storage.put(imageKey, image, 'image/jpeg');
      let row;
      try {
        await deps.storage.put(smallKeyOf(imageKey), small, 'image/webp');
        row = await repo.insertWithin(
          {
            questionnaireId,
            imageKey,
            liked: fields.liked,
            caption: fields.caption,
            questionId: fields.questionId,
            createdAt: deps.now(),
          },
          MAX_INSPIRATIONS,
          questionMax,
        );
      } catch (error) {
        await removeFiles(imageKey, 'an inspiration photo not added');
        throw error;
      }
      if (!row || typeof row === 'string') {
        await removeFiles(imageKey, 'an inspiration photo refused');
        throw refusal();
      }
      return toInspiration(row);
    },

    async update(viewer: Viewer, questionnaireId: string, id: string, patch: InspirationPatch) {
      await access.requireAccess(viewer, 'questionnaire.answer', questionnaireId);
      const row = await repo.update(questionnaireId, id, patch);
      if (!row) throw notFound();
      return toInspiration(row);
    },

    /** The row goes first, then its files. */
    async remove(viewer: Viewer, questionnaireId: string, id: string) {
      await access.requireAccess(viewer, 'questionnaire.answer', questionnaireId);
      const imageKey = await repo.remove(questionnaireId, id);
      if (!imageKey) throw notFound();
      await removeFiles(imageKey, 'an inspiration photo deleted');
    },

    /** The photo, or its small variant, for whoever may read the questionnaire. */
    async image(viewer: Viewer, questionnaireId: string, id: string, size: 'small' | 'full') {
      await access.requireAccess(viewer, 'questionnaire.read', questionnaireId);
      const row = await owned(questionnaireId, id);
      const file = await deps.storage.open(size === 'small' ? smallKeyOf(row.imageKey) : row.imageKey);
      if (!file) throw notFound();
      return file;
    },

    /** The list the questionnaire carries: read after the access module answered for the questionnaire. */
    async listOf(questionnaireId: string): Promise<Inspiration[]> {
      return (await repo.list(questionnaireId)).map(toInspiration);
    },
  };
}
