import { CalendarPlus, Package as PackageIcon } from 'lucide-react';
import { useState } from 'react';
import type { Appointment } from '~/domain/appointment-texts';
import type { ClientPackage } from '~/domain/quote-texts';
import { AppointmentLists } from '~/web/components/appointment-list';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { sessionKindText, sessionKinds, type SessionKind } from '~/web/lib/appointment-values';
import { useMyAppointments, type SlotSource } from '~/web/lib/appointments';
import { useClientPackages } from '~/web/lib/invoicing';
import { useMe } from '~/web/lib/session';
import { BookDialog } from './book-dialog';

/**
 * 'Mes rendez-vous': the sessions of her packages, booked or to book in her consultant's free slots; her coming
 * appointments (to add to her calendar, move or cancel under her consultant's rule), the past ones folded.
 */
export function MyAppointmentsPage() {
  const me = useMe();
  const packages = useClientPackages(me.data?.id);
  const appointments = useMyAppointments();
  const all = appointments.data ? [...appointments.data.upcoming, ...appointments.data.past] : [];

  const moveSourceOf = (appointment: Appointment): SlotSource | null => {
    const bought = packages.data?.find((candidate) => candidate.id === appointment.clientPackageId);
    const session = appointment.sessionIndex;
    return bought && session !== null ? { kind: 'package', packageId: bought.id, session } : null;
  };

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Mes rendez-vous</h1>
        <p className="mt-1 text-gray-600">
          Réservez les séances de votre forfait et retrouvez vos rendez-vous.
        </p>
      </header>
      <section aria-labelledby="sessions-title" className="space-y-3">
        <h2 id="sessions-title" className="text-lg font-semibold text-gray-900">
          Séances de mon forfait
        </h2>
        {packages.isPending || appointments.isPending ? (
          <Spinner label="Chargement des forfaits..." />
        ) : packages.isError ? (
          <LoadFailure
            message="Impossible de charger vos forfaits."
            onRetry={() => void packages.refetch()}
          />
        ) : packages.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-8 text-center text-gray-600">
            Réservez une séance dès que votre conseillère vous a proposé un forfait.
          </p>
        ) : (
          <ul className="space-y-3">
            {packages.data.map((bought) => (
              <PackageSessions key={bought.id} bought={bought} appointments={all} />
            ))}
          </ul>
        )}
      </section>
      <AppointmentLists
        list={appointments}
        viewer="client"
        empty="Aucun rendez-vous à venir."
        moveSourceOf={moveSourceOf}
      />
    </div>
  );
}

function PackageSessions({ bought, appointments }: { bought: ClientPackage; appointments: Appointment[] }) {
  const [booking, setBooking] = useState<SessionKind | null>(null);
  const kinds = sessionKinds(bought, appointments);
  return (
    <li className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
      <p className="flex items-center gap-2 font-medium text-gray-900">
        <PackageIcon aria-hidden className="size-4 shrink-0 text-brand-700" />
        Forfait {bought.name}
      </p>
      {kinds.length === 0 ? (
        <p className="text-sm text-gray-600">Ce forfait ne comprend pas de séance à réserver.</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {kinds.map((kind) => (
            <li
              key={kind.index}
              className="flex flex-col gap-2 py-2 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="text-sm text-gray-800 tabular-nums">{sessionKindText(kind)}</span>
              {kind.booked < kind.count && (
                <Button className="min-h-11 w-full sm:min-h-10 sm:w-auto" onClick={() => setBooking(kind)}>
                  <CalendarPlus aria-hidden />
                  Réserver
                  <span className="sr-only"> : {kind.label}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <BookDialog bought={bought} kind={booking} onClose={() => setBooking(null)} />
    </li>
  );
}
