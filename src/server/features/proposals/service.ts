import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { LINK_TEXTS } from '~/domain/links';
import { paletteMatchOf } from '~/domain/palette-match';
import {
  WEARABLE_WITH_CAP,
  WORN_WITH,
  type CatalogueSummary,
  type decideProposalSchema,
  type ProposalState,
} from '~/domain/proposals';
import type { Category, Season } from '~/domain/clothing';
import { fitsSeason, looksFromCounts } from '~/domain/outfit-ideas/complete-looks';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import type { z } from 'zod';
import { createAccess } from '../../access/access';
import type { ClientPalette, FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { garmentFolder, toClothingItem } from '../../http/clothing-item';
import { decodeCursor, toPage } from '../../http/keyset-cursor';
import { proposalsRepository, type ListOptions, type ProposalRow } from './repository';

type ListQuery = { cursor?: string; limit: number; category?: Category };
type Viewer = { id: string; role: string };
type Decision = z.output<typeof decideProposalSchema>;

const centsToEuros = (cents: number) => cents / 100;

/**
 * The complete looks a proposal adds to her pieces: those counted with it, less those counted without it, among
 * the pieces worn in its season (all of them for a piece of every season), from her kept counts by season.
 */
function newLooksWith(
  counts: readonly { category: string; season: string; garments: number }[],
  proposed: { category: string; season: string },
): number {
  const season = proposed.season as Season;
  const without: Record<Category, number> = {
    top: 0,
    bottom: 0,
    one_piece: 0,
    shoes: 0,
    outerwear: 0,
    accessory: 0,
  };
  for (const row of counts) {
    if (fitsSeason(row.season as Season, season)) without[row.category as Category] += row.garments;
  }
  const withIt = { ...without, [proposed.category]: without[proposed.category as Category] + 1 };
  return looksFromCounts(withIt) - looksFromCounts(without);
}

export function proposalsService(deps: FeatureDeps) {
  const repo = proposalsRepository(deps.db);
  const access = createAccess(deps.db);

  /** The page's garments with their answers and what each would unlock for this client. */
  async function withStates(clientId: string, rows: ProposalRow[], palette: ClientPalette | null) {
    const [outfitCounts, wardrobe, current, lookCounts] = await Promise.all([
      repo.outfitCounts(
        clientId,
        rows.map((row) => row.item.id),
      ),
      repo.wardrobeByCategory(
        clientId,
        [...new Set(rows.flatMap((row) => WORN_WITH[row.item.category as keyof typeof WORN_WITH]))],
        palette !== null,
      ),
      access.currentConsultantsOf(
        clientId,
        rows.map((row) => row.link.consultantId),
      ),
      rows.length === 0 ? Promise.resolve([]) : repo.lookCounts(clientId),
    ]);
    return (row: ProposalRow): ClothingItem => {
      const category = row.item.category as keyof typeof WORN_WITH;
      const proposal: ProposalState = {
        decision: row.link.decision,
        comment: row.link.decisionComment,
        decidedAt: row.link.decidedAt?.toISOString() ?? null,
        proposedAt: row.link.createdAt.toISOString(),
        proposedBy: {
          id: row.consultant.id,
          name: current.has(row.consultant.id)
            ? `${row.consultant.firstName} ${row.consultant.lastName}`.trim()
            : LINK_TEXTS.formerConsultant,
        },
        unlocks: {
          outfits: outfitCounts.get(row.item.id) ?? 0,
          wearableWith: Math.min(
            WEARABLE_WITH_CAP,
            WORN_WITH[category].reduce((sum, worn) => sum + (wardrobe.get(worn) ?? 0), 0),
          ),
          newLooks: newLooksWith(lookCounts, row.item),
        },
      };
      return { ...toClothingItem(row.item, deps.palette.matchFor(row.item, palette)), proposal };
    };
  }

  async function page(
    clientId: string,
    query: ListQuery,
    load: (options: ListOptions) => Promise<ProposalRow[]>,
  ) {
    const rows = await load({
      after: decodeCursor(query.cursor),
      limit: query.limit + 1,
      category: query.category,
    });
    const palette = await deps.palette.of(clientId);
    const toItem = await withStates(clientId, rows.slice(0, query.limit), palette);
    return toPage(rows, query.limit, (row) => ({ at: row.link.createdAt, id: row.item.id }), toItem);
  }

  /** Why a purchase found nothing to move: the garment was bought meanwhile, or the proposal is gone. */
  async function refusalNow(clientId: string, itemId: string) {
    const now = await repo.find(clientId, itemId);
    return now?.link.decision === 'bought'
      ? new AppError('ALREADY_BOUGHT')
      : new AppError('NOT_FOUND', { resource: 'proposal' });
  }

  /**
   * 'Je l'ai acheté': the files are copied under the client (so they go with her account, not the consultant's),
   * then the row changes owner in one transaction; the consultant's copies are removed last. Each attempt names
   * its copies with its own suffix, so an attempt that loses the race (a double tap, or the consultant deleting
   * the proposal) removes only what it wrote, never the files the winner's row points to.
   */
  async function buy(
    row: ProposalRow,
    clientId: string,
    comment: string | null,
    palette: ClientPalette | null,
  ) {
    const from = garmentFolder(row.item);
    const to = garmentFolder({ userId: clientId, id: row.item.id });
    const attempt = randomUUID().slice(0, 8);
    const written: string[] = [];
    const copy = async (key: string, role: 'original' | 'enhanced') => {
      const file = await deps.storage.get(key);
      // Gone from under us: the winner of a race has already moved or deleted it.
      if (!file) throw await refusalNow(clientId, row.item.id);
      const target = `${to}${role}-${attempt}${extname(key)}`;
      written.push(target);
      await deps.storage.put(target, file.data, file.contentType);
      return target;
    };
    try {
      const imageKey = await copy(row.item.imageKey, 'original');
      const enhancedImageKey = row.item.enhancedImageKey
        ? await copy(row.item.enhancedImageKey, 'enhanced')
        : null;
      const outcome = await repo.transfer(
        { clientId, consultantId: row.link.consultantId, itemId: row.item.id },
        {
          imageKey,
          enhancedImageKey,
          paletteMatch: palette ? paletteMatchOf(row.item.colors, palette) : null,
        },
        comment,
        deps.now(),
      );
      if (outcome === 'alreadyBought') throw new AppError('ALREADY_BOUGHT');
      if (outcome === 'gone') throw new AppError('NOT_FOUND', { resource: 'proposal' });
    } catch (error) {
      for (const key of written) await deps.storage.delete(key).catch(() => undefined);
      throw error;
    }
    await deps.storage.deletePrefix(from).catch((error: unknown) => {
      deps.logger.warn({ err: error, id: row.item.id }, 'bought garment: old files not removed');
    });
  }

  return {
    listForClient: (clientId: string, query: ListQuery): Promise<Page<ClothingItem>> =>
      page(clientId, query, (options) => repo.listForClient(clientId, options)),

    async listForConsultant(
      consultant: Viewer,
      clientId: string,
      query: ListQuery,
    ): Promise<Page<ClothingItem>> {
      await access.requireAccess(consultant, 'clientFile.read', clientId);
      return page(clientId, query, (options) => repo.listForConsultant(consultant.id, clientId, options));
    },

    /** Only the client answers her proposals; a bought garment is hers and its answer no longer changes. */
    async decide(client: Viewer, itemId: string, input: Decision): Promise<ClothingItem> {
      await access.requireAccess(client, 'proposal.decide', itemId);
      // A bought garment joins her wardrobe, which is kept only with her consent.
      if (input.decision === 'bought') await access.requireAccess(client, 'personalData.store', client.id);
      const clientId = client.id;
      const row = await repo.find(clientId, itemId);
      if (!row) throw new AppError('NOT_FOUND', { resource: 'proposal' });
      if (row.link.decision === 'bought') throw new AppError('ALREADY_BOUGHT');
      const palette = await deps.palette.of(clientId);
      if (input.decision === 'bought') await buy(row, clientId, input.comment, palette);
      // Bought meanwhile (a purchase from another tab): the answer no longer changes.
      else if (!(await repo.decide(clientId, itemId, input.decision, input.comment, deps.now())))
        throw await refusalNow(clientId, itemId);
      void deps.realtime
        .publish([row.link.consultantId], { type: 'proposal.decided', clientId, itemId })
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'proposal event not published'));
      await deps.notifier.tell({
        recipientId: row.link.consultantId,
        kind: 'proposal.decided',
        eventKey: `proposal.decided:${itemId}:${deps.now().getTime()}`,
        subject: { clientId, itemId, decision: input.decision },
      });
      // Deleted since (by her, in another tab): nothing to show, and nothing to crash on.
      const updated = await repo.find(clientId, itemId);
      if (!updated) throw new AppError('NOT_FOUND', { resource: 'proposal' });
      return (await withStates(clientId, [updated], palette))(updated);
    },

    async summary(consultant: Viewer, clientId: string): Promise<CatalogueSummary> {
      await access.requireAccess(consultant, 'clientFile.read', clientId);
      const consultantId = consultant.id;
      const [budgetCents, totals] = await Promise.all([
        repo.budgetCents(consultantId, clientId),
        repo.decidedTotals(consultantId, clientId),
      ]);
      return {
        budget: budgetCents === null ? null : centsToEuros(budgetCents),
        wanted: centsToEuros(totals.wanted),
        bought: centsToEuros(totals.bought),
      };
    },

    async setBudget(consultant: Viewer, clientId: string, budget: number | null): Promise<CatalogueSummary> {
      await access.requireAccess(consultant, 'clientFile.write', clientId);
      await repo.setBudget(consultant.id, clientId, budget === null ? null : Math.round(budget * 100));
      return this.summary(consultant, clientId);
    },
  };
}
