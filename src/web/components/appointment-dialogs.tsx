import { CalendarClock, XCircle } from 'lucide-react';
import { useState, type FormEvent, type MouseEvent } from 'react';
import {
  APPOINTMENT_TEXTS,
  appointmentWhen,
  type Appointment,
  type AppointmentParty,
} from '~/domain/appointment-texts';
import { SlotDialog, SlotForm } from '~/web/components/slot-dialog';
import { SlotPicker } from '~/web/components/slot-picker';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/web/components/ui/alert-dialog';
import { isChangeable, lateCancelText, timeRangeText } from '~/web/lib/appointment-values';
import { useCancelAppointment, useMoveAppointment, type SlotSource } from '~/web/lib/appointments';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';

/** 'Déplacer': another free slot for the same session; the slots are read anew each time it opens. */
export function MoveAppointmentDialog({
  appointment,
  source,
  open,
  onOpenChange,
}: {
  appointment: Appointment;
  source: SlotSource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const move = useMoveAppointment();
  const close = () => onOpenChange(false);
  return (
    <SlotDialog open={open} pending={move.isPending} onClose={close}>
      <MoveForm appointment={appointment} source={source} move={move} onDone={close} />
    </SlotDialog>
  );
}

function MoveForm({
  appointment,
  source,
  move,
  onDone,
}: {
  appointment: Appointment;
  source: SlotSource;
  move: ReturnType<typeof useMoveAppointment>;
  onDone: () => void;
}) {
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!startsAt) {
      setProblem(APPOINTMENT_TEXTS.startInvalid);
      return;
    }
    try {
      await move.mutateAsync({ id: appointment.id, startsAt });
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    toast.success('Rendez-vous déplacé', { description: appointmentWhen(startsAt) });
    onDone();
  }

  return (
    <SlotForm
      title="Déplacer le rendez-vous"
      description={`${appointment.sessionLabel}, prévu le ${appointmentWhen(appointment.startsAt)}.`}
      action="Déplacer"
      icon={CalendarClock}
      pending={move.isPending}
      onSubmit={submit}
    >
      <SlotPicker
        source={source}
        value={startsAt}
        legend="Nouveau créneau"
        error={problem}
        onChange={(chosen) => {
          setStartsAt(chosen);
          setProblem(undefined);
        }}
      />
    </SlotForm>
  );
}

/**
 * 'Annuler': asks first, saying whether the session counts. A client cancelling after her consultant's limit
 * loses it; otherwise, and always when the consultant cancels, the package gets it back.
 */
export function CancelAppointmentDialog({
  appointment,
  viewer,
  open,
  onOpenChange,
}: {
  appointment: Appointment;
  viewer: AppointmentParty;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelAppointment();
  const late = viewer === 'client' && !isChangeable(appointment);
  const inPackage = appointment.clientPackageId !== null;
  const description =
    viewer === 'client'
      ? late && inPackage
        ? lateCancelText(appointment)
        : inPackage
          ? 'La séance reste à réserver dans votre forfait. Votre conseillère en est prévenue.'
          : 'Votre conseillère en est prévenue.'
      : inPackage
        ? 'La séance est rendue au forfait de la cliente, qui en est prévenue.'
        : 'La cliente en est prévenue.';

  async function confirm(event: MouseEvent) {
    event.preventDefault();
    try {
      await cancel.mutateAsync(appointment.id);
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    toast.success('Rendez-vous annulé');
    onOpenChange(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogTitle>{'Annuler le rendez-vous\u00A0?'}</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="space-y-2">
            <p className="font-medium text-gray-900">
              {appointment.sessionLabel} · {appointmentWhen(appointment.startsAt)} (
              {timeRangeText(appointment)})
            </p>
            <p>{description}</p>
          </div>
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel className="min-h-11 sm:min-h-10" disabled={cancel.isPending}>
            Garder le rendez-vous
          </AlertDialogCancel>
          <AlertDialogAction
            className="min-h-11 sm:min-h-10"
            disabled={cancel.isPending}
            onClick={(event) => void confirm(event)}
          >
            <XCircle aria-hidden />
            {cancel.isPending ? 'Annulation...' : 'Annuler le rendez-vous'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
