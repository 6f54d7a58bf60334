import { frenchDate, frenchDay, frenchTime } from '~/web/lib/french-date';

/** '12 mars 2026' (§2: dates as dd MMMM yyyy, in French). */
export const formatDate = (iso: string) => frenchDate(new Date(iso), { month: 'long', paddedDay: true });

/** '12 mars 2026 à 14:05', '3 févr. 2026 à 09:30' (§2: abbreviated month). */
export const formatDateTime = (iso: string) => frenchDate(new Date(iso), { month: 'short', time: 'minutes' });

/** '14:05'. */
export const formatTime = (iso: string) => frenchTime(new Date(iso), 'minutes');

/** '12 mars 2026' for a calendar day 'YYYY-MM-DD', whatever the zone. */
export const formatDay = (day: string) => frenchDay(day, { month: 'long', paddedDay: true });

/** '49,90 €', '1 299,00 €': the one price format, shared with the domain's messages. */
export { formatPrice } from '~/domain/prices';

/** '49,90' as typed in a price field, from 49.9. */
export const formatPriceInput = (euros: number) => euros.toFixed(2).replace('.', ',');
