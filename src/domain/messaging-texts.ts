/** What messaging says, apart from messages.ts's schemas, for the pages that only say it. */
export const MAX_MESSAGE_LENGTH = 4000;

export const MESSAGING_TEXTS = {
  empty: 'Le message ne peut pas être vide',
  tooLong: `Le message ne peut pas dépasser ${MAX_MESSAGE_LENGTH} caractères`,
  notFound: 'Conversation introuvable',
  backToList: 'Retour aux messages',
  noConversations: 'Aucune conversation pour le moment',
  startOne: 'Commencer une conversation',
  noMessages: 'Aucun message dans cette conversation',
  newMessage: 'Nouveau message',
  start: 'Commencer la conversation',
  starting: 'Création...',
  noClients: 'Aucun client trouvé. Invitez des clients pour commencer à échanger.',
  noConsultants: 'Aucun conseiller trouvé. Votre conseiller pourra vous contacter directement.',
  loadConversationsFailed: 'Impossible de charger les conversations',
  loadMessagesFailed: 'Impossible de charger les messages',
  sendFailed: "Impossible d'envoyer le message",
  startFailed: 'Impossible de créer la conversation',
  notLinked: "Vous ne pouvez écrire qu'à vos clients ou à vos conseillers.",
  you: 'Vous: ',
  fallbackName: 'Utilisateur',
} as const;
