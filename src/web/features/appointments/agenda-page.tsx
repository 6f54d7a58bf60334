import { CalendarPlus, Clock } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AppointmentLists } from '~/web/components/appointment-list';
import { Button } from '~/web/components/ui/button';
import { minutesOfAppointment } from '~/web/lib/appointment-values';
import { useMyAppointments } from '~/web/lib/appointments';
import { AVAILABILITY_PATH, usePortfolioClients } from './api';
import { ProposeDialog } from './propose-dialog';

/**
 * 'Agenda': her coming appointments day by day (to move, cancel, add to her calendar; a late cancellation's
 * session to give back), the past ones folded, 'Fixer un rendez-vous' (`?client=<id>` opens it for her) and
 * 'Mes disponibilités'.
 */
export function AgendaPage() {
  const appointments = useMyAppointments();
  const clients = usePortfolioClients();
  const [search, setSearch] = useSearchParams();
  const chosenClient = search.get('client');
  const [proposing, setProposing] = useState(chosenClient !== null);

  const changeProposing = (open: boolean) => {
    setProposing(open);
    if (!open && chosenClient) setSearch({}, { replace: true });
  };

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Agenda</h1>
          <p className="mt-1 text-gray-600">
            Vos rendez-vous avec vos clientes, et les heures où elles peuvent réserver.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" className="min-h-11 sm:min-h-10" asChild>
            <Link to={AVAILABILITY_PATH}>
              <Clock aria-hidden />
              Mes disponibilités
            </Link>
          </Button>
          <Button
            className="min-h-11 sm:min-h-10"
            disabled={!clients.isSuccess}
            onClick={() => changeProposing(true)}
          >
            <CalendarPlus aria-hidden />
            Fixer un rendez-vous
          </Button>
        </div>
      </header>
      <AppointmentLists
        list={appointments}
        viewer="consultant"
        empty="Aucun rendez-vous à venir. Vos clientes réservent dans vos disponibilités, ou vous en fixez un avec l’une d’elles."
        moveSourceOf={(appointment) => ({ kind: 'own', minutes: minutesOfAppointment(appointment) })}
      />
      {clients.isSuccess && (
        <ProposeDialog
          open={proposing}
          onOpenChange={changeProposing}
          clients={clients.data}
          chosenClient={chosenClient}
        />
      )}
    </div>
  );
}
