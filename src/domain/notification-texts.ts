/**
 * What someone is told about, by kind of event. Preferences are per category (a few, named in Paramètres), each
 * with its mail rhythm: 'immediate' (within minutes, coalesced), 'daily' (the morning's 'Quoi de neuf') or 'never'.
 */
export const MAIL_RHYTHMS = ['immediate', 'daily', 'never'] as const;
export type MailRhythm = (typeof MAIL_RHYTHMS)[number];

export const CLIENT_CATEGORIES = [
  'looks',
  'proposals',
  'messages',
  'diagnosis',
  'documents',
  'appointments',
] as const;
export const CONSULTANT_CATEGORIES = [
  'reactions',
  'answers',
  'messages',
  'clients',
  'appointments',
  'followUps',
] as const;
export const NOTIFICATION_CATEGORIES = [
  ...new Set([...CLIENT_CATEGORIES, ...CONSULTANT_CATEGORIES]),
] as const;
export type NotificationCategory =
  (typeof CLIENT_CATEGORIES)[number] | (typeof CONSULTANT_CATEGORIES)[number];

export const categoriesOf = (role: string): readonly NotificationCategory[] =>
  role === 'consultant' ? CONSULTANT_CATEGORIES : CLIENT_CATEGORIES;

/** Every event that notifies, with the category whose preference applies. */
export const NOTIFICATION_KINDS = {
  'outfit.shared': 'looks',
  'outfit.revised': 'looks',
  'outfit.commented': 'looks',
  'proposal.made': 'proposals',
  'diagnosis.changed': 'diagnosis',
  'document.sent': 'documents',
  'questionnaire.sent': 'documents',
  'invoice.issued': 'documents',
  'quote.sent': 'documents',
  'message.received': 'messages',
  'outfit.reacted': 'reactions',
  'proposal.decided': 'answers',
  'client.joined': 'clients',
  'client.onboarded': 'clients',
  'questionnaire.finished': 'clients',
  'quote.answered': 'clients',
  'link.ended': 'clients',
  'followUp.due': 'followUps',
  'appointment.booked': 'appointments',
  'appointment.moved': 'appointments',
  'appointment.cancelled': 'appointments',
  'appointment.reminder': 'appointments',
} as const satisfies Record<string, NotificationCategory>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** Every category starts at 'immediate' but the follow-ups, which are a morning's list anyway. */
export const DEFAULT_RHYTHM: Record<NotificationCategory, MailRhythm> = {
  looks: 'immediate',
  proposals: 'immediate',
  messages: 'immediate',
  diagnosis: 'immediate',
  documents: 'immediate',
  reactions: 'immediate',
  answers: 'immediate',
  clients: 'immediate',
  appointments: 'immediate',
  followUps: 'daily',
};

/** Pushed to her devices (once she allows them) as it happens, unless she turns a category off. */
export const DEFAULT_PUSH = true;

export type NotificationPreference = { category: NotificationCategory; mail: MailRhythm; push: boolean };

/** The texts of notifications: Paramètres, the unsubscribe page (mails have theirs in the server's templates). */
export const NOTIFICATION_TEXTS = {
  settingsTitle: 'Notifications',
  settingsIntro: 'Choisissez ce que vous recevez par e-mail, et à quel rythme.',
  saved: 'Préférences enregistrées',
  saveFailed: "Vos préférences n'ont pas pu être enregistrées.",
  unsubscribeTitle: 'Se désabonner',
  unsubscribeConfirm: 'Ne plus recevoir ces e-mails',
  unsubscribed: 'C’est fait : vous ne recevrez plus ces e-mails. Vous pouvez changer d’avis dans Paramètres.',
  unsubscribeInvalid: 'Ce lien de désabonnement n’est pas valide.',
} as const;

export const CATEGORY_LABELS: Record<NotificationCategory, { label: string; hint: string }> = {
  looks: { label: 'Tenues', hint: 'Une tenue partagée ou révisée par votre conseiller' },
  proposals: { label: 'Propositions', hint: 'Une pièce que votre conseiller vous propose' },
  messages: { label: 'Messages', hint: 'Un message que vous n’avez pas lu après quelques minutes' },
  diagnosis: { label: 'Diagnostic', hint: 'Votre diagnostic enregistré ou modifié' },
  documents: {
    label: 'Documents',
    hint: 'Un carnet de style, une liste d’achats, un questionnaire, un devis ou une facture envoyés par votre conseiller',
  },
  reactions: { label: 'Réactions aux tenues', hint: 'Une cliente réagit à une tenue, avec son commentaire' },
  answers: { label: 'Réponses aux propositions', hint: 'Une cliente accepte, refuse ou achète une pièce' },
  clients: {
    label: 'Clientes',
    hint: 'Une invitation acceptée, un profil ou un questionnaire complété, un suivi arrêté',
  },
  appointments: {
    label: 'Rendez-vous',
    hint: 'Un rendez-vous réservé, déplacé ou annulé, et le rappel la veille',
  },
  followUps: { label: 'Relances', hint: 'Le jour d’une relance programmée' },
};

export const RHYTHM_LABELS: Record<MailRhythm, string> = {
  immediate: 'Immédiat',
  daily: 'Résumé quotidien',
  never: 'Jamais',
};

/**
 * What the app marks 'Nouveau' until she has seen it, by area: the kinds that mark it, and the subject id each
 * names (the outfit, the proposed item, the client). Messages have their own unread counts.
 */
export const NEWS_AREAS = {
  looks: { kinds: ['outfit.shared', 'outfit.revised'], idOf: 'outfitId' },
  proposals: { kinds: ['proposal.made'], idOf: 'itemId' },
  diagnosis: { kinds: ['diagnosis.changed'], idOf: 'clientId' },
  clients: { kinds: ['client.joined', 'client.onboarded'], idOf: 'clientId' },
} as const satisfies Record<string, { kinds: readonly NotificationKind[]; idOf: string }>;
export type NewsArea = keyof typeof NEWS_AREAS;
export const NEWS_AREA_NAMES = Object.keys(NEWS_AREAS) as NewsArea[];
export const NEWS_KINDS: readonly NotificationKind[] = NEWS_AREA_NAMES.flatMap(
  (area) => NEWS_AREAS[area].kinds,
);
/** The ids not yet seen, by area (each id once, the newest first). */
export type News = Record<NewsArea, string[]>;
/** At most this many of an area are marked: past it, the oldest are simply not marked. */
export const NEWS_LIMIT = 100;

export const NEWS_TEXTS = {
  marker: 'Nouveau',
  count: (n: number) => (n > 1 ? 'nouveautés' : 'nouveauté'),
} as const;
