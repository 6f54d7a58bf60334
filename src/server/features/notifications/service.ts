import {
  categoriesOf,
  DEFAULT_PUSH,
  DEFAULT_RHYTHM,
  type NotificationPreference,
  type UnsubscribeLink,
} from '~/domain/notifications';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { notificationsRepository } from './repository';
import { isPushServiceEndpoint } from './push-sender';
import { isGenuine } from './unsubscribe-token';

type Viewer = { id: string; role: string };

export function notificationsService(deps: Pick<AppDeps, 'db' | 'config' | 'now'>) {
  const repo = notificationsRepository(deps.db);

  async function preferences(viewer: Viewer): Promise<NotificationPreference[]> {
    const chosen = (await repo.preferencesOf([viewer.id])).get(viewer.id);
    return categoriesOf(viewer.role).map((category) => ({
      category,
      mail: chosen?.get(category)?.mail ?? DEFAULT_RHYTHM[category],
      push: chosen?.get(category)?.push ?? DEFAULT_PUSH,
    }));
  }

  /** The link's person, once its signature holds (no session: it comes from a mail). */
  async function linkOwner(link: UnsubscribeLink) {
    if (!isGenuine(deps.config.sessionSecret, link)) throw new AppError('NOT_FOUND');
    const person = await repo.person(link.u);
    if (!person) throw new AppError('NOT_FOUND');
    return person;
  }

  return {
    /** Her preferences: one per category of her role, the default where she chose none. */
    preferences,

    async updatePreferences(viewer: Viewer, changes: NotificationPreference[]) {
      const own = new Set(categoriesOf(viewer.role));
      if (changes.some((change) => !own.has(change.category))) {
        throw new AppError('INVALID_INPUT', { message: 'Catégorie de notification inconnue.' });
      }
      await repo.setPreferences(viewer.id, changes, deps.now());
      return preferences(viewer);
    },

    /** The key a browser subscribes with; without keys (none configured) the server pushes nothing. */
    publicKey() {
      if (!deps.config.vapid) throw new AppError('NOT_FOUND');
      return { publicKey: deps.config.vapid.publicKey };
    },

    /** This device's subscription, kept for her; only a push service's address is accepted (push-sender.ts). */
    async subscribeDevice(
      viewer: Viewer,
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    ) {
      if (!isPushServiceEndpoint(subscription.endpoint, deps.config.allowLocalPushEndpoints)) {
        throw new AppError('INVALID_INPUT', {
          message: "Ce service de notification n'est pas pris en charge.",
        });
      }
      await repo.subscribe(viewer.id, { endpoint: subscription.endpoint, ...subscription.keys });
    },

    async unsubscribeDevice(viewer: Viewer, endpoint: string) {
      await repo.unsubscribeDevice(viewer.id, endpoint);
    },

    /** What an unsubscribe link stops, for the page that asks before it does. */
    async describeLink(link: UnsubscribeLink) {
      await linkOwner(link);
      return { category: link.c };
    },

    /** RFC 8058's one click: the link's category (or all of them) mailed 'never'; doing it twice changes nothing. */
    async unsubscribe(link: UnsubscribeLink) {
      const person = await linkOwner(link);
      const categories = link.c === 'all' ? categoriesOf(person.role) : [link.c];
      const chosen = (await repo.preferencesOf([link.u])).get(link.u);
      await repo.setPreferences(
        link.u,
        categories.map((category) => ({
          category,
          mail: 'never' as const,
          push: chosen?.get(category)?.push ?? DEFAULT_PUSH,
        })),
        deps.now(),
      );
      return { category: link.c };
    },
  };
}
