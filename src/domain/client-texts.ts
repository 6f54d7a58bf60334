/** The client file's messages, apart from clients.ts: the pages that show them need not load its schemas. */

export const CLIENT_MESSAGES = {
  notFound: 'Client non trouvé',
  loadListFailed: 'Impossible de charger la liste des clients',
  loadFailed: 'Impossible de charger les données du client',
  loadWardrobeFailed: 'Impossible de charger la garde-robe du client',
  emptyPortfolio: 'Aucun client dans votre portefeuille',
  emptySearch: 'Aucun client trouvé pour cette recherche',
} as const;
