import { mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';

/** Refusal to open a data folder that another living process holds. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Le dossier de données ${dataDir} est déjà utilisé par le processus ${holderPid}. ` +
        'Arrêtez ce processus avant d’en démarrer un autre sur le même dossier.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Locks held by this process: a pid equal to ours in a lock file is only ours if we took it. */
const heldHere = new Set<string>();
/** A takeover folder older than this was left by a process that crashed in the middle of a takeover. */
const STALE_TAKEOVER_MS = 10_000;
/** A lock file without a pid yet is being written by its creator, unless it is older than this. */
const UNWRITTEN_LOCK_MS = 2_000;

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function holdsLock(lockPath: string, pid: number): boolean {
  return pid === process.pid ? heldHere.has(lockPath) : isAlive(pid);
}

/**
 * Removes a lock left by a dead process. Only one process at a time may do so (an exclusive `mkdir`), and it
 * reads the lock again under that guard, so two starters never both remove a lock and both believe they hold it.
 */
function removeStaleLock(lockPath: string, dataDir: string): void {
  const guard = `${lockPath}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (ageMs(guard) > STALE_TAKEOVER_MS) rmdirSync(guard);
    return;
  }
  try {
    const pid = readHolder(lockPath);
    if (pid !== null && holdsLock(lockPath, pid)) throw new DataDirLockedError(dataDir, pid);
    if (pid === null && ageMs(lockPath) < UNWRITTEN_LOCK_MS) return;
    unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  } finally {
    rmdirSync(guard);
  }
}

/**
 * Makes this process the only one using `dataDir`: a lock file beside it (`{dataDir}.lock`, created with `wx`)
 * names our pid. A second process, or a second open in this one, gets a DataDirLockedError; a lock whose process
 * is gone (a crash, `kill -9`) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/\/+$/, '')}.lock`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldHere.add(lockPath);
      const release = () => {
        process.off('exit', release);
        if (!heldHere.delete(lockPath)) return;
        if (readHolder(lockPath) === process.pid) unlinkSync(lockPath);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = readHolder(lockPath);
    if (pid !== null && holdsLock(lockPath, pid)) throw new DataDirLockedError(dataDir, pid);
    removeStaleLock(lockPath, dataDir);
    sleepSync(attempt === 0 ? 0 : 50);
  }
  throw new Error(`Could not lock ${dataDir}: the lock file keeps changing`);
}

/** For entry points: a locked folder ends the process with its message alone, not a stack trace. */
export function exitIfDataDirLocked(error: unknown): never {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
