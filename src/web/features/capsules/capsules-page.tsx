import { ArrowRight, Luggage, Plus, Shirt } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CAPSULE_KIND_LABELS,
  CAPSULE_MESSAGES,
  completeLooksText,
  MAX_CAPSULE_NAME,
  MAX_TRIP_DAYS,
  tripLength,
  type CapsuleKind,
  type CapsuleSummary,
} from '~/domain/capsule-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { PressedChoices } from '~/web/components/pressed-choices';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { formatDay } from '~/web/lib/format';
import { toast } from '~/web/lib/toast';
import { useCapsulePlace, useCapsules, useCreateCapsule } from './api';

const KINDS = ['capsule', 'travel'] as const;

/** 'Du 1 mai au 3 mai 2031', for a trip. */
export const tripDates = (capsule: Pick<CapsuleSummary, 'startsOn' | 'endsOn'>) =>
  capsule.startsOn && capsule.endsOn
    ? capsule.startsOn === capsule.endsOn
      ? `Le ${formatDay(capsule.startsOn)}`
      : `Du ${formatDay(capsule.startsOn)} au ${formatDay(capsule.endsOn)}`
    : null;

/** Occasions typed as words separated by commas: 'Travail, Dîner'. */
export const splitOccasions = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** 'Capsules et valises': her capsules and travel cases, newest first, and a form to create one. */
export function CapsulesPage() {
  const { clientId, base, viewer } = useCapsulePlace();
  const capsules = useCapsules(clientId);
  const id = useId();

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Capsules et valises</h1>
        <p className="mt-1 text-gray-500">
          {viewer === 'client'
            ? 'Une capsule rassemble quelques pièces qui s’accordent ; une valise, ce que vous emportez en voyage, une tenue par jour.'
            : 'Composez avec votre cliente une capsule de pièces qui s’accordent, ou la valise d’un voyage.'}
        </p>
      </header>

      <CreateCapsuleForm clientId={clientId} base={base} />

      <section aria-labelledby={`${id}-list`} className="space-y-3">
        <h2 id={`${id}-list`} className="font-semibold text-gray-900">
          {viewer === 'client' ? 'Mes capsules et valises' : 'Ses capsules et valises'}
        </h2>
        {capsules.isPending ? (
          <Spinner label="Chargement des capsules..." />
        ) : capsules.isError ? (
          <LoadFailure
            message="Impossible de charger les capsules."
            onRetry={() => void capsules.refetch()}
          />
        ) : capsules.data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-8 text-center text-gray-500">
            Aucune capsule ni valise pour le moment.
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {capsules.data.items.map((capsule) => (
              <li key={capsule.id}>
                <CapsuleCard capsule={capsule} to={`${base}/${capsule.id}`} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CapsuleCard({ capsule, to }: { capsule: CapsuleSummary; to: string }) {
  const Icon = capsule.kind === 'travel' ? Luggage : Shirt;
  const dates = tripDates(capsule);
  return (
    <Link
      to={to}
      className="flex min-h-16 items-center gap-3 rounded-xl border border-gray-200 bg-white px-4 py-3 hover:border-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <Icon className="size-5 shrink-0 text-brand-700" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-gray-900">{capsule.name}</span>
        <span className="block text-sm text-gray-600">
          {[
            CAPSULE_KIND_LABELS[capsule.kind],
            dates,
            `${capsule.pieces} pièce${capsule.pieces > 1 ? 's' : ''}`,
            completeLooksText(capsule.completeLooks),
            capsule.kind === 'travel' && capsule.pieces > 0
              ? `${capsule.packed}/${capsule.pieces} dans la valise`
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
      <ArrowRight className="size-4 shrink-0 text-gray-500" aria-hidden />
    </Link>
  );
}

function CreateCapsuleForm({ clientId, base }: { clientId: string; base: string }) {
  const create = useCreateCapsule(clientId);
  const navigate = useNavigate();
  const id = useId();
  const [kind, setKind] = useState<CapsuleKind>('capsule');
  const [name, setName] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [occasions, setOccasions] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function check(): string | null {
    if (name.trim() === '') return CAPSULE_MESSAGES.nameRequired;
    if (kind !== 'travel') return null;
    if (!startsOn || !endsOn) return CAPSULE_MESSAGES.datesRequired;
    if (endsOn < startsOn) return CAPSULE_MESSAGES.datesOrder;
    if (tripLength(startsOn, endsOn) > MAX_TRIP_DAYS) return CAPSULE_MESSAGES.tripTooLong;
    return null;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wrong = check();
    setProblem(wrong);
    if (wrong) return;
    try {
      const made = await create.mutateAsync({
        kind,
        name: name.trim(),
        occasions: splitOccasions(occasions),
        ...(kind === 'travel' ? { startsOn, endsOn } : {}),
      });
      navigate(`${base}/${made.capsule.id}`);
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-semibold text-gray-900">
        Créer une capsule ou une valise
      </h2>
      <PressedChoices
        label="Type"
        options={KINDS}
        labels={{ capsule: 'Une capsule', travel: 'Une valise' }}
        value={kind}
        disabled={create.isPending}
        onChoose={setKind}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>Nom</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={MAX_CAPSULE_NAME}
            placeholder={kind === 'travel' ? 'Week-end à Lisbonne' : 'Bureau hiver'}
            onChange={(event) => setName(event.currentTarget.value)}
            aria-invalid={problem === CAPSULE_MESSAGES.nameRequired || undefined}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-occasions`}>Occasions (séparées par des virgules)</Label>
          <Input
            id={`${id}-occasions`}
            value={occasions}
            placeholder="Travail, Dîner"
            onChange={(event) => setOccasions(event.currentTarget.value)}
          />
        </div>
        {kind === 'travel' && (
          <>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-start`}>Départ</Label>
              <Input
                id={`${id}-start`}
                type="date"
                value={startsOn}
                onChange={(event) => setStartsOn(event.currentTarget.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-end`}>Retour</Label>
              <Input
                id={`${id}-end`}
                type="date"
                value={endsOn}
                min={startsOn || undefined}
                onChange={(event) => setEndsOn(event.currentTarget.value)}
              />
            </div>
          </>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={create.isPending || clientId === ''} className="min-h-11">
        <Plus aria-hidden />
        {kind === 'travel' ? 'Créer la valise' : 'Créer la capsule'}
      </Button>
    </form>
  );
}
