import { useId, useState } from 'react';
import type { CapsuleDay, CapsuleDayLook, CapsuleDetail } from '~/domain/capsule-texts';
import { MAX_OCCASION_LENGTH } from '~/domain/capsule-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { NativeSelect } from '~/web/components/ui/native-select';
import { errorMessage } from '~/web/lib/error-message';
import { frenchDay } from '~/web/lib/french-date';
import { toast } from '~/web/lib/toast';
import { useCapsuleChoices, useSetDay } from './api';

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/** 'samedi 2 mai'. */
const dayLabel = (day: string) =>
  `${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${frenchDay(day, { month: 'long' })}`;

/** A travel case's days: for each, a look chosen among hers and the occasion. */
export function TripDays({ detail }: { detail: CapsuleDetail }) {
  const id = useId();
  const choices = useCapsuleChoices(detail.capsule.id, true);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="font-semibold text-gray-900">
        Une tenue par jour
      </h2>
      {choices.isError ? (
        <LoadFailure message="Impossible de charger les tenues." onRetry={() => void choices.refetch()} />
      ) : (
        <ol className="space-y-3">
          {detail.days.map((day, index) => (
            <li key={day.day}>
              <DayRow
                capsuleId={detail.capsule.id}
                day={day}
                index={index}
                looks={choices.data?.outfits ?? null}
                occasions={detail.capsule.occasions}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function DayRow({
  capsuleId,
  day,
  index,
  looks,
  occasions,
}: {
  capsuleId: string;
  day: CapsuleDay;
  index: number;
  looks: CapsuleDayLook[] | null;
  occasions: string[];
}) {
  const id = useId();
  const setDay = useSetDay(capsuleId);
  const [occasion, setOccasion] = useState(day.occasion ?? '');
  const save = (outfitId: string | null, nextOccasion: string | null) =>
    setDay.mutate(
      { day: day.day, outfitId, occasion: nextOccasion },
      { onError: (error) => toast.error('Erreur', { description: errorMessage(error) }) },
    );
  const options =
    looks && day.outfit && !looks.some((look) => look.id === day.outfit!.id) ? [day.outfit, ...looks] : looks;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="flex items-center gap-3 sm:w-64">
        {day.outfit ? (
          <img
            src={day.outfit.imageUrl}
            alt={`Tenue « ${day.outfit.name} »`}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-lg bg-gray-100 object-contain"
          />
        ) : (
          <span aria-hidden className="size-16 shrink-0 rounded-lg border border-dashed border-gray-300" />
        )}
        <p className="font-medium text-gray-900">
          <span className="block text-sm text-gray-600">Jour {index + 1}</span>
          {dayLabel(day.day)}
        </p>
      </div>
      <div className="grid flex-1 gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-look`}>Tenue</Label>
          <NativeSelect
            id={`${id}-look`}
            value={day.outfit?.id ?? ''}
            disabled={options === null || setDay.isPending}
            onChange={(event) => save(event.currentTarget.value || null, occasion.trim() || null)}
          >
            <option value="">{options === null ? 'Chargement…' : 'Aucune tenue'}</option>
            {options?.map((look) => (
              <option key={look.id} value={look.id}>
                {look.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-occasion`}>Occasion</Label>
          <Input
            id={`${id}-occasion`}
            value={occasion}
            maxLength={MAX_OCCASION_LENGTH}
            list={occasions.length > 0 ? `${id}-occasions` : undefined}
            placeholder="Visites, dîner…"
            onChange={(event) => setOccasion(event.currentTarget.value)}
            onBlur={() => {
              const next = occasion.trim() || null;
              if (next !== day.occasion) save(day.outfit?.id ?? null, next);
            }}
          />
          {occasions.length > 0 && (
            <datalist id={`${id}-occasions`}>
              {occasions.map((word) => (
                <option key={word} value={word} />
              ))}
            </datalist>
          )}
        </div>
      </div>
    </div>
  );
}
