/** The wardrobe's messages, apart from wardrobe.ts: the pages that show them need not load its schemas. */

export const WARDROBE_MESSAGES = {
  categoryRequired: 'Veuillez sélectionner une catégorie',
  imageRequired: 'Veuillez sélectionner une image',
  imageLocked: "L'image ne peut pas être modifiée lors de l'édition",
  notesTooLong: 'Les notes ne peuvent pas dépasser 1000 caractères',
  nameTooLong: 'Le nom ne peut pas dépasser 80 caractères',
  brandTooLong: 'La marque ne peut pas dépasser 60 caractères',
  sizeTooLong: 'La taille ne peut pas dépasser 20 caractères',
  shopTooLong: 'La boutique ne peut pas dépasser 80 caractères',
  productUrlInvalid: 'Le lien doit être une adresse web complète commençant par https://',
  fitNoteTooLong: 'Le conseil de taille ne peut pas dépasser 300 caractères',
  priceInvalid: 'Le prix doit être un montant en euros, par exemple 49,90',
  priceNegative: 'Le prix ne peut pas être négatif',
  // formatPrice(MAX_PRICE_CENTS / 100, { cents: false }) as written (prices.test.ts): this module loads no formatter.
  priceTooHigh: 'Le prix ne peut pas dépasser 100 000 €',
  purchaseDateInvalid: "La date d'achat n'est pas valide",
  purchaseDateFuture: "La date d'achat ne peut pas être dans le futur",
  empty: 'Aucun vêtement trouvé',
  emptyWardrobe:
    'Votre garde-robe est encore vide : ajoutez un premier vêtement, une photo suffit et le fond est retiré automatiquement.',
  emptyFiltered: 'Essayez un autre mot, une autre catégorie ou retirez le filtre.',
} as const;
