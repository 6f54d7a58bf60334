import { isRole, type Role } from '~/domain/roles';
import type { Me, UpdateNamesInput } from '~/domain/profile';
import { PROFILE_PHOTO_SIZE } from '~/domain/limits';
import { createAccess } from '../../access/access';
import { endRealtimeSessions } from '../../auth/auth';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { photoUrl } from '../../http/photo-url';
import { toSquareJpeg } from '../../platform/images/images';
import { deleteFilesOfErasedRows } from '../../platform/storage/storage';
import { profilesRepository } from './repository';

export function profilesService(deps: AppDeps) {
  const repo = profilesRepository(deps.db);
  const access = createAccess(deps.db);

  async function me(userId: string, known?: Awaited<ReturnType<typeof repo.findById>>): Promise<Me> {
    const profile = known === undefined ? await repo.findById(userId) : known;
    if (!profile) throw new AppError('NOT_FOUND');
    const role: Role = isRole(profile.role) ? profile.role : 'client';
    return {
      id: profile.id,
      role,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      emailVerified: profile.emailVerified,
      photoUrl: photoUrl(profile.id, profile.profilePhotoKey),
      consentedAt: profile.consentedAt?.toISOString() ?? null,
    };
  }

  async function retireConsultant(consultantId: string) {
    const { clientIds, fileKeys } = await repo.retire(consultantId, deps.now());
    await endRealtimeSessions(deps, consultantId);
    // Each client's screens learn the link ended, as when a link ends by hand.
    for (const clientId of clientIds) {
      await deps.realtime
        .publish([clientId], { type: 'link.ended', consultantId, clientId })
        .catch((error) => deps.logger.warn({ err: error }, 'realtime publish failed'));
    }
    await deleteFilesOfErasedRows(deps.storage, fileKeys, deps.logger, 'a consultant left');
  }

  return {
    me: (userId: string) => me(userId),

    async updateNames(userId: string, names: UpdateNamesInput) {
      return me(userId, await repo.updateNames(userId, names));
    },

    /** Stores the new photo first, points the profile at it, then removes the old file. */
    async replacePhoto(userId: string, upload: Buffer) {
      const jpeg = await toSquareJpeg(upload, PROFILE_PHOTO_SIZE);
      const before = await repo.findById(userId);
      const key = `users/${userId}/profile-photo-${deps.now().getTime()}.jpg`;
      await deps.storage.put(key, jpeg, 'image/jpeg');
      await repo.setPhotoKey(userId, key);
      if (before?.profilePhotoKey && before.profilePhotoKey !== key) {
        await deps.storage.delete(before.profilePhotoKey).catch((error) => {
          deps.logger.warn({ err: error, key: before.profilePhotoKey }, 'old profile photo not removed');
        });
      }
      return me(userId);
    },

    async removePhoto(userId: string) {
      const before = await repo.findById(userId);
      await repo.setPhotoKey(userId, null);
      if (before?.profilePhotoKey) await deps.storage.delete(before.profilePhotoKey);
      return me(userId);
    },

    /** Only the owner and people linked to them see a photo; everyone else gets the same 404. */
    async readPhoto(viewerId: string, ownerId: string) {
      await access.requireAccess({ id: viewerId }, 'person.read', ownerId);
      const owner = await repo.findById(ownerId);
      if (!owner?.profilePhotoKey) throw new AppError('NOT_FOUND');
      const file = await deps.storage.get(owner.profilePhotoKey);
      if (!file) throw new AppError('NOT_FOUND');
      return { ...file, etag: `"${owner.profilePhotoKey.split('/').pop()}"` };
    },

    /**
     * Erases the user's rows (cascading to everything they own) and then their files; a consultant whose clients
     * kept outfits, proposals or conversations from her is retired instead, so they keep them.
     */
    async deleteAccount(userId: string) {
      const profile = await repo.findById(userId);
      if (profile?.role === 'consultant' && (await repo.clientsKeepWorkOf(userId))) {
        return retireConsultant(userId);
      }
      const keys = await repo.fileKeysOwnedBy(userId);
      await repo.delete(userId);
      // The sessions went with the profile in one cascade, which better-auth's hooks never see.
      await endRealtimeSessions(deps, userId);
      await Promise.all(keys.map((key) => deps.storage.delete(key)));
      await deps.storage.deletePrefix(`users/${userId}/`);
    },
  };
}
