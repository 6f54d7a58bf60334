import type { ClothingItem } from '~/domain/wardrobe';
import type {
  EditMissingInput,
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
  async function announce(sortId: string) {
    try {
      const audience = await repo.audienceOf(sortId);
      if (!audience) return;
      await deps.realtime.publish(audience.people, {
        type: 'sort.changed',
        sortId,
        clientId: audience.clientId,
      });
    } catch (error) {
      deps.logger.warn({ err: error }, 'sort change not announced');
    }
  }

  async function report(viewer: Viewer, id: string): Promise<SortReport> {
    await access.requireAccess(viewer, 'sort.read', id);
    return (await reportOf(id)).report;
  }

  async function reportOf(id: string) {
    const { sort } = await summaryOf(id);
    const [garments, decisions, palette] = await Promise.all([
      repo.garments(sort),
      repo.decisions(id),
      deps.palette.of(sort.clientId),
    ]);
    return {
      sort,
      report: sortReport(garments, decisions.map(toDecision), {
        hasPalette: palette !== null,
        edited: sort.missing,
      }),
    };
  }

  /** The report of her newest finished sort, for the carnet de style (whose service has asked the access module). */
  async function latestFinishedReport(clientId: string) {
    const id = await repo.latestFinished(clientId);
    if (!id) return null;
    const { sort, report } = await reportOf(id);
    return { finishedAt: sort.finishedAt ?? sort.createdAt, report };
  }

  return {
    latestFinishedReport,

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
      const [, [decided]] = await Promise.all([announce(id), repo.decisions(id, itemId)]);
      // Undone by the other screen in between: the decision as it was written.
      return toDecision(decided ?? { decision: row, decidedByName: null });
    },

    async undo(viewer: Viewer, id: string, itemId: string): Promise<void> {
      await access.requireAccess(viewer, 'sort.decide', id);
      if (await repo.undo(id, itemId)) await announce(id);
    },

    async finish(viewer: Viewer, id: string): Promise<WardrobeSortSummary> {
      await access.requireAccess(viewer, 'sort.decide', id);
      await repo.finish(id, deps.now());
      const [summary] = await Promise.all([summaryOf(id), announce(id)]);
      return toSummary(summary);
    },

    report,

    /** Her consultant writes 'Ce qui manque' (null: back to the computed list); the new report. */
    async editMissing(viewer: Viewer, id: string, input: EditMissingInput | null): Promise<SortReport> {
      await access.requireAccess(viewer, 'sort.advise', id);
      const gaps = input?.gaps.map((gap) => ({ ...gap, note: gap.note || null })) ?? null;
      await repo.setMissing(id, gaps);
      await announce(id);
      return report(viewer, id);
    },

    /** The client takes what the sort gives or sells out of her wardrobe; how many garments left. */
    async archiveLeaving(viewer: Viewer, id: string): Promise<{ archived: number }> {
      await access.requireAccess(viewer, 'sort.archive', id);
      const { sort } = await summaryOf(id);
      const archived = await repo.archiveLeaving(id, sort.clientId, deps.now());
      if (archived > 0) await announce(id);
      return { archived };
    },
  };
}
