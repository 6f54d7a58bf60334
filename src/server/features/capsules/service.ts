import {
  capsuleMissing,
  tripDays,
  type CapsuleChoices,
  type CapsuleDay,
  type CapsuleDetail,
  type CapsuleKind,
  type CapsulePiece,
  type CapsuleSummary,
  type PackedAnswer,
} from '~/domain/capsule-texts';
import type { z } from 'zod';
import type { Category, Season } from '~/domain/clothing';
import type { CapsuleDayInput, createCapsuleSchema, updateCapsuleSchema } from '~/domain/capsules';
import { countByCategory, countCompleteLooks, type LookPiece } from '~/domain/outfit-ideas/complete-looks';
import { createAccess } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { toClothingItem, type ClothingRow } from '../../http/clothing-item';
import { capsulesRepository } from './repository';

type Viewer = { id: string };
type CreateInput = z.output<typeof createCapsuleSchema>;
type UpdateInput = z.output<typeof updateCapsuleSchema>;
type Summary = NonNullable<Awaited<ReturnType<ReturnType<typeof capsulesRepository>['find']>>>;

const toLookPiece = (row: { id: string; category: string; season: string }): LookPiece => ({
  id: row.id,
  category: row.category as Category,
  season: row.season as Season,
});

function toSummary(
  { capsule, createdByName, pieces, packed }: Summary,
  completeLooks: number,
): CapsuleSummary {
  return {
    id: capsule.id,
    clientId: capsule.clientId,
    kind: capsule.kind as CapsuleKind,
    name: capsule.name,
    startsOn: capsule.startsOn,
    endsOn: capsule.endsOn,
    occasions: capsule.occasions,
    notes: capsule.notes,
    createdBy:
      capsule.createdBy && createdByName !== null ? { id: capsule.createdBy, name: createdByName } : null,
    createdAt: capsule.createdAt.toISOString(),
    updatedAt: capsule.updatedAt.toISOString(),
    pieces,
    packed,
    completeLooks,
  };
}

const outfitImageUrl = (id: string) => `/api/outfits/${id}/image`;

/**
 * Capsules and travel cases (issue 38): built by the client or by a consultant following her, either of them
 * changing them. Every call asks the access module first: a stranger and a former consultant get the same 404 as
 * for a capsule that does not exist.
 */
export function capsulesService(deps: FeatureDeps) {
  const repo = capsulesRepository(deps.db);
  const access = createAccess(deps.db);

  async function summaryOf(id: string) {
    const found = await repo.find(id);
    if (!found) throw new AppError('NOT_FOUND', { resource: 'capsule' });
    return found;
  }

  const toPiece = (clientId: string) => (row: { item: ClothingRow; packed: boolean }) =>
    ({
      ...toClothingItem(row.item),
      packed: row.packed,
      proposed: row.item.userId !== clientId,
    }) satisfies CapsulePiece;

  async function detail(id: string): Promise<CapsuleDetail> {
    const summary = await summaryOf(id);
    const { capsule } = summary;
    const [pieceRows, dayRows] = await Promise.all([
      repo.pieces(id),
      capsule.kind === 'travel' ? repo.days(id) : Promise.resolve([]),
    ]);
    const pieces = pieceRows.map(toPiece(capsule.clientId));
    const counted = pieceRows
      .filter((row) => row.item.archivedAt === null)
      .map((row) => toLookPiece(row.item));
    const completeLooks = countCompleteLooks(counted);
    const byDay = new Map(dayRows.map((row) => [row.day, row]));
    const days: CapsuleDay[] =
      capsule.startsOn && capsule.endsOn
        ? tripDays(capsule.startsOn, capsule.endsOn).map((day) => {
            const row = byDay.get(day);
            return {
              day,
              occasion: row?.occasion ?? null,
              outfit:
                row?.outfitId && row.outfitName !== null
                  ? { id: row.outfitId, name: row.outfitName, imageUrl: outfitImageUrl(row.outfitId) }
                  : null,
            };
          })
        : [];
    return {
      capsule: toSummary(summary, completeLooks),
      pieces,
      completeLooks,
      packing: { packed: pieces.filter((piece) => piece.packed).length, total: pieces.length },
      missing: { ...capsuleMissing(countByCategory(counted)), notes: capsule.notes },
      days,
    };
  }

  /** The capsule, refused as the access module says, then its row. */
  async function writable(viewer: Viewer, id: string) {
    await access.requireAccess(viewer, 'capsule.write', id);
    return (await summaryOf(id)).capsule;
  }

  return {
    async list(viewer: Viewer, clientId: string): Promise<{ items: CapsuleSummary[] }> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const rows = await repo.list(clientId);
      const pieces = await repo.lookPieces(rows.map((row) => row.capsule.id));
      return {
        items: rows.map((row) =>
          toSummary(
            row,
            countCompleteLooks(pieces.filter((piece) => piece.capsuleId === row.capsule.id).map(toLookPiece)),
          ),
        ),
      };
    },

    async create(viewer: Viewer, clientId: string, input: CreateInput): Promise<CapsuleDetail> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const row = await repo.create({
        clientId,
        kind: input.kind,
        name: input.name,
        startsOn: input.kind === 'travel' ? (input.startsOn ?? null) : null,
        endsOn: input.kind === 'travel' ? (input.endsOn ?? null) : null,
        occasions: input.occasions,
        notes: input.notes,
        createdBy: viewer.id,
      });
      if (!row) throw new AppError('TOO_MANY_CAPSULES');
      return detail(row.id);
    },

    async get(viewer: Viewer, id: string): Promise<CapsuleDetail> {
      await access.requireAccess(viewer, 'capsule.read', id);
      return detail(id);
    },

    async update(viewer: Viewer, id: string, input: UpdateInput): Promise<CapsuleDetail> {
      const capsule = await writable(viewer, id);
      const dated = input.startsOn !== undefined || input.endsOn !== undefined;
      if (dated && capsule.kind !== 'travel')
        throw new AppError('INVALID_INPUT', { message: 'Seule une valise a des dates.' });
      await repo.update(
        id,
        {
          name: input.name,
          startsOn: input.startsOn,
          endsOn: input.endsOn,
          occasions: input.occasions,
          notes: input.notes,
        },
        deps.now(),
      );
      return detail(id);
    },

    async remove(viewer: Viewer, id: string): Promise<void> {
      await writable(viewer, id);
      await repo.remove(id);
    },

    async addPiece(viewer: Viewer, id: string, itemId: string): Promise<CapsuleDetail> {
      const capsule = await writable(viewer, id);
      const added = await repo.addPiece(capsule, itemId);
      if (added === 'notAllowed') throw new AppError('CAPSULE_PIECE_NOT_ALLOWED');
      if (added === 'full') throw new AppError('CAPSULE_FULL');
      return detail(id);
    },

    async removePiece(viewer: Viewer, id: string, itemId: string): Promise<void> {
      await writable(viewer, id);
      await repo.removePiece(id, itemId);
    },

    async setPacked(viewer: Viewer, id: string, itemId: string, packed: boolean): Promise<PackedAnswer> {
      await writable(viewer, id);
      if (!(await repo.setPacked(id, itemId, packed))) throw new AppError('NOT_FOUND');
      return { itemId, packed, packing: await repo.packing(id) };
    },

    async setDay(viewer: Viewer, id: string, day: string, input: CapsuleDayInput): Promise<CapsuleDetail> {
      const capsule = await writable(viewer, id);
      if (!capsule.startsOn || !capsule.endsOn || day < capsule.startsOn || day > capsule.endsOn)
        throw new AppError('DAY_OUTSIDE_TRIP');
      const outfitId = input.outfitId ?? null;
      if (outfitId) {
        // A look the client may read, and the one choosing it too.
        await access.requireAccess(viewer, 'outfit.read', outfitId);
        await access.requireAccess({ id: capsule.clientId }, 'outfit.read', outfitId);
      }
      await repo.setDay(id, day, { outfitId, occasion: input.occasion ?? null });
      return detail(id);
    },

    async removeDay(viewer: Viewer, id: string, day: string): Promise<void> {
      const capsule = await writable(viewer, id);
      if (!capsule.startsOn || !capsule.endsOn || day < capsule.startsOn || day > capsule.endsOn)
        throw new AppError('DAY_OUTSIDE_TRIP');
      await repo.removeDay(id, day);
    },

    /** What may go into it: her pieces in her wardrobe, the open proposals made to her, the looks for a day. */
    async choices(viewer: Viewer, id: string): Promise<CapsuleChoices> {
      const capsule = await writable(viewer, id);
      const [wardrobe, proposals, looks] = await Promise.all([
        repo.wardrobe(capsule.clientId),
        repo.openProposals(capsule.clientId),
        capsule.kind === 'travel' ? repo.looks(capsule.clientId) : Promise.resolve([]),
      ]);
      const readable = await access.check(
        viewer,
        'outfit.read',
        looks.map((look) => look.id),
      );
      const piece = toPiece(capsule.clientId);
      return {
        garments: [
          ...wardrobe.map((item) => piece({ item, packed: false })),
          ...proposals.map((row) => piece({ item: row.item, packed: false })),
        ],
        outfits: looks
          .filter((look) => readable.has(look.id))
          .map((look) => ({ id: look.id, name: look.name, imageUrl: outfitImageUrl(look.id) })),
      };
    },
  };
}
