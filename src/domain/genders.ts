export const GENDERS = ['homme', 'femme', 'autre'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Record<Gender, string> = {
  homme: 'Homme',
  femme: 'Femme',
  autre: 'Autre',
};
