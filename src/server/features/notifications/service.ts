import {
  categoriesOf,
  DEFAULT_RHYTHM,
  type NotificationPreference,
  type UnsubscribeLink,
} from '~/domain/notifications';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { notificationsRepository } from './repository';
import { isGenuine } from './unsubscribe-token';

type Viewer = { id: string; role: string };

export function notificationsService(deps: Pick<AppDeps, 'db' | 'config' | 'now'>) {
  const repo = notificationsRepository(deps.db);

  async function preferences(viewer: Viewer): Promise<NotificationPreference[]> {
    const chosen = (await repo.preferencesOf([viewer.id])).get(viewer.id);
    return categoriesOf(viewer.role).map((category) => ({
      category,
      mail: chosen?.get(category) ?? DEFAULT_RHYTHM[category],
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

    /** What an unsubscribe link stops, for the page that asks before it does. */
    async describeLink(link: UnsubscribeLink) {
      await linkOwner(link);
      return { category: link.c };
    },

    /** RFC 8058's one click: the link's category (or all of them) mailed 'never'; doing it twice changes nothing. */
    async unsubscribe(link: UnsubscribeLink) {
      const person = await linkOwner(link);
      const categories = link.c === 'all' ? categoriesOf(person.role) : [link.c];
      await repo.setPreferences(
        link.u,
        categories.map((category) => ({ category, mail: 'never' as const })),
        deps.now(),
      );
      return { category: link.c };
    },
  };
}
