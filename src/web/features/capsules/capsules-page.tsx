import { ArrowRight, Luggage, Plus, Shirt } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CAPSULE_KIND_LABELS,
  completeLooksText,
  type CapsuleKind,
  type CapsuleSummary,
} from '~/domain/capsule-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { PressedChoices } from '~/web/components/pressed-choices';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { formatDay } from '~/web/lib/format';
import { toast } from '~/web/lib/toast';
import { useCapsulePlace, useCapsules, useCreateCapsule } from './api';
import {
  CapsuleFields,
  capsuleFieldsProblem,
  splitOccasions,
  type CapsuleFieldValues,
} from './capsule-fields';

const KINDS = ['capsule', 'travel'] as const;
const EMPTY_FIELDS: CapsuleFieldValues = { name: '', occasions: '', startsOn: '', endsOn: '' };

/** 'Du 1 mai au 3 mai 2031', for a trip. */
export const tripDates = (capsule: Pick<CapsuleSummary, 'startsOn' | 'endsOn'>) =>
  capsule.startsOn && capsule.endsOn
    ? capsule.startsOn === capsule.endsOn
      ? `Le ${formatDay(capsule.startsOn)}`
      : `Du ${formatDay(capsule.startsOn)} au ${formatDay(capsule.endsOn)}`
    : null;

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
  const [values, setValues] = useState<CapsuleFieldValues>(EMPTY_FIELDS);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wrong = capsuleFieldsProblem(kind, values);
    setProblem(wrong);
    if (wrong) return;
    try {
      const made = await create.mutateAsync({
        kind,
        name: values.name.trim(),
        occasions: splitOccasions(values.occasions),
        ...(kind === 'travel' ? { startsOn: values.startsOn, endsOn: values.endsOn } : {}),
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
      <CapsuleFields kind={kind} values={values} problem={problem} onChange={setValues} />
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
