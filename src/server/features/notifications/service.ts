import {
  categoriesOf,
  DEFAULT_PUSH,
  DEFAULT_RHYTHM,
  NEWS_AREA_NAMES,
  NEWS_AREAS,
  NEWS_LIMIT,
  type News,
  type NewsArea,
  type NotificationKind,
  type NotificationPreference,
  type UnsubscribeLink,
} from '~/domain/notifications';
import { createAccess } from '../../access/access';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { notificationsRepository } from './repository';
import { isPushServiceEndpoint } from './push-sender';
import { isGenuine } from './unsubscribe-token';

type Viewer = { id: string; role: string };

const AREA_OF_KIND = new Map<string, NewsArea>(
  NEWS_AREA_NAMES.flatMap((area) => NEWS_AREAS[area].kinds.map((kind) => [kind, area] as const)),
);

export function notificationsService(deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'realtime'>) {
  const repo = notificationsRepository(deps.db);
  const access = createAccess(deps.db);

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
    /** What the app marks 'Nouveau' for her, by area: what she has not seen and may still read. */
    async news(viewer: Viewer): Promise<News> {
      const rows = await repo.unseen(viewer.id, NEWS_LIMIT * NEWS_AREA_NAMES.length);
      const allowed = await access.mayBeTold(
        viewer.id,
        rows.map((row) => ({ kind: row.kind as NotificationKind, subject: row.subject })),
      );
      const news = Object.fromEntries(NEWS_AREA_NAMES.map((area) => [area, [] as string[]])) as News;
      rows.forEach((row, index) => {
        const area = AREA_OF_KIND.get(row.kind);
        const id = area && row.subject[NEWS_AREAS[area].idOf];
        if (!area || !id || !allowed[index]) return;
        if (!news[area].includes(id) && news[area].length < NEWS_LIMIT) news[area].push(id);
      });
      return news;
    },

    /** She has seen these (or all of the area): her other devices' markers clear too. */
    async markSeen(viewer: Viewer, input: { area: NewsArea; ids?: string[] }) {
      const { kinds, idOf } = NEWS_AREAS[input.area];
      const seen = await repo.markSeen(
        viewer.id,
        kinds,
        input.ids ? { idOf, ids: input.ids } : null,
        deps.now(),
      );
      if (seen > 0) await deps.realtime.publish([viewer.id], { type: 'news.changed' });
    },

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
