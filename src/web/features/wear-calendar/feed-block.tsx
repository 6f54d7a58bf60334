import { CalendarClock, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Input } from '~/web/components/ui/input';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { formatDate } from '~/web/lib/format';
import { toast } from '~/web/lib/toast';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from './api/calendar-feed';

/**
 * 'S'abonner dans mon agenda': a secret address her calendar app subscribes to (shown once, when made), renewed
 * (the old one stops) or revoked.
 */
export function FeedBlock() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const busy = create.isPending || revoke.isPending;

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        setTimeout(() => field.current?.select());
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  const onRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success('Abonnement révoqué : l’adresse ne fonctionne plus.');
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  const onCopy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Adresse copiée.');
    } catch {
      field.current?.select();
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-5 text-brand-600" aria-hidden />
          S’abonner dans mon agenda
        </CardTitle>
        <CardDescription>
          Vos tenues prévues apparaissent dans l’agenda de votre téléphone (Google Agenda, Calendrier d’Apple,
          Outlook) : seuls le nom de la tenue et le jour y figurent.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {feed.isPending ? (
          <Spinner />
        ) : feed.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(feed.error)}
          </p>
        ) : (
          <>
            {url && (
              <div className="space-y-2">
                <label htmlFor={fieldId} className="text-sm font-medium text-gray-900">
                  Votre adresse d’abonnement (à garder pour vous)
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input id={fieldId} ref={field} readOnly value={url} className="font-mono text-xs" />
                  <Button variant="outline" onClick={() => void onCopy()} className="min-h-11">
                    <Copy aria-hidden />
                    Copier
                  </Button>
                </div>
                <a
                  href={url.replace(/^https?:/, 'webcal:')}
                  className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  <CalendarClock className="size-4" aria-hidden />
                  Ouvrir dans l’agenda de cet appareil
                </a>
                <p className="text-xs text-gray-600">
                  Ajoutez-la dans votre agenda comme « agenda par URL » ou « s’abonner à un calendrier ». Elle
                  ne sera plus affichée ensuite.
                </p>
              </div>
            )}
            {feed.data?.active && !url && (
              <p className="text-sm text-gray-700" role="status">
                Abonnement actif depuis le {formatDate(feed.data.createdAt!)}.
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              {feed.data?.active ? (
                <>
                  <Button variant="outline" disabled={busy} onClick={onCreate} className="min-h-11">
                    <RefreshCw aria-hidden />
                    Renouveler l’adresse
                  </Button>
                  <Button variant="ghost" disabled={busy} onClick={onRevoke} className="min-h-11">
                    <Trash2 aria-hidden />
                    Révoquer
                  </Button>
                </>
              ) : (
                <Button disabled={busy} onClick={onCreate} className="min-h-11">
                  <CalendarClock aria-hidden />
                  Créer mon adresse d’abonnement
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
