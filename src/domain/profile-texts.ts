/** What the account's settings say, apart from profile.ts's schemas, for the pages that only say it. */

export const ACCOUNT_DELETION_TEXTS = {
  passwordLabel: 'Votre mot de passe',
  passwordRequired: 'Entrez votre mot de passe pour confirmer.',
} as const;

export const ACCOUNT_DELETION_CONFIRM =
  'Êtes-vous sûr de vouloir supprimer votre compte ? Cette action est irréversible.';
