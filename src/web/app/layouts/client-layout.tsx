import { useQuery } from '@tanstack/react-query';
import {
  CalendarClock,
  CalendarDays,
  ClipboardList,
  FileText,
  Home,
  Lightbulb,
  Luggage,
  MessageCircle,
  Palette,
  ScanFace,
  Settings,
  Shirt,
  Sparkles,
} from 'lucide-react';
import { NEWS_TEXTS } from '~/domain/notification-texts';
import { unreadCountQueryOptions } from '~/web/lib/messaging';
import { useNewsCount } from '~/web/lib/news';
import { useRealtime } from '~/web/lib/realtime';
import { DashboardShell } from './dashboard-shell';
import type { NavEntry } from './sidebar-nav';

function clientEntries(unreadCount?: number, newOutfits?: number, newDiagnosis?: number): NavEntry[] {
  const badgeWord = NEWS_TEXTS.count;
  return [
    { label: 'Accueil', to: '/client/dashboard', icon: Home, end: true },
    { label: 'Mes Tenues', to: '/client/dashboard/outfits', icon: Sparkles, badge: newOutfits, badgeWord },
    { label: 'Idées de tenues', to: '/client/dashboard/idees', icon: Lightbulb },
    { label: 'Ma Garde-Robe', to: '/client/dashboard/wardrobe', icon: Shirt },
    { label: 'Capsules et valises', to: '/client/dashboard/capsules', icon: Luggage },
    { label: 'Mon agenda', to: '/client/dashboard/agenda', icon: CalendarDays },
    { label: 'Mes rendez-vous', to: '/client/dashboard/rendez-vous', icon: CalendarClock },
    {
      label: 'Mon diagnostic',
      to: '/client/dashboard/diagnostic',
      icon: Palette,
      badge: newDiagnosis,
      badgeWord,
    },
    { label: 'Mes documents', to: '/client/dashboard/documents', icon: FileText },
    { label: 'Questionnaire de style', to: '/client/dashboard/questionnaire', icon: ClipboardList },
    { label: 'Mon analyse couleur', to: '/client/dashboard/analyse-couleur', icon: ScanFace },
    { label: 'Messages', to: '/client/dashboard/messages', icon: MessageCircle, badge: unreadCount },
    { label: 'Paramètres', to: '/client/dashboard/settings', icon: Settings },
  ];
}

/** §2 Client layout; the Messages entry shows the live unread count, 'Mes Tenues' and 'Mon diagnostic' what is new. */
export function ClientLayout() {
  const unread = useQuery(unreadCountQueryOptions);
  const newOutfits = useNewsCount('looks', 'proposals');
  const newDiagnosis = useNewsCount('diagnosis');
  useRealtime();
  return (
    <DashboardShell
      entries={clientEntries(unread.data || undefined, newOutfits, newDiagnosis)}
      areaLabel="Espace client"
    />
  );
}
