import {
  CalendarClock,
  CalendarPlus,
  ChevronRight,
  MapPin,
  ReceiptEuro,
  RotateCcw,
  XCircle,
} from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import type { Appointment, AppointmentParty } from '~/domain/appointment-texts';
import { CancelAppointmentDialog, MoveAppointmentDialog } from '~/web/components/appointment-dialogs';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import {
  byDay,
  icsUrl,
  isChangeable,
  isWaivable,
  localDayOf,
  statusOf,
  timeRangeText,
  tooLateText,
  type StatusTone,
} from '~/web/lib/appointment-values';
import { useWaiveAppointment, type SlotSource } from '~/web/lib/appointments';
import { cn } from '~/web/lib/cn';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { weekdayLabel } from '~/web/lib/wear-calendar';

const STATUS_CLASSES: Record<StatusTone, string> = {
  cancelled: 'text-gray-700',
  late: 'text-amber-800',
  given: 'text-gray-700',
};

type ListProps = {
  viewer: AppointmentParty;
  /** Where another slot is looked for to move one; null when it cannot be moved from here. */
  moveSourceOf: (appointment: Appointment) => SlotSource | null;
};

/**
 * Appointments as both lists show them ('Agenda', 'Mes rendez-vous'): the coming ones under each day's title, the
 * past ones folded under 'Rendez-vous passés'.
 */
export function AppointmentLists({
  list,
  empty,
  ...props
}: ListProps & {
  list: {
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
    data: { upcoming: Appointment[]; past: Appointment[] } | undefined;
  };
  empty: string;
}) {
  if (list.isPending) return <Spinner label="Chargement des rendez-vous..." />;
  if (list.isError || !list.data) {
    return (
      <LoadFailure message="Impossible de charger les rendez-vous." onRetry={() => void list.refetch()} />
    );
  }
  const { upcoming, past } = list.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="upcoming-appointments" className="space-y-3">
        <h2 id="upcoming-appointments" className="text-lg font-semibold text-gray-900">
          Rendez-vous à venir
        </h2>
        {upcoming.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-8 text-center text-gray-600">
            {empty}
          </p>
        ) : (
          <AppointmentDays appointments={upcoming} {...props} />
        )}
      </section>
      {past.length > 0 && (
        <details className="group rounded-2xl border border-gray-200 bg-white shadow-sm">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-3 font-semibold text-gray-900 focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
            <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
            Rendez-vous passés ({past.length})
          </summary>
          <div className="px-4 pb-4">
            <AppointmentDays appointments={past} {...props} past />
          </div>
        </details>
      )}
    </div>
  );
}

function AppointmentDays({
  appointments,
  past = false,
  ...props
}: ListProps & { appointments: Appointment[]; past?: boolean }) {
  return (
    <div className="space-y-4">
      {byDay(appointments).map(({ day, items }) => (
        <section key={day} aria-label={weekdayLabel(day)} className="space-y-2">
          <h3 className="text-sm font-semibold text-gray-700 first-letter:uppercase">{weekdayLabel(day)}</h3>
          <ul className="space-y-3">
            {items.map((appointment) => (
              <AppointmentItem key={appointment.id} appointment={appointment} past={past} {...props} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** One appointment: its times, with whom, what, where, where it stands, and what may be done with it. */
export function AppointmentItem({
  appointment,
  viewer,
  moveSourceOf,
  past,
}: ListProps & { appointment: Appointment; past: boolean }) {
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const waive = useWaiveAppointment();
  const status = statusOf(appointment, viewer);
  const booked = appointment.status === 'booked';
  const waivable = viewer === 'consultant' && isWaivable(appointment);
  const withWhom = viewer === 'consultant' ? appointment.clientName : appointment.consultantName;
  const source = moveSourceOf(appointment);
  const tooLate = viewer === 'client' && !isChangeable(appointment);
  const canMove = booked && !past && source !== null && !tooLate;
  // A session outside a package is billed on its own; a package's are billed through its quote.
  const billable =
    viewer === 'consultant' && booked && appointment.clientPackageId === null && !appointment.invoice;
  const named = ` : ${appointment.sessionLabel}, ${weekdayLabel(localDayOf(appointment.startsAt))}`;

  async function giveBack() {
    try {
      await waive.mutateAsync(appointment.id);
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    toast.success('Séance rendue à la cliente');
  }

  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm lg:flex-row lg:items-center',
        !booked && 'bg-gray-50',
      )}
    >
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex flex-wrap items-baseline gap-x-3 font-medium text-gray-900">
          <span className={cn('tabular-nums', !booked && 'line-through decoration-gray-400')}>
            {timeRangeText(appointment)}
          </span>
          <span className="min-w-0 break-words">{appointment.sessionLabel}</span>
        </p>
        <p className="text-sm text-gray-700">
          {viewer === 'consultant' ? 'Avec ' : 'Avec votre conseillère '}
          {withWhom}
        </p>
        {appointment.place && (
          <p className="flex items-center gap-1.5 text-sm text-gray-700">
            <MapPin aria-hidden className="size-4 shrink-0 text-gray-500" />
            <span className="sr-only">Lieu : </span>
            <span className="min-w-0 break-words">{appointment.place}</span>
          </p>
        )}
        {status && <p className={cn('text-sm font-medium', STATUS_CLASSES[status.tone])}>{status.text}</p>}
        {booked && !past && tooLate && <p className="text-sm text-gray-600">{tooLateText(appointment)}</p>}
        {viewer === 'consultant' && appointment.invoice && (
          <p className="flex items-center gap-1.5 text-sm text-gray-700">
            <ReceiptEuro aria-hidden className="size-4 shrink-0 text-gray-500" />
            <span>
              Facturé :{' '}
              <a
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                href={`/api/invoices/${encodeURIComponent(appointment.invoice.id)}/pdf`}
                target="_blank"
                rel="noreferrer"
              >
                {`facture n°\u00a0${appointment.invoice.number}`}
                <span className="sr-only"> (PDF, nouvel onglet)</span>
              </a>
            </span>
          </p>
        )}
      </div>
      {(waivable || billable || (booked && !past)) && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {billable && (
            <Button variant="outline" className="min-h-11 sm:min-h-10" asChild>
              <Link
                to={`/consultant/dashboard/factures/nouvelle?rendez-vous=${encodeURIComponent(appointment.id)}`}
              >
                <ReceiptEuro aria-hidden />
                Facturer
                <span className="sr-only">{named}</span>
              </Link>
            </Button>
          )}
          {waivable && (
            <Button
              variant="outline"
              className="min-h-11 sm:min-h-10"
              disabled={waive.isPending}
              onClick={() => void giveBack()}
            >
              <RotateCcw aria-hidden />
              Rendre la séance
              <span className="sr-only">{named}</span>
            </Button>
          )}
          {booked && !past && (
            <>
              <Button variant="outline" className="min-h-11 sm:min-h-10" asChild>
                <a href={icsUrl(appointment)} download>
                  <CalendarPlus aria-hidden />
                  Ajouter à mon agenda (.ics)
                  <span className="sr-only">{named}</span>
                </a>
              </Button>
              {source !== null && (
                <Button
                  variant="outline"
                  className="min-h-11 sm:min-h-10"
                  disabled={!canMove}
                  onClick={() => setMoving(true)}
                >
                  <CalendarClock aria-hidden />
                  Déplacer
                  <span className="sr-only">{named}</span>
                </Button>
              )}
              <Button variant="ghost" className="min-h-11 sm:min-h-10" onClick={() => setCancelling(true)}>
                <XCircle aria-hidden />
                Annuler
                <span className="sr-only">{named}</span>
              </Button>
            </>
          )}
        </div>
      )}
      {source && (
        <MoveAppointmentDialog
          appointment={appointment}
          source={source}
          open={moving}
          onOpenChange={setMoving}
        />
      )}
      <CancelAppointmentDialog
        appointment={appointment}
        viewer={viewer}
        open={cancelling}
        onOpenChange={setCancelling}
      />
    </li>
  );
}
