import { CalendarCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { APPOINTMENT_TEXTS, appointmentWhen } from '~/domain/appointment-texts';
import type { ClientPackage } from '~/domain/quote-texts';
import { durationLabel } from '~/domain/quote-texts';
import { SlotDialog, SlotForm } from '~/web/components/slot-dialog';
import { SlotPicker } from '~/web/components/slot-picker';
import type { SessionKind } from '~/web/lib/appointment-values';
import { useBookSession } from '~/web/lib/appointments';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';

/**
 * 'Réserver': a session of her package in a free slot of her consultant's. The request id is made when it opens,
 * so a second tap books once.
 */
export function BookDialog({
  bought,
  kind,
  onClose,
}: {
  bought: ClientPackage;
  /** The session booked; null when closed. */
  kind: SessionKind | null;
  onClose: () => void;
}) {
  const book = useBookSession();
  return (
    <SlotDialog open={kind !== null} pending={book.isPending} onClose={onClose}>
      {kind && <BookForm bought={bought} kind={kind} book={book} onClose={onClose} />}
    </SlotDialog>
  );
}

/** Mounted each time the dialog opens: a new request id, no slot chosen. */
function BookForm({
  bought,
  kind,
  book,
  onClose,
}: {
  bought: ClientPackage;
  kind: SessionKind;
  book: ReturnType<typeof useBookSession>;
  onClose: () => void;
}) {
  const [requestId] = useState(() => crypto.randomUUID());
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!startsAt) {
      setProblem(APPOINTMENT_TEXTS.startInvalid);
      return;
    }
    try {
      await book.mutateAsync({ packageId: bought.id, requestId, session: kind.index, startsAt, place: null });
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    toast.success('Rendez-vous réservé', { description: appointmentWhen(startsAt) });
    onClose();
  }

  return (
    <SlotForm
      title="Réserver une séance"
      description={`${kind.label} (${durationLabel(kind.minutes)}) · forfait ${bought.name}`}
      action="Réserver"
      icon={CalendarCheck}
      pending={book.isPending}
      onSubmit={submit}
    >
      <SlotPicker
        source={{ kind: 'package', packageId: bought.id, session: kind.index }}
        value={startsAt}
        error={problem}
        onChange={(chosen) => {
          setStartsAt(chosen);
          setProblem(undefined);
        }}
      />
    </SlotForm>
  );
}
