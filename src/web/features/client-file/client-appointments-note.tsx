import { CalendarDays, CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { localDayOf, timeRangeText } from '~/web/lib/appointment-values';
import { useClientAppointments } from '~/web/lib/appointments';
import { weekdayLabel } from '~/web/lib/wear-calendar';

/** Appointments shown in the file before 'Voir l’agenda'. */
const SHOWN = 3;

/** 'Rendez-vous': the client's coming appointments with her, and 'Fixer un rendez-vous' (the agenda, for her). */
export function ClientAppointmentsNote({ clientId }: { clientId: string }) {
  const appointments = useClientAppointments(clientId);
  const booked = appointments.data?.filter((appointment) => appointment.status === 'booked') ?? [];
  return (
    <section
      aria-labelledby="client-appointments"
      className="flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <h2 id="client-appointments" className="flex items-center gap-2 text-sm font-semibold text-gray-900">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-brand-700" />
          Rendez-vous
        </h2>
        {appointments.isError ? (
          <p className="text-sm text-gray-600">
            Impossible de charger ses rendez-vous.{' '}
            <button
              type="button"
              className="font-medium text-brand-700 underline"
              onClick={() => void appointments.refetch()}
            >
              Réessayer
            </button>
          </p>
        ) : appointments.isPending ? (
          <p className="text-sm text-gray-600">Chargement des rendez-vous...</p>
        ) : booked.length === 0 ? (
          <p className="text-sm text-gray-600">Aucun rendez-vous à venir.</p>
        ) : (
          <ul className="space-y-0.5 text-sm text-gray-700">
            {booked.slice(0, SHOWN).map((appointment) => (
              <li key={appointment.id}>
                <span className="first-letter:uppercase">
                  {weekdayLabel(localDayOf(appointment.startsAt))}
                </span>
                {`, ${timeRangeText(appointment)} · ${appointment.sessionLabel}`}
              </li>
            ))}
            {booked.length > SHOWN && (
              <li>
                <Link to="/consultant/dashboard/agenda" className="font-medium text-brand-700 underline">
                  {`et ${booked.length - SHOWN} autre${booked.length - SHOWN > 1 ? 's' : ''} dans l’agenda`}
                </Link>
              </li>
            )}
          </ul>
        )}
      </div>
      <Button variant="outline" className="min-h-11 shrink-0 sm:min-h-10" asChild>
        <Link to={`/consultant/dashboard/agenda?client=${encodeURIComponent(clientId)}`}>
          <CalendarPlus aria-hidden />
          Fixer un rendez-vous
        </Link>
      </Button>
    </section>
  );
}
