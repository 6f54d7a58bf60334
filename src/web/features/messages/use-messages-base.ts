import { useMe } from '~/web/lib/session';

/** The messages list under the signed-in user's own dashboard prefix. */
export function useMessagesBase(): string {
  const me = useMe();
  return me.data?.role === 'consultant' ? '/consultant/dashboard/messages' : '/client/dashboard/messages';
}
