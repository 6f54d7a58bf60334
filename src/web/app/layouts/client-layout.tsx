import { Home, MessageCircle, Settings, Shirt, Sparkles } from 'lucide-react';
import { DashboardShell } from './dashboard-shell';
import type { NavEntry } from './sidebar-nav';

function clientEntries(unreadCount?: number): NavEntry[] {
  return [
    { label: 'Accueil', to: '/client/dashboard', icon: Home, end: true },
    { label: 'Mes Tenues', to: '/client/dashboard/outfits', icon: Sparkles },
    { label: 'Ma Garde-Robe', to: '/client/dashboard/wardrobe', icon: Shirt },
    { label: 'Messages', to: '/client/dashboard/messages', icon: MessageCircle, badge: unreadCount },
    { label: 'Paramètres', to: '/client/dashboard/settings', icon: Settings },
  ];
}

/** §2 Client layout. */
export function ClientLayout({ unreadCount }: { unreadCount?: number }) {
  return <DashboardShell entries={clientEntries(unreadCount)} areaLabel="Espace client" />;
}
