import { z } from './zod';
import type { Gender } from './genders';

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
};

export const CLIENTS_PAGE_SIZE = 30;

export const clientListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CLIENTS_PAGE_SIZE),
});

export const CLIENT_MESSAGES = {
  notFound: 'Client non trouvé',
  loadListFailed: 'Impossible de charger la liste des clients',
  loadFailed: 'Impossible de charger les données du client',
  loadWardrobeFailed: 'Impossible de charger la garde-robe du client',
  emptyPortfolio: 'Aucun client dans votre portefeuille',
  emptySearch: 'Aucun client trouvé pour cette recherche',
} as const;
