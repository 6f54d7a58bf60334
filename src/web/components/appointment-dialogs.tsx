import { CalendarClock, XCircle } from 'lucide-react';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { appointmentWhen, type Appointment, type AppointmentParty } from '~/domain/appointment-texts';
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
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { isChangeable, lateCancelText, timeRangeText } from '~/web/lib/appointment-values';
import { useCancelAppointment, useMoveAppointment, type SlotSource } from '~/web/lib/appointments';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';

const PICK_A_SLOT = 'Choisissez un créneau.';

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
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

  const changeOpen = (next: boolean) => {
    if (move.isPending) return;
    if (!next) {
      setStartsAt(null);
      setProblem(undefined);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!startsAt) {
      setProblem(PICK_A_SLOT);
      return;
    }
    try {
      await move.mutateAsync({ id: appointment.id, startsAt });
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    toast.success('Rendez-vous déplacé', { description: appointmentWhen(startsAt) });
    setStartsAt(null);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <form noValidate onSubmit={submit} aria-label="Déplacer le rendez-vous" className="space-y-5">
          <DialogHeader>
            <DialogTitle>Déplacer le rendez-vous</DialogTitle>
            <DialogDescription>
              {appointment.sessionLabel}, prévu le {appointmentWhen(appointment.startsAt)}.
            </DialogDescription>
          </DialogHeader>
          {open && (
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
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" className="min-h-11 sm:min-h-10" disabled={move.isPending}>
                Fermer
              </Button>
            </DialogClose>
            <Button type="submit" className="min-h-11 sm:min-h-10" disabled={move.isPending}>
              <CalendarClock aria-hidden />
              {move.isPending ? 'Envoi...' : 'Déplacer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
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
