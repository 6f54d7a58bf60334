import { useQuery } from '@tanstack/react-query';
import { Home, MessageCircle, Palette, Settings, Shirt, Sparkles } from 'lucide-react';
import { unreadCountQueryOptions } from '~/web/lib/messaging';
import { useRealtime } from '~/web/lib/realtime';
import { DashboardShell } from './dashboard-shell';
import type { NavEntry } from './sidebar-nav';

function clientEntries(unreadCount?: number): NavEntry[] {
  return [
    { label: 'Accueil', to: '/client/dashboard', icon: Home, end: true },
    { label: 'Mes Tenues', to: '/client/dashboard/outfits', icon: Sparkles },
    { label: 'Ma Garde-Robe', to: '/client/dashboard/wardrobe', icon: Shirt },
    { label: 'Mon diagnostic', to: '/client/dashboard/diagnostic', icon: Palette },
    { label: 'Messages', to: '/client/dashboard/messages', icon: MessageCircle, badge: unreadCount },
    { label: 'Paramètres', to: '/client/dashboard/settings', icon: Settings },
  ];
}

/** §2 Client layout; the Messages entry shows the live unread count. */
export function ClientLayout() {
  const unread = useQuery(unreadCountQueryOptions);
  useRealtime();
  return <DashboardShell entries={clientEntries(unread.data || undefined)} areaLabel="Espace client" />;
}
