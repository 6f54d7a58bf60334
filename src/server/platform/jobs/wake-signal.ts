/**
 * Wakes a worker of this instance that sleeps while its queue is empty: the request that queued work tells it, so it
 * starts at once instead of at its next look (work queued on another instance waits for that look, seconds at most).
 * Written by hand: an event and a timer, nothing a library would spare.
 */
export function createWakeSignal() {
  let sleeper: (() => void) | null = null;
  let told = false;
  return {
    /** Work was queued: the sleeper wakes now, or the next sleep ends at once. */
    notify(): void {
      if (sleeper) sleeper();
      else told = true;
    },

    /** Sleeps until told, `ms` at most, or until `signal` aborts. */
    sleep(ms: number, signal: AbortSignal): Promise<void> {
      if (told || signal.aborted) {
        told = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          sleeper = null;
          resolve();
        };
        const timer = setTimeout(done, ms);
        signal.addEventListener('abort', done, { once: true });
        sleeper = done;
      });
    },
  };
}
export type WakeSignal = ReturnType<typeof createWakeSignal>;
