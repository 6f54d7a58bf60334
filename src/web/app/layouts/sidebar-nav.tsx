import { useQueryClient } from '@tanstack/react-query';
import { LogOut, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { cn } from '~/web/lib/cn';
import { signOut } from '~/web/lib/session';

export type NavEntry = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only the exact path lights up (the dashboard home). */
  end?: boolean;
  /** Unread (or new) count; hidden when 0 or undefined. */
  badge?: number;
  /** What the badge counts, for screen readers ('non lus' unless said). */
  badgeWord?: (count: number) => string;
};

const itemClass =
  'group flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors';

export function SidebarNav({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Navigation principale" className="flex h-full flex-col gap-1 p-3">
      <ul className="space-y-1">
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  itemClass,
                  isActive
                    ? 'bg-brand-50 font-semibold text-brand-700'
                    : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <entry.icon
                    className={cn(
                      'size-5 shrink-0',
                      isActive ? 'text-brand-600' : 'text-gray-400 group-hover:text-gray-600',
                    )}
                    aria-hidden
                  />
                  <span className="flex-1 truncate">{entry.label}</span>
                  <UnreadBadge count={entry.badge} word={entry.badgeWord ?? unreadWord} />
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-auto border-t border-gray-100 pt-3">
        <SignOutButton />
      </div>
    </nav>
  );
}

export const unreadWord = (count: number) => (count > 1 ? 'non lus' : 'non lu');

function UnreadBadge({ count, word }: { count?: number; word: (count: number) => string }) {
  if (!count) return null;
  return (
    <span className="min-w-5 rounded-full bg-brand-600 px-1.5 py-0.5 text-center text-xs font-semibold leading-4 text-white">
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {word(count)}</span>
    </span>
  );
}

function SignOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function handleSignOut() {
    setPending(true);
    await signOut(queryClient);
    navigate('/', { replace: true });
  }

  return (
    <button
      type="button"
      onClick={handleSignOut}
      disabled={pending}
      className={cn(itemClass, 'text-gray-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-60')}
    >
      <LogOut className="size-5 shrink-0 text-gray-400" aria-hidden />
      Déconnexion
    </button>
  );
}
