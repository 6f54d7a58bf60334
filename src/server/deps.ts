import type { Logger } from 'pino';
import type { SortReport } from '~/domain/wardrobe-sort';
import type { Config } from './config';
import type { DiagnosisPalette } from './features/diagnosis/palette';
import type { Notifier } from './features/notifications/notifier';
import type { Database } from './db/client';
import type { Enhancer } from './platform/images/enhance/enhancer';
import type { RealtimeBus } from './platform/realtime/bus';
import type { Mailer } from './platform/mail/mailer';
import type { RateLimiter } from './platform/rate-limit/rate-limiter';
import type { Storage } from './platform/storage/storage';

/** Everything the app needs from the outside world; tests pass their own. */
export type AppDeps = {
  config: Config;
  db: Database;
  storage: Storage;
  mailer: Mailer;
  /** Background removal, off the event loop. */
  enhancer: Enhancer;
  /** Pushes events to users' sockets, across server instances when on Postgres. */
  realtime: RealtimeBus;
  /** Request counters shared by every instance (in the database). */
  rateLimiter: RateLimiter;
  logger: Logger;
  /** Injectable clock, so expiry rules are tested without waiting. */
  now: () => Date;
  /** Tells this instance's capture worker a photo waits (it sleeps while its queue is empty); none in tests. */
  captureQueued?: () => void;
};

/**
 * What the features receive: the outside world, and what one feature lends the others, composed in app.ts (the
 * features never import each other). The palette verdict belongs to the diagnosis; wardrobe, proposals and
 * outfits show it. The notifier belongs to notifications; every feature tells it what happened.
 */
export type FeatureDeps = AppDeps & {
  palette: DiagnosisPalette;
  notifier: Notifier;
  sortReports: SortReports;
  questionnaires: QuestionnaireSender;
};

/** The questionnaires lend the invitations their sending: a client who joins gets it when the invitation said so. */
export type QuestionnaireSender = {
  /** Sends her the consultant's questions (her template, or the default), as 'Envoyer le questionnaire' does. */
  sendOnJoining(consultantId: string, clientId: string): Promise<void>;
};

/** The wardrobe sort lends its newest finished report to the carnet de style (which asks the access module). */
export type SortReports = {
  latestFinished(clientId: string): Promise<{ finishedAt: Date; report: SortReport } | null>;
};
export type { ClientPalette } from './features/diagnosis/palette';
