import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';

/** '12 mars 2026' (§2: dates as dd MMMM yyyy, in French). */
export const formatDate = (iso: string) => format(new Date(iso), 'dd MMMM yyyy', { locale: fr });

/** '12 mars 2026 à 14:05', '3 févr. 2026 à 09:30' (§2: abbreviated month). */
export const formatDateTime = (iso: string) => format(new Date(iso), "d MMM yyyy 'à' HH:mm", { locale: fr });

/** '14:05'. */
export const formatTime = (iso: string) => format(new Date(iso), 'HH:mm', { locale: fr });
