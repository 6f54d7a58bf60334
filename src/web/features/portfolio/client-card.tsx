import { BellRing, Eye, Inbox, Shirt } from 'lucide-react';
import { Link } from 'react-router';
import type { ClientSummary, ClientWaiting } from '~/domain/clients';
import { GENDER_LABELS } from '~/domain/genders';
import { deName, displayName } from '~/domain/person';
import { Avatar } from '~/web/components/ui/avatar';
import { Button } from '~/web/components/ui/button';
import { NewMarker } from '~/web/components/new-marker';
import { cn } from '~/web/lib/cn';
import { followUpState } from '~/domain/follow-up-day';
import { FOLLOW_UP_STYLES, followUpBadge, followUpToday } from '~/web/lib/follow-up';

function keyMeasurements(client: ClientSummary): string[] {
  return [
    client.gender ? GENDER_LABELS[client.gender] : null,
    client.age != null ? `${client.age} ans` : null,
    client.height != null ? `${client.height} cm` : null,
    client.weight != null ? `${client.weight} kg` : null,
  ].filter((value): value is string => value !== null);
}

/** A client of the portfolio: photo, name, key measurements, the follow-up day, and the ways into their file. */
export function ClientCard({ client, isNew = false }: { client: ClientSummary; isNew?: boolean }) {
  const name = displayName(client);
  const measurements = keyMeasurements(client);
  return (
    <article
      aria-label={name}
      className="@container flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-center gap-3">
        <Avatar person={client} src={client.photoUrl} className="size-12" />
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-gray-900">{name}</h2>
          {isNew && <NewMarker className="mt-0.5" />}
          <p className="truncate text-sm text-gray-500">{client.email}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm text-gray-600">
        {measurements.length ? measurements.join(' · ') : 'Profil non renseigné'}
      </p>
      {client.followUpOn && <FollowUpBadge day={client.followUpOn} />}
      {client.waiting && <WaitingLine waiting={client.waiting} />}
      <div className="mt-4 grid grid-cols-1 gap-2 @[17rem]:grid-cols-2">
        <Button variant="outline" size="sm" asChild>
          <Link to={`/consultant/client/${client.id}`} aria-label={`Détails ${deName(name)}`}>
            <Eye aria-hidden />
            Détails
          </Link>
        </Button>
        <Button size="sm" asChild>
          <Link
            to={`/consultant/client/${client.id}/outfits/create`}
            aria-label={`Créer une tenue pour ${name}`}
          >
            <Shirt aria-hidden />
            Créer une tenue
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** 'À relancer le 12 déc.', 'À relancer aujourd'hui' or 'Relance en retard'. */
function FollowUpBadge({ day }: { day: string }) {
  return (
    <p
      className={cn(
        'mt-3 inline-flex w-fit max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        FOLLOW_UP_STYLES[followUpState(day, followUpToday())],
      )}
    >
      <BellRing className="size-3.5 shrink-0" aria-hidden />
      <span className="truncate">{followUpBadge(day)}</span>
    </p>
  );
}

export function ClientCardSkeleton() {
  return (
    <div className="h-44 animate-pulse rounded-2xl border border-gray-200 bg-white p-5" aria-hidden>
      <div className="flex items-center gap-3">
        <div className="size-12 rounded-full bg-gray-100" />
        <div className="h-4 w-32 rounded bg-gray-100" />
      </div>
    </div>
  );
}

/** What waits on this client: news since the last visit, looks to revise, answers awaited; nothing when none. */
function WaitingLine({ waiting }: { waiting: ClientWaiting }) {
  const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
  const parts = [
    waiting.news > 0 ? plural(waiting.news, 'nouvelle réponse', 'nouvelles réponses') : null,
    waiting.toRevise > 0 ? plural(waiting.toRevise, 'tenue à revoir', 'tenues à revoir') : null,
    waiting.answers > 0
      ? plural(waiting.answers, 'proposition sans réponse', 'propositions sans réponse')
      : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return (
    <p
      className={cn(
        'mt-3 inline-flex w-fit max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        waiting.needsAttention
          ? 'border-brand-200 bg-brand-50 text-brand-800'
          : 'border-gray-200 bg-gray-50 text-gray-700',
      )}
    >
      {waiting.needsAttention && <Inbox className="size-3.5 shrink-0" aria-hidden />}
      <span>{parts.join(' · ')}</span>
    </p>
  );
}
