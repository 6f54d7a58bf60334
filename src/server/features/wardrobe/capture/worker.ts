import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../../../deps';
import { EnhancerBusyError, UnreadableImageError } from '../../../platform/images/enhance/enhancer';
import { captureFolderOf } from './files';
import type { WakeSignal } from '../../../platform/jobs/wake-signal';
import { captureRepository, type ClaimedCapture } from './repository';

/** Tries per photo before it is marked failed; a failed photo can be retried by hand. */
export const MAX_CAPTURE_ATTEMPTS = 3;
/** Long enough for any enhancement behind a full engine queue; a dead instance's job waits this long at most. */
export const CAPTURE_LEASE_MS = 60_000;
/** Without a wake signal (tests), an idle worker looks again this often... */
const IDLE_POLL_MS = 1_000;
/**
 * ...with one, it sleeps until a photo is queued here, or this long at most (for photos queued on other instances,
 * retries and leases run out): meanwhile the database is left quiet, which the embedded vacuum waits for.
 */
export const IDLE_WAKE_MS = 10_000;
const BUSY_BACKOFF_MS = 500;

export type CaptureWorkerDeps = Pick<AppDeps, 'db' | 'storage' | 'enhancer' | 'logger' | 'now'>;

/**
 * Cuts out queued capture photos, `concurrency` at a time per server instance (one by default; the server
 * passes its engine workers plus one, docs/decisions/0048); any number of instances share the queue through the
 * database (docs/decisions/0011). `runOnce` is the unit the tests drive; `start` loops on claims.
 */
export function createCaptureWorker(
  deps: CaptureWorkerDeps,
  options: { leaseMs?: number; concurrency?: number; wake?: WakeSignal } = {},
) {
  const repo = captureRepository(deps.db);
  const leaseMs = options.leaseMs ?? CAPTURE_LEASE_MS;
  const concurrency = options.concurrency ?? 1;

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

  /** Claims the next photo in the queue's turn order (docs/decisions/0042), or null when none is due. */
  async function claim(): Promise<ClaimedCapture | null> {
    const now = deps.now();
    await repo.releaseExpiredLeases(now, MAX_CAPTURE_ATTEMPTS);
    return repo.claimNext(now, leaseMs);
  }

  async function settle(job: ClaimedCapture): Promise<void> {
    await process(job).catch(async (error: unknown) => {
      deps.logger.warn({ err: error, capture: job.id, attempt: job.attempts }, 'capture cutout failed');
      // Should even this fail, the lease runs out and the job is counted then (see releaseExpiredLeases).
      await (job.attempts >= MAX_CAPTURE_ATTEMPTS ? repo.fail(job, 'engine') : repo.requeue(job)).catch(
        () => undefined,
      );
    });
  }

  /** Claims and processes one photo; false when the queue was empty. */
  async function runOnce(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    await settle(job);
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

    /**
     * Loops in the background until the returned stop is awaited; stopping lets the photos under way finish.
     * Up to `concurrency` photos are under way at once, each claimed when a place frees up, so in the queue's
     * turn order: enough to keep every engine worker busy while another photo is read, stored and recorded.
     */
    start(): () => Promise<void> {
      const controller = new AbortController();
      const underWay = new Set<Promise<void>>();
      const rest = () =>
        options.wake
          ? options.wake.sleep(IDLE_WAKE_MS, controller.signal)
          : sleep(IDLE_POLL_MS, undefined, { signal: controller.signal }).catch(() => {});
      const loop = (async () => {
        while (!controller.signal.aborted) {
          if (underWay.size >= concurrency) {
            await Promise.race(underWay);
            continue;
          }
          const job = await claim().catch((error: unknown) => {
            deps.logger.warn({ err: error }, 'capture queue unavailable');
            return null;
          });
          if (!job) {
            // Nothing due: wait for a photo under way (it may free a retry) or, with none, a moment.
            await (underWay.size > 0 ? Promise.race(underWay) : rest());
            continue;
          }
          const settled: Promise<void> = settle(job).finally(() => underWay.delete(settled));
          underWay.add(settled);
        }
        await Promise.all(underWay);
      })();
      return async () => {
        controller.abort();
        await loop;
      };
    },
  };
}
