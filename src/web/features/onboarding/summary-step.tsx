import { GENDER_LABELS, type Gender } from '~/domain/genders';

export function SummaryStep({
  gender,
  age,
  height,
  weight,
}: {
  gender: Gender | null;
  age: number | null;
  height: number | null;
  weight: number | null;
}) {
  const rows: [string, string][] = [
    ['Genre', gender ? GENDER_LABELS[gender] : 'Non renseigné'],
    ['Âge', age !== null ? `${age} ans` : 'Non renseigné'],
    ['Taille', height !== null ? `${height} cm` : 'Non renseigné'],
    ['Poids', weight !== null ? `${weight} kg` : 'Non renseigné'],
  ];
  return (
    <dl className="divide-y divide-gray-100 rounded-xl border border-gray-200">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between px-4 py-3 text-sm">
          <dt className="text-gray-500">{label}</dt>
          <dd className="font-medium text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** After the five questions, the optional measurements: each can be skipped and added later. */
export function OptionalMeasurementsNote() {
  return (
    <p className="mt-4 text-sm text-gray-600">
      {
        'Facultatif\u00a0: sans mètre ruban sous la main, passez cette étape\u00a0; vous pourrez l’ajouter ensuite dans «\u00a0Mes Informations\u00a0». Votre conseiller peut aussi la prendre en séance.'
      }
    </p>
  );
}
