import { CalendarPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { APPOINTMENT_TEXTS, appointmentWhen, MAX_PLACE } from '~/domain/appointment-texts';
import type { ClientSummary } from '~/domain/clients';
import { displayName } from '~/domain/person';
import {
  durationLabel,
  MAX_SESSION_LABEL,
  MAX_SESSION_MINUTES,
  MIN_SESSION_MINUTES,
} from '~/domain/quote-texts';
import { HintedField } from '~/web/components/field-parts';
import { SlotDialog, SlotForm } from '~/web/components/slot-dialog';
import { SlotPicker } from '~/web/components/slot-picker';
import { Input } from '~/web/components/ui/input';
import { NativeSelect } from '~/web/components/ui/native-select';
import { useBookSession, useProposeAppointment, type SlotSource } from '~/web/lib/appointments';
import { errorMessage } from '~/web/lib/error-message';
import { wholeNumber } from '~/web/lib/invoice-fields';
import { useClientPackages } from '~/web/lib/invoicing';
import { toast } from '~/web/lib/toast';

/** The session chosen: 'free' for one outside a package, else '<package id>:<index in its sessions>'. */
const FREE = 'free';

type Problems = Partial<Record<'client' | 'session' | 'label' | 'minutes' | 'slot', string>>;

const field = 'h-11 sm:h-10';

/**
 * 'Fixer un rendez-vous': a client, a session of one of her packages or another one (its object and length),
 * a free slot of hers, and where. The request id is made when it opens, so a second click books once.
 */
export function ProposeDialog({
  open,
  onOpenChange,
  clients,
  chosenClient,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clients: readonly ClientSummary[];
  chosenClient: string | null;
}) {
  const book = useBookSession();
  const propose = useProposeAppointment();
  const pending = book.isPending || propose.isPending;
  return (
    <SlotDialog open={open} pending={pending} onClose={() => onOpenChange(false)}>
      <ProposeForm
        clients={clients}
        chosenClient={chosenClient}
        book={book}
        propose={propose}
        onDone={() => onOpenChange(false)}
      />
    </SlotDialog>
  );
}

/** Mounted each time the dialog opens: a new request id, for the client it was opened for. */
function ProposeForm({
  clients,
  chosenClient,
  book,
  propose,
  onDone,
}: {
  clients: readonly ClientSummary[];
  chosenClient: string | null;
  book: ReturnType<typeof useBookSession>;
  propose: ReturnType<typeof useProposeAppointment>;
  onDone: () => void;
}) {
  const [requestId] = useState(() => crypto.randomUUID());
  const [clientId, setClientId] = useState(() =>
    chosenClient && clients.some((client) => client.id === chosenClient) ? chosenClient : '',
  );
  const [session, setSession] = useState('');
  const [label, setLabel] = useState('');
  const [minutes, setMinutes] = useState('60');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [place, setPlace] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const packages = useClientPackages(clientId || undefined);
  const pending = book.isPending || propose.isPending;

  const freeMinutes = wholeNumber(minutes);
  const minutesValid =
    freeMinutes !== null && freeMinutes >= MIN_SESSION_MINUTES && freeMinutes <= MAX_SESSION_MINUTES;
  const [packageId, index] = session.split(':');
  const source: SlotSource | null =
    session === FREE
      ? minutesValid
        ? { kind: 'own', minutes: freeMinutes }
        : null
      : session
        ? { kind: 'package', packageId: packageId!, session: Number(index) }
        : null;
  const sorted = [...clients].sort((a, b) => displayName(a).localeCompare(displayName(b), 'fr'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {
      client: clientId ? undefined : 'Choisissez une cliente.',
      session: session ? undefined : 'Choisissez une séance.',
      label: session === FREE && !label.trim() ? APPOINTMENT_TEXTS.labelRequired : undefined,
      minutes: session === FREE && !minutesValid ? APPOINTMENT_TEXTS.minutesInvalid : undefined,
      slot: startsAt ? undefined : APPOINTMENT_TEXTS.startInvalid,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean) || !startsAt) return;
    const where = place.trim() || null;
    try {
      if (session === FREE) {
        await propose.mutateAsync({
          clientId,
          requestId,
          label: label.trim(),
          minutes: freeMinutes!,
          startsAt,
          place: where,
        });
      } else {
        await book.mutateAsync({
          packageId: packageId!,
          requestId,
          session: Number(index),
          startsAt,
          place: where,
        });
      }
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    toast.success('Rendez-vous fixé', { description: appointmentWhen(startsAt) });
    onDone();
  }

  return (
    <SlotForm
      title="Fixer un rendez-vous"
      description="Une séance de son forfait, ou une autre (un suivi, un appel), dans vos créneaux libres. La cliente en est prévenue."
      action="Fixer le rendez-vous"
      icon={CalendarPlus}
      pending={pending}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <HintedField label="Cliente" error={problems.client}>
          <NativeSelect
            className="[&_select]:h-11 sm:[&_select]:h-10"
            value={clientId}
            onChange={(event) => {
              setClientId(event.target.value);
              setProblems((known) => ({ ...known, client: undefined }));
              setSession('');
              setStartsAt(null);
            }}
          >
            <option value="">
              {clients.length === 0 ? 'Aucune cliente suivie' : 'Choisissez une cliente'}
            </option>
            {sorted.map((client) => (
              <option key={client.id} value={client.id}>
                {displayName(client)}
              </option>
            ))}
          </NativeSelect>
        </HintedField>
        <HintedField
          label="Séance"
          error={problems.session}
          hint={clientId && packages.isError ? 'Impossible de lire ses forfaits.' : undefined}
        >
          <NativeSelect
            className="[&_select]:h-11 sm:[&_select]:h-10"
            value={session}
            disabled={!clientId}
            onChange={(event) => {
              setSession(event.target.value);
              setProblems((known) => ({ ...known, session: undefined }));
              setStartsAt(null);
            }}
          >
            <option value="">Choisissez une séance</option>
            {(packages.data ?? []).map((bought) =>
              bought.sessions.map((kind, position) => (
                <option key={`${bought.id}:${position}`} value={`${bought.id}:${position}`}>
                  {`${bought.name} · ${kind.label} (${durationLabel(kind.minutes)})`}
                </option>
              )),
            )}
            <option value={FREE}>Autre séance (hors forfait)</option>
          </NativeSelect>
        </HintedField>
      </div>
      {session === FREE && (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
          <HintedField label="Objet du rendez-vous" error={problems.label}>
            <Input
              className={field}
              maxLength={MAX_SESSION_LABEL}
              placeholder="Point de suivi"
              value={label}
              onChange={(event) => {
                setLabel(event.target.value);
                setProblems((known) => ({ ...known, label: undefined }));
              }}
            />
          </HintedField>
          <HintedField label="Durée (min)" error={problems.minutes}>
            <Input
              className={field}
              inputMode="numeric"
              value={minutes}
              onChange={(event) => {
                setMinutes(event.target.value);
                setProblems((known) => ({ ...known, minutes: undefined }));
                setStartsAt(null);
              }}
            />
          </HintedField>
        </div>
      )}
      <SlotPicker
        source={source}
        value={startsAt}
        error={problems.slot}
        onChange={(chosen) => {
          setStartsAt(chosen);
          setProblems((known) => ({ ...known, slot: undefined }));
        }}
      />
      <HintedField label="Lieu (facultatif)" hint="« Visio », ou une adresse.">
        <Input
          className={field}
          maxLength={MAX_PLACE}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
        />
      </HintedField>
    </SlotForm>
  );
}
