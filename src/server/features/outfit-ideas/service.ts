import {
  OCCASION_LABELS,
  OCCASIONS,
  type Category,
  type Color,
  type Occasion,
  type Season,
} from '~/domain/clothing';
import { diagnosisInputOf, readDiagnosis } from '~/domain/diagnosis-view';
import { normalizeSearch } from '~/domain/wardrobe';
import { seasonOf } from '~/domain/outfit-ideas/candidates';
import type {
  OutfitIdeasAnswer,
  OutfitIdeasQuery,
  RejectIdeaInput,
} from '~/domain/outfit-ideas/outfit-ideas-api';
import { dayIn } from '~/domain/outfit-ideas/day';
import { proposeOutfitIdeas, REJECTION_DAYS } from '~/domain/outfit-ideas/search';
import type { IdeaGarment } from '~/domain/outfit-ideas/types';
import { paletteMatchOf, paletteTarget, type PaletteMatch } from '~/domain/palette-match';
import { createAccess } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { clothingImageUrl, cutoutVersion } from '../../http/clothing-item';
import { outfitIdeasRepository, type IdeaGarmentRow } from './repository';

type Viewer = { id: string };
const DAY_MS = 24 * 60 * 60 * 1000;
/** The answers of hers that leave a proposal open: none yet, 'Je veux', 'Peut-être'. */
const OPEN_DECISIONS = new Set<string | null>([null, 'wanted', 'maybe']);

function toIdeaGarment(
  row: IdeaGarmentRow,
  paletteMatch: PaletteMatch | null,
  proposal: boolean,
): IdeaGarment {
  return {
    id: row.id,
    category: row.category as Category,
    season: row.season as Season,
    occasions: row.occasions as Occasion[],
    name: row.name,
    color: row.color as Color,
    colors: row.colors,
    paletteMatch,
    archived: false,
    toAlter: row.toAlter,
    wearCount: row.wearCount,
    lastWornOn: row.lastWornOn,
    price: row.priceCents === null ? null : row.priceCents / 100,
    proposal,
  };
}

/** The occasion an answer of her questionnaire names ('Bureau', 'week-end'), if it is one of ours. */
function occasionOfLabel(label: string): Occasion | null {
  const wanted = normalizeSearch(label);
  return OCCASIONS.find((occasion) => normalizeSearch(OCCASION_LABELS[occasion]) === wanted) ?? null;
}

/** The occasions her questionnaires' answers name among ours, in our order (a consultant's own options are left). */
function herOccasions(answers: readonly unknown[]): Occasion[] {
  const named = new Set(
    answers
      .flatMap((answer) => (Array.isArray(answer) ? answer : []))
      .filter((label): label is string => typeof label === 'string')
      .map(occasionOfLabel),
  );
  return OCCASIONS.filter((occasion) => named.has(occasion));
}

/**
 * 'Idées de tenues' (issue 38, docs/decisions/0073): complete looks from her wardrobe and her open proposals, by the
 * deterministic engine of src/domain/outfit-ideas, for the client and the consultants following her; 'Pas pour
 * moi' is hers alone. Every call asks the access module first.
 */
export function outfitIdeasService(deps: FeatureDeps) {
  const repo = outfitIdeasRepository(deps.db);
  const access = createAccess(deps.db);

  return {
    async ideas(
      viewer: Viewer,
      clientId: string,
      query: OutfitIdeasQuery,
      timeZone: string,
    ): Promise<OutfitIdeasAnswer> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const now = deps.now();
      const today = dayIn(timeZone, now);
      // A day more than the engine's 30: it counts calendar days in her zone, the database instants.
      const since = new Date(now.getTime() - (REJECTION_DAYS + 1) * DAY_MS);
      const [own, proposals, diagnosisRow, measurements, rejections, occasionAnswers] = await Promise.all([
        repo.garments(clientId),
        repo.proposals(clientId),
        repo.diagnosis(clientId),
        repo.measurements(clientId),
        repo.rejections(clientId, since),
        repo.occasionAnswers(clientId),
      ]);
      const input = diagnosisInputOf(diagnosisRow);
      const diagnosis = readDiagnosis(input, measurements ?? {});
      const target = diagnosis.swatches.length ? paletteTarget(diagnosis.swatches, input.avoidColors) : null;
      const ownIds = new Set(own.map((row) => row.id));
      const garments = [
        ...own.map((row) => toIdeaGarment(row, row.paletteMatch as PaletteMatch | null, false)),
        ...proposals
          .filter((row) => OPEN_DECISIONS.has(row.decision) && !ownIds.has(row.id))
          .map((row) =>
            toIdeaGarment(
              { ...row, toAlter: false },
              target ? paletteMatchOf(row.colors, target) : null,
              true,
            ),
          ),
      ];
      if (query.keep && !garments.some((garment) => garment.id === query.keep))
        throw new AppError('NOT_FOUND');

      const season = query.season ?? seasonOf(today);
      const seed = query.seed ?? today;
      const { ideas, missing } = proposeOutfitIdeas({
        garments,
        diagnosis: {
          swatches: diagnosis.swatches,
          avoid: input.avoidColors,
          morphology: diagnosis.morphology.effective,
          customAdvice: diagnosis.advice.filter((advice) => advice.custom).map((advice) => advice.category),
        },
        season,
        occasion: query.occasion ?? null,
        today,
        seed,
        rejections: rejections.map((row) => ({
          signature: row.signature,
          rejectedOn: dayIn(timeZone, row.rejectedAt),
        })),
        keepId: query.keep ?? null,
      });
      const images = new Map([...own, ...proposals].map((row) => [row.id, row.enhancedImageKey]));
      return {
        ideas: ideas.map((idea) => ({
          signature: idea.signature,
          score: idea.score,
          reasons: idea.reasons,
          items: idea.items.map((item) => {
            const enhancedImageKey = images.get(item.id) ?? null;
            const version = cutoutVersion({ enhancedImageKey });
            return {
              id: item.id,
              category: item.category,
              name: item.name,
              displayUrl: clothingImageUrl(item.id, 'display', version),
              enhancedUrl: enhancedImageKey ? clothingImageUrl(item.id, 'enhanced', version) : null,
              paletteMatch: item.paletteMatch,
              proposal: item.proposal,
            };
          }),
        })),
        missing,
        season,
        occasion: query.occasion ?? null,
        herOccasions: herOccasions(occasionAnswers),
        seed,
        keep: query.keep ?? null,
      };
    },

    /** 'Pas pour moi': not proposed again for 30 days. The client herself; her consultant gets a 403. */
    async reject(viewer: Viewer, clientId: string, input: RejectIdeaInput): Promise<void> {
      await access.requireAccess(viewer, 'outfitIdea.reject', clientId);
      const now = deps.now();
      await repo.reject(
        clientId,
        input.signature,
        now,
        new Date(now.getTime() - (REJECTION_DAYS + 1) * DAY_MS),
      );
    },
  };
}
