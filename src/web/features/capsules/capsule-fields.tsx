import { useId } from 'react';
import {
  CAPSULE_MESSAGES,
  MAX_CAPSULE_NAME,
  MAX_TRIP_DAYS,
  tripLength,
  type CapsuleKind,
} from '~/domain/capsule-texts';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';

/** What the form holds of a capsule: its name, occasions as typed, and a trip's dates ('' when none). */
export type CapsuleFieldValues = { name: string; occasions: string; startsOn: string; endsOn: string };

/** Occasions typed as words separated by commas: 'Travail, Dîner'. */
export const splitOccasions = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** The first problem of these values, in French, or null. */
export function capsuleFieldsProblem(kind: CapsuleKind, values: CapsuleFieldValues): string | null {
  if (values.name.trim() === '') return CAPSULE_MESSAGES.nameRequired;
  if (kind !== 'travel') return null;
  if (!values.startsOn || !values.endsOn) return CAPSULE_MESSAGES.datesRequired;
  if (values.endsOn < values.startsOn) return CAPSULE_MESSAGES.datesOrder;
  if (tripLength(values.startsOn, values.endsOn) > MAX_TRIP_DAYS) return CAPSULE_MESSAGES.tripTooLong;
  return null;
}

/** Name and occasions, and for a trip its first and last days: creating one and changing one ask the same. */
export function CapsuleFields({
  kind,
  values,
  problem,
  onChange,
}: {
  kind: CapsuleKind;
  values: CapsuleFieldValues;
  problem: string | null;
  onChange: (values: CapsuleFieldValues) => void;
}) {
  const id = useId();
  const set = (field: keyof CapsuleFieldValues) => (event: { currentTarget: HTMLInputElement }) =>
    onChange({ ...values, [field]: event.currentTarget.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-name`}>Nom</Label>
        <Input
          id={`${id}-name`}
          value={values.name}
          maxLength={MAX_CAPSULE_NAME}
          placeholder={kind === 'travel' ? 'Week-end à Lisbonne' : 'Bureau hiver'}
          onChange={set('name')}
          aria-invalid={problem === CAPSULE_MESSAGES.nameRequired || undefined}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-occasions`}>Occasions (séparées par des virgules)</Label>
        <Input
          id={`${id}-occasions`}
          value={values.occasions}
          placeholder="Travail, Dîner"
          onChange={set('occasions')}
        />
      </div>
      {kind === 'travel' && (
        <>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-start`}>Départ</Label>
            <Input id={`${id}-start`} type="date" value={values.startsOn} onChange={set('startsOn')} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-end`}>Retour</Label>
            <Input
              id={`${id}-end`}
              type="date"
              value={values.endsOn}
              min={values.startsOn || undefined}
              onChange={set('endsOn')}
            />
          </div>
        </>
      )}
    </div>
  );
}
