import type { Category } from './clothing';
import { MAX_CAPSULE_PIECES, MAX_CAPSULES_PER_CLIENT, MAX_TRIP_DAYS } from './limits';
import type { ClothingItem } from './wardrobe';

/**
 * Capsules and travel cases (issue 38): a capsule is a named set of her pieces ('Bureau hiver'); a travel case
 * ('valise') has dates, a look for each day and a packing checklist. Zod-free: the web app imports it.
 */
export const CAPSULE_KINDS = ['capsule', 'travel'] as const;
export type CapsuleKind = (typeof CAPSULE_KINDS)[number];

export const CAPSULE_KIND_LABELS: Record<CapsuleKind, string> = {
  capsule: 'Capsule',
  travel: 'Valise',
};

export const MAX_CAPSULE_NAME = 80;
export const MAX_CAPSULE_NOTES = 2000;
export const MAX_CAPSULE_OCCASIONS = 10;
export const MAX_OCCASION_LENGTH = 80;

export { MAX_CAPSULE_PIECES, MAX_CAPSULES_PER_CLIENT, MAX_TRIP_DAYS };

export const CAPSULE_MESSAGES = {
  notFound: 'Capsule introuvable.',
  nameRequired: 'Donnez un nom à la capsule.',
  nameTooLong: `${MAX_CAPSULE_NAME} caractères au plus pour le nom.`,
  notesTooLong: `${MAX_CAPSULE_NOTES} caractères au plus pour les notes.`,
  occasionTooLong: `${MAX_OCCASION_LENGTH} caractères au plus par occasion.`,
  tooManyOccasions: `${MAX_CAPSULE_OCCASIONS} occasions au plus.`,
  datesRequired: 'Indiquez les dates du voyage.',
  datesOnlyForTravel: 'Seule une valise a des dates.',
  datesOrder: 'Le retour ne peut pas précéder le départ.',
  tripTooLong: `Un voyage dure ${MAX_TRIP_DAYS} jours au plus.`,
  tooMany: `${MAX_CAPSULES_PER_CLIENT} capsules et valises au plus : supprimez-en une pour en créer une autre.`,
  full: `Une capsule contient ${MAX_CAPSULE_PIECES} pièces au plus : retirez-en une pour en ajouter une autre.`,
  pieceNotAllowed:
    'Seules ses pièces encore dans sa garde-robe, ou les propositions qui lui sont faites, entrent dans une capsule.',
  dayOutsideTrip: 'Ce jour n’est pas dans les dates du voyage.',
} as const;

/** Who built it, named while the reader may know her; null once that account is gone. */
export type CapsulePerson = { id: string; name: string };

export type CapsuleSummary = {
  id: string;
  clientId: string;
  kind: CapsuleKind;
  name: string;
  /** A travel case's first and last days ('YYYY-MM-DD'); null for a capsule. */
  startsOn: string | null;
  endsOn: string | null;
  occasions: string[];
  notes: string | null;
  createdBy: CapsulePerson | null;
  createdAt: string;
  updatedAt: string;
  /** Its pieces, those ticked packed, and the complete looks they make. */
  pieces: number;
  packed: number;
  completeLooks: number;
};

/** A piece of the capsule: the garment as the wardrobe list gives it, ticked packed or not. */
export type CapsulePiece = ClothingItem & {
  packed: boolean;
  /** An open proposal of her consultant's, not (yet) hers. */
  proposed: boolean;
};

export type CapsuleDayLook = { id: string; name: string; imageUrl: string };

/** One day of a travel case, every day of its dates, with its look and occasion when chosen. */
export type CapsuleDay = { day: string; occasion: string | null; outfit: CapsuleDayLook | null };

/** 'Ce qui manque': what the pieces lack to make complete looks, in French, and her notes. */
export type CapsuleMissing = { categories: Category[]; lines: string[]; notes: string | null };

export type CapsuleDetail = {
  capsule: CapsuleSummary;
  pieces: CapsulePiece[];
  completeLooks: number;
  packing: { packed: number; total: number };
  missing: CapsuleMissing;
  /** A travel case's days, first to last; empty for a capsule. */
  days: CapsuleDay[];
};

/** What may go into it: her pieces in her wardrobe and open proposals, and the looks she may wear on a day. */
export type CapsuleChoices = { garments: CapsulePiece[]; outfits: CapsuleDayLook[] };

/** The answer to a tick of the packing checklist. */
export type PackedAnswer = { itemId: string; packed: boolean; packing: { packed: number; total: number } };

/** How many pieces of each category a look needs: only those that count. */
type LookCounts = Pick<Record<Category, number>, 'top' | 'bottom' | 'one_piece' | 'shoes'>;

/**
 * What stops the pieces making a complete look ((a top and a bottom, or a one-piece) and shoes): the categories
 * absent, and the same in French. Nothing when they make one.
 */
export function capsuleMissing(counts: LookCounts): { categories: Category[]; lines: string[] } {
  const categories: Category[] = [];
  const lines: string[] = [];
  if (counts.top * counts.bottom + counts.one_piece === 0) {
    if (counts.top > 0) {
      categories.push('bottom');
      lines.push('Un bas (pantalon, jupe…) pour aller avec ses hauts');
    } else if (counts.bottom > 0) {
      categories.push('top');
      lines.push('Un haut pour aller avec ses bas');
    } else {
      categories.push('top', 'bottom', 'one_piece');
      lines.push('Un haut et un bas, ou une pièce unique (robe, combinaison)');
    }
  }
  if (counts.shoes === 0) {
    categories.push('shoes');
    lines.push('Une paire de chaussures');
  }
  return { categories, lines };
}

/** '6 tenues complètes', '1 tenue complète', 'Aucune tenue complète'. */
export function completeLooksText(count: number): string {
  if (count === 0) return 'Aucune tenue complète';
  return `${count} tenue${count > 1 ? 's' : ''} complète${count > 1 ? 's' : ''}`;
}

/** What a proposal adds: 'Ouvre 6 nouvelles tenues complètes'; empty for none. */
export function newLooksText(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? 'Ouvre 1 nouvelle tenue complète' : `Ouvre ${count} nouvelles tenues complètes`;
}

/** The days of a trip, first to last ('YYYY-MM-DD'). */
export function tripDays(startsOn: string, endsOn: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${endsOn}T00:00:00Z`);
  for (
    let at = Date.parse(`${startsOn}T00:00:00Z`);
    at <= end && days.length <= MAX_TRIP_DAYS;
    at += 86_400_000
  )
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** How many days a trip lasts, both ends counted. */
export const tripLength = (startsOn: string, endsOn: string) =>
  Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / 86_400_000) + 1;
