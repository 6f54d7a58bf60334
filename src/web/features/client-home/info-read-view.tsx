import { GENDER_LABELS } from '~/domain/genders';
import type { ClientProfile } from '~/domain/measurements';
import { optionalMeasurementRows } from '~/web/lib/measurement-rows';

const unset = 'Non renseigné';

export function InfoReadView({ profile }: { profile: ClientProfile | null }) {
  const rows: [string, string][] = [
    ['Genre', profile?.gender ? GENDER_LABELS[profile.gender] : unset],
    ['Âge', profile?.age != null ? `${profile.age} ans` : unset],
    ['Taille', profile?.height != null ? `${profile.height} cm` : unset],
    ['Poids', profile?.weight != null ? `${profile.weight} kg` : unset],
  ];
  if (profile?.gender === 'femme') {
    rows.push(['Tour de poitrine', profile.bustSize != null ? `${profile.bustSize} cm` : unset]);
  }
  rows.push(...optionalMeasurementRows(profile));
  return (
    <dl className="divide-y divide-gray-100">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between py-3 text-sm">
          <dt className="text-gray-500">{label}</dt>
          <dd className="font-medium text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
