import type { ClothingItem } from '~/domain/wardrobe';
import type {
  SortDecisionInput,
  SortDecisionView,
  SortReason,
  SortDecision,
  SortReport,
  StartSortInput,
  WardrobeSortSummary,
} from '~/domain/wardrobe-sort';
import type { Category, Season } from '~/domain/clothing';
import { createAccess } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { toClothingItem } from '../../http/clothing-item';
import { sortReport } from './report';
import { wardrobeSortsRepository } from './repository';

type Viewer = { id: string };
type Summary = NonNullable<Awaited<ReturnType<ReturnType<typeof wardrobeSortsRepository>['find']>>>;
type DecisionRow = Awaited<ReturnType<ReturnType<typeof wardrobeSortsRepository>['decisions']>>[number];

const person = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

function toSummary({ sort, startedByName, decided }: Summary): WardrobeSortSummary {
  return {
    id: sort.id,
    clientId: sort.clientId,
    startedBy: person(sort.startedBy, startedByName),
    category: sort.category as Category | null,
    season: sort.season as Season | null,
    createdAt: sort.createdAt.toISOString(),
    finishedAt: sort.finishedAt?.toISOString() ?? null,
    decided,
  };
}

function toDecision({ decision, decidedByName }: DecisionRow): SortDecisionView {
  return {
    itemId: decision.itemId,
    decision: decision.decision as SortDecision,
    reasons: decision.reasons as SortReason[],
    note: decision.note,
    decidedBy: person(decision.decidedBy, decidedByName),
    decidedAt: decision.decidedAt.toISOString(),
  };
}

/**
 * The wardrobe sort (issue 35): started by the client or a consultant following her, decided garment by garment by
 * either of them (each decision says who), live on both screens, then its report. Every call asks the access
 * module first: a stranger and a former consultant get the same 404 as for a sort that does not exist.
 */
export function wardrobeSortsService(deps: FeatureDeps) {
  const repo = wardrobeSortsRepository(deps.db);
  const access = createAccess(deps.db);

  async function summaryOf(id: string) {
    const found = await repo.find(id);
    if (!found) throw new AppError('NOT_FOUND', { resource: 'sort' });
    return found;
  }

  /** Her open screens and her consultants' refetch the sort. */
  async function announce(sortId: string, clientId: string) {
    await deps.realtime
      .publish(await repo.audienceOf(clientId), { type: 'sort.changed', sortId, clientId })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'sort change not announced'));
  }

  return {
    async start(viewer: Viewer, input: StartSortInput): Promise<WardrobeSortSummary> {
      await access.requireAccess(viewer, 'sort.start', input.clientId);
      const row = await repo.create({
        clientId: input.clientId,
        startedBy: viewer.id,
        category: input.category,
        season: input.season === 'all' ? undefined : input.season,
      });
      return toSummary(await summaryOf(row.id));
    },

    async list(viewer: Viewer, clientId: string): Promise<{ items: WardrobeSortSummary[] }> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      return { items: (await repo.list(clientId)).map(toSummary) };
    },

    /** The sort, the garments it goes through (with their palette verdicts) and the decisions made so far. */
    async get(viewer: Viewer, id: string) {
      await access.requireAccess(viewer, 'sort.read', id);
      const summary = await summaryOf(id);
      const [garments, decisions] = await Promise.all([repo.garments(summary.sort), repo.decisions(id)]);
      return {
        sort: toSummary(summary),
        garments: garments.map((row): ClothingItem => toClothingItem(row)),
        decisions: decisions.map(toDecision),
      };
    },

    async decide(
      viewer: Viewer,
      id: string,
      itemId: string,
      input: SortDecisionInput,
    ): Promise<SortDecisionView> {
      await access.requireAccess(viewer, 'sort.decide', id);
      const row = await repo.decide(id, itemId, {
        decision: input.decision,
        reasons: input.reasons,
        note: input.note || null,
        decidedBy: viewer.id,
        at: deps.now(),
      });
      if (!row) {
        // Finished meanwhile (a 409, as the access module says), or a garment that is not hers (a 404).
        await access.requireAccess(viewer, 'sort.decide', id);
        throw new AppError('NOT_FOUND');
      }
      const { sort } = await summaryOf(id);
      await announce(id, sort.clientId);
      // Undone by the other screen in between: the decision as it was written.
      const [decided] = await repo.decisions(id, itemId);
      return toDecision(decided ?? { decision: row, decidedByName: null });
    },

    async undo(viewer: Viewer, id: string, itemId: string): Promise<void> {
      await access.requireAccess(viewer, 'sort.decide', id);
      if (await repo.undo(id, itemId)) await announce(id, (await summaryOf(id)).sort.clientId);
    },

    async finish(viewer: Viewer, id: string): Promise<WardrobeSortSummary> {
      await access.requireAccess(viewer, 'sort.decide', id);
      await repo.finish(id, deps.now());
      const summary = await summaryOf(id);
      await announce(id, summary.sort.clientId);
      return toSummary(summary);
    },

    async report(viewer: Viewer, id: string): Promise<SortReport> {
      await access.requireAccess(viewer, 'sort.read', id);
      const { sort } = await summaryOf(id);
      const [garments, decisions, palette] = await Promise.all([
        repo.garments(sort),
        repo.decisions(id),
        deps.palette.of(sort.clientId),
      ]);
      return sortReport(garments, decisions.map(toDecision), { hasPalette: palette !== null });
    },
  };
}
