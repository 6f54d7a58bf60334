import type { RealtimeEvent } from '~/domain/messages';

/** Receives an event and everyone it was published to (a pair's events name both of them). */
export type RealtimeListener = (event: RealtimeEvent, recipients: readonly string[]) => void;

/** Orders for the gateways of every instance, not for the browser. */
export type RealtimeControl =
  /** Some of the user's sessions ended: their sockets re-check their session, and those without one close. */
  | { kind: 'sessions.ended'; userId: string }
  /** A consultant-client link ended: the pair's open sockets stop receiving the pair's events. */
  | { kind: 'link.ended'; consultantId: string; clientId: string };
export type ControlListener = (control: RealtimeControl) => void;

/**
 * Delivers events to the sockets of given users, wherever they are connected. One interface, two transports:
 * in-process (embedded PGlite, one server) and Postgres LISTEN/NOTIFY (several servers on one database).
 */
export interface RealtimeBus {
  publish(userIds: string[], event: RealtimeEvent): Promise<void>;
  subscribe(userId: string, listener: RealtimeListener): () => void;
  /** Sign-out, password reset, account deletion...: no socket outlives the session it was opened with. */
  sessionsEnded(userId: string): Promise<void>;
  /** To call when a consultant-client link ends. */
  linkEnded(consultantId: string, clientId: string): Promise<void>;
  onControl(listener: ControlListener): () => void;
  close(): Promise<void>;
}

/** The local half of every bus: listeners by user, and the gateways' control listeners. */
export function createLocalListeners() {
  const byUser = new Map<string, Set<RealtimeListener>>();
  const controlListeners = new Set<ControlListener>();
  return {
    deliver(userIds: string[], event: RealtimeEvent) {
      for (const userId of new Set(userIds)) {
        for (const listener of byUser.get(userId) ?? []) listener(event, userIds);
      }
    },
    subscribe(userId: string, listener: RealtimeListener) {
      const set = byUser.get(userId) ?? new Set();
      set.add(listener);
      byUser.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byUser.delete(userId);
      };
    },
    control(control: RealtimeControl) {
      for (const listener of controlListeners) listener(control);
    },
    onControl(listener: ControlListener) {
      controlListeners.add(listener);
      return () => void controlListeners.delete(listener);
    },
  };
}

export function createInProcessBus(): RealtimeBus {
  const local = createLocalListeners();
  return {
    async publish(userIds, event) {
      local.deliver(userIds, event);
    },
    subscribe: local.subscribe,
    async sessionsEnded(userId) {
      local.control({ kind: 'sessions.ended', userId });
    },
    async linkEnded(consultantId, clientId) {
      local.control({ kind: 'link.ended', consultantId, clientId });
    },
    onControl: local.onControl,
    async close() {},
  };
}
