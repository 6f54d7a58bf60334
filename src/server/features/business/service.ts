import { randomUUID } from 'node:crypto';
import type { BusinessInput } from '~/domain/business';
import { DEFAULT_ACCENT_COLOR, type Business } from '~/domain/business-texts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { toLogoPng } from '../../platform/images/images';
import { businessRepository, type BusinessRow } from './repository';

export const LOGO_URL = '/api/me/business/logo';

function toBusiness(row: BusinessRow | null): Business {
  return {
    businessName: row?.businessName ?? null,
    accentColor: row?.accentColor ?? DEFAULT_ACCENT_COLOR,
    email: row?.email ?? null,
    phone: row?.phone ?? null,
    website: row?.website ?? null,
    // The key's end changes with each logo, so a browser never shows an old one from its cache.
    logoUrl: row?.logoKey ? `${LOGO_URL}?v=${row.logoKey.split('-').pop()!.replace('.png', '')}` : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** 'Mon activité': a consultant's own business details; nobody else reads or writes them through here. */
export function businessService(deps: AppDeps) {
  const repo = businessRepository(deps.db);

  async function replaceOldLogo(before: string | null, now: string | null) {
    if (!before || before === now) return;
    await deps.storage.delete(before).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'old logo not removed');
    });
  }

  return {
    async read(consultantId: string): Promise<Business> {
      return toBusiness(await repo.find(consultantId));
    },

    async save(consultantId: string, input: BusinessInput): Promise<Business> {
      return toBusiness(await repo.save(consultantId, input, deps.now()));
    },

    async replaceLogo(consultantId: string, upload: Buffer): Promise<Business> {
      const png = await toLogoPng(upload);
      // Its own name each time: two logos sent at once never share a file.
      const key = `users/${consultantId}/business-logo-${randomUUID().replaceAll('-', '')}.png`;
      await deps.storage.put(key, png, 'image/png');
      const { business, replaced } = await repo.setLogo(consultantId, key, deps.now());
      await replaceOldLogo(replaced, key);
      return toBusiness(business);
    },

    async removeLogo(consultantId: string): Promise<Business> {
      const { business, replaced } = await repo.setLogo(consultantId, null, deps.now());
      await replaceOldLogo(replaced, null);
      return toBusiness(business);
    },

    async readLogo(consultantId: string) {
      const row = await repo.find(consultantId);
      const file = row?.logoKey ? await deps.storage.get(row.logoKey) : null;
      if (!file) throw new AppError('NOT_FOUND');
      return file;
    },
  };
}
