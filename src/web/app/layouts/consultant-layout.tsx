import { useQuery } from '@tanstack/react-query';
import { Home, MessageCircle, Settings } from 'lucide-react';
import { unreadCountQueryOptions } from '~/web/lib/messaging';
import { useRealtime } from '~/web/lib/realtime';
import { DashboardShell } from './dashboard-shell';
import type { NavEntry } from './sidebar-nav';

function consultantEntries(unreadCount?: number): NavEntry[] {
  return [
    { label: 'Accueil', to: '/consultant/dashboard', icon: Home, end: true },
    { label: 'Messages', to: '/consultant/dashboard/messages', icon: MessageCircle, badge: unreadCount },
    { label: 'Paramètres', to: '/consultant/dashboard/settings', icon: Settings },
  ];
}

/** §2 Consultant layout. */
export function ConsultantLayout() {
  const unread = useQuery(unreadCountQueryOptions);
  useRealtime();
  return (
    <DashboardShell entries={consultantEntries(unread.data || undefined)} areaLabel="Espace conseiller" />
  );
}
