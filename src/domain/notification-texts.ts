/**
 * What someone is told about, by kind of event. Preferences are per category (a few, named in Paramètres), each
 * with its mail rhythm: 'immediate' (within minutes, coalesced), 'daily' (the morning's 'Quoi de neuf') or 'never'.
 */
export const MAIL_RHYTHMS = ['immediate', 'daily', 'never'] as const;
export type MailRhythm = (typeof MAIL_RHYTHMS)[number];

export const CLIENT_CATEGORIES = ['looks', 'proposals', 'messages', 'diagnosis'] as const;
export const CONSULTANT_CATEGORIES = ['reactions', 'answers', 'messages', 'clients', 'followUps'] as const;
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
  'proposal.made': 'proposals',
  'diagnosis.changed': 'diagnosis',
  'message.received': 'messages',
  'outfit.reacted': 'reactions',
  'proposal.decided': 'answers',
  'client.joined': 'clients',
  'client.onboarded': 'clients',
  'link.ended': 'clients',
  'followUp.due': 'followUps',
} as const satisfies Record<string, NotificationCategory>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** Every category starts at 'immediate' but the follow-ups, which are a morning's list anyway. */
export const DEFAULT_RHYTHM: Record<NotificationCategory, MailRhythm> = {
  looks: 'immediate',
  proposals: 'immediate',
  messages: 'immediate',
  diagnosis: 'immediate',
  reactions: 'immediate',
  answers: 'immediate',
  clients: 'immediate',
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
  reactions: { label: 'Réactions aux tenues', hint: 'Une cliente réagit à une tenue, avec son commentaire' },
  answers: { label: 'Réponses aux propositions', hint: 'Une cliente accepte, refuse ou achète une pièce' },
  clients: { label: 'Clientes', hint: 'Une invitation acceptée, un profil complété, un suivi arrêté' },
  followUps: { label: 'Relances', hint: 'Le jour d’une relance programmée' },
};

export const RHYTHM_LABELS: Record<MailRhythm, string> = {
  immediate: 'Immédiat',
  daily: 'Résumé quotidien',
  never: 'Jamais',
};
