import { Avatar } from '~/web/components/ui/avatar';
import { useMe } from '~/web/lib/session';

/** 'Bonjour, {prénom}' and the profile photo, in the dashboard header. */
export function UserGreeting() {
  const me = useMe().data;
  if (!me) return null;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <p className="truncate text-sm text-gray-600">
        Bonjour, <span className="font-semibold text-gray-900">{me.firstName}</span>
      </p>
      <Avatar person={me} src={me.photoUrl} className="size-9 shadow-sm ring-2 ring-white" />
    </div>
  );
}
