import { randomUUID } from 'node:crypto';
import type { ColourAnalysis, ColourMeasurements, DrapingInput } from '~/domain/draping';
import { createAccess, type Viewer } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { toFacePhoto } from '../../platform/images/images';
import { deleteFilesOfErasedRows } from '../../platform/storage/storage';
import { colourAnalysisRepository, type ColourAnalysisRow } from './repository';

/** The photo's path; its key's end changes with each photo, so a browser never shows an old one from its cache. */
const photoUrl = (row: ColourAnalysisRow) =>
  row.photoKey
    ? `/api/clients/${row.clientId}/colour-analysis/photo?v=${row.photoKey.split('-').pop()!.replace('.jpg', '')}`
    : null;

function toColourAnalysis(clientId: string, row: ColourAnalysisRow | null): ColourAnalysis {
  return {
    clientId,
    photoConsentAt: row?.photoConsentAt?.toISOString() ?? null,
    photoUrl: row ? photoUrl(row) : null,
    measurements: row?.measurements ?? null,
    measuredAt: row?.measuredAt?.toISOString() ?? null,
    drapes: row?.drapes ?? [],
    note: row?.note ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * A client's colour analysis (issue 37, decision record 71): read by her and the consultant following her; her
 * photo and measured colours sent by either; the photo kept only with her own consent, which she alone gives and
 * withdraws; the drapes written by her consultant.
 */
export function colourAnalysisService(deps: FeatureDeps) {
  const repo = colourAnalysisRepository(deps.db);
  const access = createAccess(deps.db);

  const removeFile = (key: string | null, what: string) =>
    key ? deleteFilesOfErasedRows(deps.storage, [key], deps.logger, what) : Promise.resolve();

  return {
    async read(viewer: Viewer, clientId: string): Promise<ColourAnalysis> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      return toColourAnalysis(clientId, await repo.find(clientId));
    },

    async grantPhotoConsent(viewer: Viewer, clientId: string) {
      await access.requireAccess(viewer, 'colourAnalysis.own', clientId);
      return toColourAnalysis(clientId, await repo.grantPhotoConsent(clientId, deps.now()));
    },

    async withdrawPhotoConsent(viewer: Viewer, clientId: string) {
      await access.requireAccess(viewer, 'colourAnalysis.own', clientId);
      const { row, erased } = await repo.withdrawPhotoConsent(clientId, deps.now());
      await removeFile(erased, 'a face photo consent withdrawal');
      return toColourAnalysis(clientId, row);
    },

    async replacePhoto(viewer: Viewer, clientId: string, upload: Buffer) {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const jpeg = await toFacePhoto(upload);
      const key = `users/${clientId}/face-${randomUUID().replaceAll('-', '')}.jpg`;
      await deps.storage.put(key, jpeg, 'image/jpeg');
      try {
        const { row, replaced } = await repo.setPhoto(clientId, key, viewer!.id, deps.now());
        await removeFile(replaced, 'a face photo replaced');
        return toColourAnalysis(clientId, row);
      } catch (error) {
        // Refused (no consent, withdrawn meanwhile): the file written first goes.
        await removeFile(key, 'a face photo refused');
        throw error;
      }
    },

    async removePhoto(viewer: Viewer, clientId: string) {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const { row, replaced } = await repo.setPhoto(clientId, null, viewer!.id, deps.now());
      await removeFile(replaced, 'a face photo removed');
      return toColourAnalysis(clientId, row);
    },

    async photo(viewer: Viewer, clientId: string) {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const row = await repo.find(clientId);
      const file = row?.photoKey ? await deps.storage.get(row.photoKey) : null;
      if (!file) throw new AppError('NOT_FOUND');
      return file;
    },

    async saveMeasurements(viewer: Viewer, clientId: string, measurements: ColourMeasurements) {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      return toColourAnalysis(
        clientId,
        await repo.setMeasurements(clientId, measurements, viewer!.id, deps.now()),
      );
    },

    async saveDraping(viewer: Viewer, clientId: string, input: DrapingInput) {
      await access.requireAccess(viewer, 'clientFile.write', clientId);
      return toColourAnalysis(clientId, await repo.setDraping(clientId, input, viewer!.id, deps.now()));
    },

    /** Her request: the photo, the measured colours and the drapes go (the diagnosis stays her consultant's). */
    async erase(viewer: Viewer, clientId: string) {
      await access.requireAccess(viewer, 'colourAnalysis.own', clientId);
      await removeFile(await repo.erase(clientId), 'a colour analysis erased');
      return toColourAnalysis(clientId, null);
    },
  };
}
