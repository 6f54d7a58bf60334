import { BellRing, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { displayName } from '~/domain/person';
import { Avatar } from '~/web/components/ui/avatar';
import { cn } from '~/web/lib/cn';
import { followUpState } from '~/domain/follow-up-day';
import { FOLLOW_UP_STYLES, followUpBadge, followUpToday } from '~/web/lib/follow-up';
import { useFollowUps } from './api/list-follow-ups';

/** 'À relancer': the clients whose follow-up day has come, oldest first; nothing at all when there are none. */
export function FollowUpsSection() {
  const followUps = useFollowUps();
  const clients = followUps.data?.items ?? [];
  if (clients.length === 0) return null;
  const today = followUpToday();

  return (
    <section
      aria-labelledby="follow-ups-title"
      className="rounded-2xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
    >
      <h2 id="follow-ups-title" className="flex items-center gap-2 font-semibold text-gray-900">
        <BellRing className="size-5 text-amber-700" aria-hidden />À relancer
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {clients.map((client) => {
          const day = client.followUpOn;
          const state = day ? followUpState(day, today) : null;
          return (
            <li key={client.id} className="min-w-0">
              <Link
                to={`/consultant/client/${client.id}`}
                className="flex min-h-14 items-center gap-3 rounded-xl border border-gray-200 bg-white px-3 py-2 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40"
              >
                <Avatar person={client} src={client.photoUrl} className="size-9" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-gray-900">{displayName(client)}</span>
                  {day && state && (
                    <span
                      className={cn(
                        'mt-0.5 inline-block rounded-full border px-2 py-0.5 text-xs font-medium',
                        FOLLOW_UP_STYLES[state],
                      )}
                    >
                      {followUpBadge(day, today)}
                    </span>
                  )}
                </span>
                <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
