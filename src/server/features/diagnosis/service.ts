import { CATEGORIES } from '~/domain/clothing';
import type { Diagnosis, DiagnosisInput, WardrobePaletteCount } from '~/domain/diagnosis';
import { diagnosisInputOf, readDiagnosis } from '~/domain/diagnosis-view';
import { morphologiesFor } from '~/domain/morphology';
import type { FeatureDeps } from '../../deps';
import { createAccess } from '../../access/access';
import { AppError } from '../../errors';
import { diagnosisPalette } from './palette';
import { diagnosisRepository } from './repository';

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
    const input = diagnosisInputOf(row);
    const wardrobe: WardrobePaletteCount[] = CATEGORIES.map((category) => {
      const counted = { category, in: 0, near: 0, out: 0, unmeasured: 0 };
      for (const group of counts) if (group.category === category) counted[group.verdict] += group.count;
      return counted;
    });
    return {
      input,
      measurements: measurements ?? {},
      ...readDiagnosis(input, measurements ?? {}),
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
