import { useQuery } from '@tanstack/react-query';
import {
  CalendarDays,
  ClipboardList,
  FileSignature,
  Home,
  MessageCircle,
  ReceiptEuro,
  Settings,
} from 'lucide-react';
import { NEWS_TEXTS } from '~/domain/notification-texts';
import { QUESTIONNAIRE_TEMPLATE_MESSAGES } from '~/domain/questionnaire-template-texts';
import { unreadCountQueryOptions } from '~/web/lib/messaging';
import { useNewsCount } from '~/web/lib/news';
import { useRealtime } from '~/web/lib/realtime';
import { DashboardShell } from './dashboard-shell';
import type { NavEntry } from './sidebar-nav';

function consultantEntries(unreadCount?: number, newClients?: number): NavEntry[] {
  return [
    {
      label: 'Accueil',
      to: '/consultant/dashboard',
      icon: Home,
      end: true,
      badge: newClients,
      badgeWord: NEWS_TEXTS.count,
    },
    { label: 'Messages', to: '/consultant/dashboard/messages', icon: MessageCircle, badge: unreadCount },
    { label: QUESTIONNAIRE_TEMPLATE_MESSAGES.menu, to: '/consultant/questionnaire', icon: ClipboardList },
    { label: 'Factures', to: '/consultant/dashboard/factures', icon: ReceiptEuro },
    { label: 'Devis', to: '/consultant/dashboard/devis', icon: FileSignature },
    { label: 'Agenda', to: '/consultant/dashboard/agenda', icon: CalendarDays },
    { label: 'Paramètres', to: '/consultant/dashboard/settings', icon: Settings },
  ];
}

/** §2 Consultant layout. */
export function ConsultantLayout() {
  const unread = useQuery(unreadCountQueryOptions);
  const newClients = useNewsCount('clients');
  useRealtime();
  return (
    <DashboardShell
      entries={consultantEntries(unread.data || undefined, newClients)}
      areaLabel="Espace conseiller"
    />
  );
}
