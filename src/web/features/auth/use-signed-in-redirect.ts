import { DASHBOARD_PATH, isRole } from '~/domain/roles';
import { useMe } from '~/web/lib/session';

/**
 * Where a visitor who is already signed in belongs, or null. `active` is false while this screen signs
 * someone in itself, so the screen decides where they land.
 */
export function useSignedInRedirect(active: boolean): string | null {
  const me = useMe();
  if (!active || !me.data || !isRole(me.data.role)) return null;
  return DASHBOARD_PATH[me.data.role];
}
