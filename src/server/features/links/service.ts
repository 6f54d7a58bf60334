import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { linksRepository, type Pair } from './repository';

type Viewer = { id: string; role: string };

/**
 * Ending the link between a consultant and a client, by either of them. The consultant loses the client's file
 * at once: every consultant-side read checks the link, and the pair's open sockets stop carrying their events.
 * The client keeps her wardrobe, the outfits she received and the conversation, read-only.
 */
export function linksService(deps: FeatureDeps) {
  const repo = linksRepository(deps.db);

  return {
    async end(viewer: Viewer, personId: string): Promise<void> {
      const pair: Pair =
        viewer.role === 'consultant'
          ? { consultantId: viewer.id, clientId: personId }
          : { consultantId: personId, clientId: viewer.id };
      if (!(await repo.end(pair, deps.now(), viewer.role === 'consultant' ? 'consultant' : 'client')))
        throw new AppError('NOT_FOUND', { resource: 'link' });
      // Each side on its own: an event naming both would be held back by the sockets once they know.
      const event = { type: 'link.ended', ...pair } as const;
      const told = Promise.all([
        deps.realtime.publish([pair.consultantId], event),
        deps.realtime.publish([pair.clientId], event),
      ]);
      await told.catch((error) => deps.logger.warn({ err: error }, 'realtime publish failed'));
      await deps.realtime.linkEnded(pair.consultantId, pair.clientId);
      const other = viewer.role === 'consultant' ? pair.clientId : pair.consultantId;
      await deps.notifier.tell({
        recipientId: other,
        kind: 'link.ended',
        eventKey: `link.ended:${viewer.id}:${deps.now().getTime()}`,
        subject: {
          actorId: viewer.id,
          recipientRole: viewer.role === 'consultant' ? 'client' : 'consultant',
        },
      });
    },
  };
}
