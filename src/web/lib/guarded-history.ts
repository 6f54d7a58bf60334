import { NavigationType, UNSAFE_createBrowserHistory as createBrowserHistory, type To } from 'react-router';

type History = ReturnType<typeof createBrowserHistory>;

/** Whether leaving `from` for `to` (pathnames) must wait for the visitor's answer. */
export type LeaveRule = (from: string, to: string) => boolean;

/** A navigation held by a rule: `proceed` goes on with it, `reset` stays. */
export type HeldNavigation = { proceed(): void; reset(): void };

export type GuardedHistory = History & {
  /** Holds the navigations the rule names until answered; the returned function lifts the rule. */
  guard(rule: LeaveRule): () => void;
  /** The navigation waiting for an answer, if any. */
  held(): HeldNavigation | null;
  /** Told when a navigation is held or answered. */
  watch(onChange: () => void): () => void;
};

/**
 * The browser's history as React Router's declarative router reads it, with a leave guard (decision record 0054):
 * the outfit editor asks before its unsaved draft is left. A link or `navigate()` is held before it happens; the
 * back and forward buttons have already moved when the router hears of it, so the move is undone (as React Router's
 * data router does for its blockers) and done again if the visitor confirms.
 */
export function createGuardedHistory(): GuardedHistory {
  const history = createBrowserHistory({ v5Compat: true });
  let rule: LeaveRule | null = null;
  let held: HeldNavigation | null = null;
  let shownPath = history.location.pathname;
  /** The next move is ours: undoing a held one (not told to the router) or doing a confirmed one (not held again). */
  let next: 'undo' | 'pass' | null = null;
  const watchers = new Set<() => void>();

  const hold = (navigation: HeldNavigation | null) => {
    held = navigation;
    watchers.forEach((onChange) => onChange());
  };
  /** Holds a navigation until the visitor answers: `go` does it if confirmed. */
  const holdUntilAnswered = (go: () => void) =>
    hold({
      proceed: () => {
        hold(null);
        go();
      },
      reset: () => hold(null),
    });
  const holds = (to: To) => rule !== null && rule(shownPath, history.createURL(to).pathname);
  const move =
    (kind: 'push' | 'replace') =>
    (to: To, state?: unknown): void => {
      if (!holds(to)) return history[kind](to, state);
      holdUntilAnswered(() => history[kind](to, state));
    };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: history.createHref,
    createURL: history.createURL,
    encodeLocation: history.encodeLocation,
    go: history.go,
    push: move('push'),
    replace: move('replace'),
    listen(listener) {
      return history.listen((update) => {
        const ours = next;
        next = null;
        if (ours === 'undo') return;
        const { delta } = update;
        if (
          ours !== 'pass' &&
          update.action === NavigationType.Pop &&
          delta &&
          rule?.(shownPath, update.location.pathname)
        ) {
          next = 'undo';
          history.go(-delta);
          holdUntilAnswered(() => {
            next = 'pass';
            history.go(delta);
          });
          return;
        }
        shownPath = update.location.pathname;
        listener(update);
      });
    },
    guard(leaveRule) {
      rule = leaveRule;
      return () => {
        if (rule !== leaveRule) return;
        rule = null;
        if (held) hold(null);
      };
    },
    held: () => held,
    watch(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
  };
}
