import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { inShownZone } from '~/web/lib/time-zone';

/** '12 mars 2026' (§2: dates as dd MMMM yyyy, in French). */
export const formatDate = (iso: string) =>
  format(new Date(iso), 'dd MMMM yyyy', { locale: fr, in: inShownZone() });

/** '12 mars 2026 à 14:05', '3 févr. 2026 à 09:30' (§2: abbreviated month). */
export const formatDateTime = (iso: string) =>
  format(new Date(iso), "d MMM yyyy 'à' HH:mm", { locale: fr, in: inShownZone() });

/** '14:05'. */
export const formatTime = (iso: string) => format(new Date(iso), 'HH:mm', { locale: fr, in: inShownZone() });

/** '12 mars 2026' for a calendar day 'YYYY-MM-DD', read in local time so it never shifts by a day. */
export const formatDay = (day: string) => format(parseISO(day), 'dd MMMM yyyy', { locale: fr });

/** '49,90 €', '1 299,00 €': the one price format, shared with the domain's messages. */
export { formatPrice } from '~/domain/prices';

/** '49,90' as typed in a price field, from 49.9. */
export const formatPriceInput = (euros: number) => euros.toFixed(2).replace('.', ',');
