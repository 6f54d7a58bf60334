import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { GuardedHistory, HeldNavigation } from './guarded-history';

/** The browser's history with its leave guard; absent on the server, where nothing navigates. */
export const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

/**
 * While `when`, a move to another page (a link, `navigate()`, the back button) waits: the navigation held is
 * returned, to be confirmed (`proceed`) or dropped (`reset`). Changing the page's query is not leaving.
 */
export function useLeaveGuard(when: boolean): HeldNavigation | null {
  const history = useContext(GuardedHistoryContext);
  useEffect(() => {
    if (!when || !history) return;
    return history.guard((from, to) => from !== to);
  }, [history, when]);
  return useSyncExternalStore(history?.watch ?? watchNothing, () => history?.held() ?? null, noneHeld);
}

const watchNothing = () => () => {};
const noneHeld = () => null;
