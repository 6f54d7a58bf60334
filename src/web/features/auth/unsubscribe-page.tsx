import { useMutation, useQuery } from '@tanstack/react-query';
import { BellOff, Loader2, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CATEGORY_LABELS, NOTIFICATION_TEXTS } from '~/domain/notification-texts';
import type { NotificationCategory } from '~/domain/notification-texts';
import { AuthCard } from './components/auth-card';
import { Button } from '~/web/components/ui/button';
import { api } from '~/web/lib/api';
import { errorMessage } from '~/web/lib/error-message';

type Described = { category: NotificationCategory | 'all' };

const whatStops = (category: Described['category']) =>
  category === 'all'
    ? 'les e-mails de notification d’Atelier Silhouette'
    : `les e-mails « ${CATEGORY_LABELS[category].label} »`;

/**
 * /notifications/desabonnement: where a mail's footer link leads, signed out as much as signed in. It says what
 * the link stops and asks before doing it (a link prefetched by a mail scanner must not unsubscribe anyone).
 */
export function UnsubscribePage() {
  const query = useSearchParams()[0].toString();
  const link = useQuery({
    queryKey: ['notifications', 'unsubscribe', query],
    queryFn: () => api<Described>(`/api/notifications/unsubscribe?${query}`),
    retry: false,
  });
  const unsubscribe = useMutation({
    mutationFn: () => api<Described>(`/api/notifications/unsubscribe?${query}`, { method: 'POST' }),
  });

  if (link.isPending) {
    return (
      <AuthCard title={NOTIFICATION_TEXTS.unsubscribeTitle}>
        <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Chargement...
        </p>
      </AuthCard>
    );
  }
  if (link.isError) {
    return (
      <AuthCard
        icon={MailX}
        title={NOTIFICATION_TEXTS.unsubscribeTitle}
        description={NOTIFICATION_TEXTS.unsubscribeInvalid}
      >
        <Button asChild className="w-full">
          <Link to="/login">Se connecter</Link>
        </Button>
      </AuthCard>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <AuthCard icon={BellOff} title={NOTIFICATION_TEXTS.unsubscribeTitle}>
        <p role="status" className="text-sm text-gray-700">
          {NOTIFICATION_TEXTS.unsubscribed}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={BellOff}
      title={NOTIFICATION_TEXTS.unsubscribeTitle}
      description={`Vous ne recevrez plus ${whatStops(link.data.category)}.`}
    >
      {unsubscribe.isError && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {errorMessage(unsubscribe.error)}
        </p>
      )}
      <Button className="w-full" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
        {unsubscribe.isPending ? 'Enregistrement...' : NOTIFICATION_TEXTS.unsubscribeConfirm}
      </Button>
    </AuthCard>
  );
}
