import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../../../deps';
import { EnhancerBusyError, UnreadableImageError } from '../../../platform/images/enhance/enhancer';
import { captureFolderOf } from './files';
import { captureRepository, type ClaimedCapture } from './repository';

/** Tries per photo before it is marked failed; a failed photo can be retried by hand. */
export const MAX_CAPTURE_ATTEMPTS = 3;
/** Long enough for any enhancement behind a full engine queue; a dead instance's job waits this long at most. */
export const CAPTURE_LEASE_MS = 60_000;
const IDLE_POLL_MS = 1_000;
const BUSY_BACKOFF_MS = 500;

export type CaptureWorkerDeps = Pick<AppDeps, 'db' | 'storage' | 'enhancer' | 'logger' | 'now'>;

/**
 * Cuts out queued capture photos, one at a time per server instance; any number of instances share the queue
 * through the database (docs/decisions/0011). `runOnce` is the unit the tests drive; `start` loops on it.
 */
export function createCaptureWorker(deps: CaptureWorkerDeps, options: { leaseMs?: number } = {}) {
  const repo = captureRepository(deps.db);
  const leaseMs = options.leaseMs ?? CAPTURE_LEASE_MS;

  async function process(job: ClaimedCapture): Promise<void> {
    const original = await deps.storage.get(job.imageKey);
    if (!original) {
      await repo.fail(job, 'unreadable');
      return;
    }
    let result;
    try {
      result = await deps.enhancer.enhance(original.data);
    } catch (error) {
      if (error instanceof EnhancerBusyError) {
        await repo.requeue(job, true);
        await sleep(BUSY_BACKOFF_MS);
      } else if (error instanceof UnreadableImageError) {
        await repo.fail(job, 'unreadable');
      } else {
        throw error;
      }
      return;
    }
    // No garment found: the review grid keeps the photo itself.
    const found = result.confidence !== 'foreground_too_small';
    const cutoutKey = found ? `${captureFolderOf(job)}cutout-${job.attempts}.png` : null;
    if (cutoutKey) await deps.storage.put(cutoutKey, result.png, 'image/png');
    const completed = await repo.complete(job, {
      cutoutKey,
      confidence: result.confidence,
      color: found ? result.color : null,
    });
    if (!completed && cutoutKey) await deps.storage.delete(cutoutKey).catch(() => undefined);
    // Which instance cut out which photo: how a shared queue is followed in the logs.
    if (completed) deps.logger.info({ capture: job.id, attempt: job.attempts }, 'capture cut out');
  }

  /** Claims and processes one photo; false when the queue was empty. */
  async function runOnce(): Promise<boolean> {
    const now = deps.now();
    await repo.releaseExpiredLeases(now, MAX_CAPTURE_ATTEMPTS);
    const job = await repo.claimNext(now, leaseMs);
    if (!job) return false;
    await process(job).catch(async (error: unknown) => {
      deps.logger.warn({ err: error, capture: job.id, attempt: job.attempts }, 'capture cutout failed');
      // Should even this fail, the lease runs out and the job is counted then (see releaseExpiredLeases).
      await (job.attempts >= MAX_CAPTURE_ATTEMPTS ? repo.fail(job, 'engine') : repo.requeue(job)).catch(
        () => undefined,
      );
    });
    return true;
  }

  return {
    runOnce,
    releaseAllLeases: () => repo.releaseAllLeases(),

    /** Runs until the queue is empty (tests). */
    async drain(): Promise<number> {
      let done = 0;
      while (await runOnce()) done += 1;
      return done;
    },

    /** Loops in the background until the returned stop is awaited; stopping lets the current photo finish. */
    start(): () => Promise<void> {
      const controller = new AbortController();
      const loop = (async () => {
        while (!controller.signal.aborted) {
          const worked = await runOnce().catch((error: unknown) => {
            deps.logger.warn({ err: error }, 'capture queue unavailable');
            return false;
          });
          if (!worked) await sleep(IDLE_POLL_MS, undefined, { signal: controller.signal }).catch(() => {});
        }
      })();
      return async () => {
        controller.abort();
        await loop;
      };
    },
  };
}
