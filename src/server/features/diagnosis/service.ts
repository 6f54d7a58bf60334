import { CATEGORIES } from '~/domain/clothing';
import {
  EMPTY_DIAGNOSIS_INPUT,
  effectiveSwatches,
  type Diagnosis,
  type DiagnosisInput,
  type WardrobePaletteCount,
} from '~/domain/diagnosis';
import { computeMorphology, morphologiesFor } from '~/domain/morphology';
import { DEFAULT_ADVICE } from '~/domain/morphology-advice';
import { PALETTES } from '~/domain/palettes';
import type { FeatureDeps } from '../../deps';
import { createAccess } from '../../access/access';
import { AppError } from '../../errors';
import { diagnosisPalette } from './palette';
import { diagnosisRepository, type DiagnosisRow } from './repository';

const inputOf = (row: DiagnosisRow | null): DiagnosisInput =>
  row
    ? {
        morphology: row.morphology,
        morphologyNote: row.morphologyNote,
        advice: row.advice,
        palette: row.palette,
        addedSwatches: row.addedSwatches,
        removedSwatches: row.removedSwatches,
        avoidColors: row.avoidColors,
      }
    : EMPTY_DIAGNOSIS_INPUT;

type Viewer = { id: string; role: string };

export function diagnosisService(deps: FeatureDeps) {
  const repo = diagnosisRepository(deps.db);
  const access = createAccess(deps.db);
  const palette = diagnosisPalette(deps);

  async function read(clientId: string): Promise<Diagnosis> {
    const [row, measurements, counts] = await Promise.all([
      repo.find(clientId),
      repo.measurements(clientId),
      repo.wardrobeCounts(clientId),
    ]);
    const input = inputOf(row);
    const computed = computeMorphology(measurements ?? {});
    const computedType = computed.kind === 'computed' ? computed.type : null;
    const effective = input.morphology ?? computedType;
    const source = input.morphology
      ? input.morphology === computedType
        ? 'confirmed'
        : 'corrected'
      : computedType
        ? 'computed'
        : null;
    const wardrobe: WardrobePaletteCount[] = CATEGORIES.map((category) => {
      const counted = { category, in: 0, near: 0, out: 0, unmeasured: 0 };
      for (const group of counts) if (group.category === category) counted[group.verdict] += group.count;
      return counted;
    });
    return {
      input,
      measurements: measurements ?? {},
      morphology: { computed, effective, source },
      advice: effective
        ? CATEGORIES.map((category) => {
            const custom = input.advice[category];
            return { category, text: custom ?? DEFAULT_ADVICE[effective][category], custom: Boolean(custom) };
          })
        : [],
      palette: input.palette
        ? {
            id: input.palette,
            label: PALETTES[input.palette].label,
            description: PALETTES[input.palette].description,
          }
        : null,
      swatches: effectiveSwatches(input),
      wardrobe,
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  }

  return {
    /** The client reads her own. */
    read,

    async readForConsultant(consultant: Viewer, clientId: string): Promise<Diagnosis> {
      await access.requireAccess(consultant, 'clientFile.read', clientId);
      return read(clientId);
    },

    /** Only the linked consultant writes it; her garments' verdicts follow the new palette before the answer. */
    async save(consultant: Viewer, clientId: string, input: DiagnosisInput): Promise<Diagnosis> {
      await access.requireAccess(consultant, 'clientFile.write', clientId);
      // The letters read a woman's figure, the shapes a man's: not the other system than her gender's.
      if (input.morphology) {
        const measurements = await repo.measurements(clientId);
        if (!morphologiesFor(measurements?.gender).includes(input.morphology))
          throw new AppError('MORPHOLOGY_OTHER_SYSTEM');
      }
      const savedAt = deps.now();
      await repo.save(clientId, input, consultant.id, savedAt);
      await palette.refreshMatches(clientId);
      await deps.notifier.tell({
        recipientId: clientId,
        kind: 'diagnosis.changed',
        eventKey: `diagnosis.changed:${savedAt.getTime()}`,
        subject: { actorId: consultant.id, clientId },
      });
      return read(clientId);
    },
  };
}
