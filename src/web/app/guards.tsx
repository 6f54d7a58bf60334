import type { ReactNode } from 'react';
import { Redirect } from '~/web/components/redirect';
import { DASHBOARD_PATH, type Role } from '~/domain/roles';
import { PageLoading } from '~/web/components/ui/spinner';
import { useMe } from '~/web/lib/session';

/** Signed out goes to /login; the other role goes to its own dashboard. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageLoading />;
  if (!me.data) return <Redirect to="/login" />;
  if (me.data.role !== role) return <Redirect to={DASHBOARD_PATH[me.data.role]} />;
  return children;
}
