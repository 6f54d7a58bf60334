import { CalendarPlus, Check, Loader2, Undo2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { todayHere } from '~/web/lib/french-date';
import { toast } from '~/web/lib/toast';
import { useCalendar, useLogWear, useUndoWear } from '~/web/lib/wear-calendar';

const subscribeOnline = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/**
 * 'Aujourd'hui' on her home: today's planned look with 'Je l'ai porté' in one tap (then 'Porté aujourd'hui' and
 * 'Annuler'), or a link to plan one in 'Mon agenda'.
 */
export function TodayCard({ clientId }: { clientId: string }) {
  const today = todayHere();
  const calendar = useCalendar(clientId, today, today);
  const log = useLogWear(clientId);
  const undo = useUndoWear(clientId);
  const entry = calendar.data?.days[0];
  const plan = entry?.plan ?? null;
  const worn = (entry?.worn.itemIds.length ?? 0) > 0;
  // The mutation's promise ends once the calendar is refetched: the button does not flicker back meanwhile.
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const busy = log.isPending || undo.isPending || !online;

  const onWorn = () => {
    if (!plan || busy) return;
    log.mutate(
      { day: today, outfitId: plan.look.id },
      { onError: (error) => toast.error(errorMessage(error)) },
    );
  };
  const onUndo = () => {
    if (busy) return;
    undo.mutate(today, { onError: (error) => toast.error(errorMessage(error)) });
  };

  return (
    <Card aria-labelledby="today-card-title">
      <CardHeader>
        <CardTitle id="today-card-title">Aujourd’hui</CardTitle>
      </CardHeader>
      <CardContent>
        {calendar.isPending ? (
          <Spinner />
        ) : calendar.isError ? (
          <LoadFailure message={errorMessage(calendar.error)} onRetry={() => void calendar.refetch()} />
        ) : plan ? (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <img
              src={plan.look.imageUrl}
              alt=""
              className="aspect-square w-full max-w-40 rounded-xl bg-gray-100 object-cover"
            />
            <div className="min-w-0 flex-1 space-y-3">
              <p className="font-medium break-words text-gray-900">{plan.look.name}</p>
              {worn ? (
                <div className="flex flex-wrap items-center gap-3">
                  <p role="status" className="inline-flex items-center gap-1.5 font-medium text-emerald-700">
                    <Check className="size-4" aria-hidden />
                    Porté aujourd’hui
                  </p>
                  <Button variant="outline" size="sm" className="min-h-11" disabled={busy} onClick={onUndo}>
                    {undo.isPending ? (
                      <Loader2 className="animate-spin" aria-hidden />
                    ) : (
                      <Undo2 aria-hidden />
                    )}
                    Annuler
                  </Button>
                </div>
              ) : (
                <Button className="min-h-11 w-full sm:w-auto" disabled={busy} onClick={onWorn}>
                  {log.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Check aria-hidden />}
                  Je l’ai porté
                </Button>
              )}
              {!online && (
                <p className="text-xs text-gray-600">Hors ligne : « Je l’ai porté » attend une connexion.</p>
              )}
            </div>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-gray-600">Aucune tenue prévue pour aujourd’hui.</p>
            <Button asChild variant="secondary" className="min-h-11">
              <Link to="/client/dashboard/agenda">
                <CalendarPlus aria-hidden />
                Prévoir une tenue
              </Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
