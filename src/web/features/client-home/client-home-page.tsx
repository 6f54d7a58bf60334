import { useClientProfile } from '~/web/lib/client-profile';
import { useMe } from '~/web/lib/session';
import { InfoCard } from './info-card';
import { SilhouetteCard } from './silhouette-card';
import { TodayCard } from './today-card';

/** §2 Client home. */
export function ClientHomePage() {
  const profile = useClientProfile();
  const me = useMe();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Mon espace personnel</h1>
        <p className="mt-1 text-gray-500">
          Gérez votre silhouette, votre garde-robe et suivez les conseils de votre conseiller
        </p>
      </header>
      {me.data && <TodayCard clientId={me.data.id} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <SilhouetteCard profile={profile.data ?? null} loading={profile.isPending} />
        <InfoCard profile={profile.data ?? null} loading={profile.isPending} />
      </div>
    </div>
  );
}
