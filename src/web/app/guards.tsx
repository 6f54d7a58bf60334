import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { DASHBOARD_PATH, type Role } from '~/domain/roles';
import { PageLoading } from '~/web/components/ui/spinner';
import { useMe } from '~/web/lib/session';

/** Signed out goes to /login; the other role goes to its own dashboard. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageLoading />;
  if (!me.data) return <Navigate to="/login" replace />;
  if (me.data.role !== role) return <Navigate to={DASHBOARD_PATH[me.data.role]} replace />;
  return children;
}
