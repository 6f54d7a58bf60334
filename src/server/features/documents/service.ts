import sharp from 'sharp';
import { effectiveSwatches } from '~/domain/diagnosis';
import { PALETTES } from '~/domain/palettes';
import { createAccess } from '../../access/access';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { brandOf, NO_BRAND, type Brand } from './brand';
import { pocketPalettePdf, wallpaperSvg } from './pocket-palette';
import { documentsRepository } from './repository';

type Viewer = { id: string; role: string };

/**
 * The documents a consultant hands over, made on request from what the product holds: her client's palette (and,
 * next, the carnet de style and the shopping list), with her branding. Every call asks the access module first:
 * the client herself and a consultant following her; a stranger and a former consultant get the same 404.
 */
export function documentsService(deps: AppDeps) {
  const repo = documentsRepository(deps.db);
  const access = createAccess(deps.db);

  /**
   * Whose branding: the consultant asking, or for the client the consultant who wrote her diagnosis, as long as
   * she still follows her.
   */
  async function brandFor(viewer: Viewer, clientId: string, diagnosedBy: string | null): Promise<Brand> {
    const consultantId = viewer.role === 'consultant' ? viewer.id : diagnosedBy;
    const row = consultantId ? await repo.brandFollowing(consultantId, clientId) : null;
    if (!row) return NO_BRAND;
    const logo = row.business?.logoKey ? await deps.storage.get(row.business.logoKey) : null;
    return brandOf(row, logo?.data ?? null);
  }

  async function paletteOf(viewer: Viewer, clientId: string) {
    await access.requireAccess(viewer, 'clientFile.read', clientId);
    const [person, diagnosis] = await Promise.all([repo.person(clientId), repo.diagnosis(clientId)]);
    const swatches = diagnosis ? effectiveSwatches(diagnosis) : [];
    if (!person || !diagnosis || swatches.length === 0)
      throw new AppError('NOT_FOUND', { resource: 'palette' });
    return {
      clientName: `${person.firstName} ${person.lastName}`.trim(),
      label: diagnosis.palette ? PALETTES[diagnosis.palette].label : 'Palette personnelle',
      swatches,
      diagnosis,
    };
  }

  return {
    /** The pocket palette as a PDF stream, and the file name it downloads under. */
    async pocketPalette(viewer: Viewer, clientId: string) {
      const palette = await paletteOf(viewer, clientId);
      const doc = pocketPalettePdf({
        clientName: palette.clientName,
        paletteLabel: palette.label,
        swatches: palette.swatches,
        avoid: palette.diagnosis.avoidColors,
        brand: await brandFor(viewer, clientId, palette.diagnosis.updatedBy),
      });
      doc.end();
      return { doc, fileName: `Palette de poche - ${palette.clientName}.pdf` };
    },

    /** Her swatches as a phone wallpaper (PNG, 1170 x 2532). */
    async wallpaper(viewer: Viewer, clientId: string) {
      const palette = await paletteOf(viewer, clientId);
      const png = await sharp(Buffer.from(wallpaperSvg(palette.swatches)))
        .png()
        .toBuffer();
      return { png, fileName: `Fond d'écran palette - ${palette.clientName}.png` };
    },
  };
}
