import type { RealtimeEvent } from '~/domain/messages';

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Delivers events to the sockets of given users, wherever they are connected. One interface, two transports:
 * in-process (embedded PGlite, one server) and Postgres LISTEN/NOTIFY (several servers on one database).
 */
export interface RealtimeBus {
  publish(userIds: string[], event: RealtimeEvent): Promise<void>;
  subscribe(userId: string, listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

/** The local half of every bus: listeners by user. */
export function createLocalListeners() {
  const byUser = new Map<string, Set<RealtimeListener>>();
  return {
    deliver(userIds: string[], event: RealtimeEvent) {
      for (const userId of new Set(userIds)) {
        for (const listener of byUser.get(userId) ?? []) listener(event);
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
  };
}

export function createInProcessBus(): RealtimeBus {
  const local = createLocalListeners();
  return {
    async publish(userIds, event) {
      local.deliver(userIds, event);
    },
    subscribe: local.subscribe,
    async close() {},
  };
}
