/**
 * Undo and redo over immutable snapshots. `set` records a step; `replace` changes the present without one
 * (the frames of a drag), so a whole gesture is undone at once once it is recorded at its end.
 */
export type History<T> = { past: T[]; present: T; future: T[] };

const LIMIT = 100;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function record<T>(history: History<T>, next: T, before: T = history.present): History<T> {
  if (next === before) return history;
  return { past: [...history.past, before].slice(-LIMIT), present: next, future: [] };
}

export const replace = <T>(history: History<T>, next: T): History<T> => ({ ...history, present: next });

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
