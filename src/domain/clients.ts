import { z } from './zod';
import type { Gender } from './genders';
import { CLIENTS_PAGE_SIZE } from './limits';

export { CLIENT_MESSAGES } from './client-texts';
export { CLIENTS_PAGE_SIZE } from './limits';

/** A client card of the consultant's portfolio (§2 Consultant home). */
export type ClientSummary = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  photoUrl: string | null;
  gender: Gender | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  bustSize: number | null;
  shoulderWidth: number | null;
  waistSize: number | null;
  hipSize: number | null;
  /** The consultant's 'À relancer le …' day (YYYY-MM-DD), private to her: null for the client herself. */
  followUpOn: string | null;
  /** On the portfolio: what waits, for this consultant, on this client's side and on hers. */
  waiting?: ClientWaiting;
};

export type ClientWaiting = {
  /** Her proposals the client has not answered yet. */
  answers: number;
  /** Her latest looks the client marked 'À revoir'. */
  toRevise: number;
  /** Answers and reactions since the consultant last opened the file. */
  news: number;
  /** The 'À traiter' flag: something new, or a look to revise. */
  needsAttention: boolean;
};

export const clientListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** 'À traiter': only the clients with something new or a look to revise. */
  attention: z.literal('true').optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CLIENTS_PAGE_SIZE),
});
