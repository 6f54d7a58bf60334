import { PageLoading } from '~/web/components/ui/spinner';
import { useMe } from '~/web/lib/session';
import { BusinessCard } from './business-card';
import { ConsentCard } from './consent-card';
import { ConsultantsCard } from './consultants-card';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';
import { InvoicingCard } from './invoicing-card';
import { NotificationsCard } from './notifications-card';
import { PasswordCard } from './password-card';
import { PersonalInfoCard } from './personal-info-card';
import { ProfilePhotoCard } from './profile-photo-card';

/** §2 Client settings and Consultant settings: one page for both roles. */
export function SettingsPage() {
  const me = useMe().data;
  if (!me) return <PageLoading />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Paramètres</h1>
        <p className="mt-1 text-gray-500">Gérez votre profil, votre mot de passe et votre compte.</p>
      </header>
      <ProfilePhotoCard me={me} />
      <PersonalInfoCard me={me} />
      {me.role === 'consultant' && <BusinessCard />}
      {me.role === 'consultant' && <InvoicingCard />}
      {me.role === 'client' && <ConsultantsCard />}
      <NotificationsCard />
      <PasswordCard owner={me} />
      {me.role === 'client' && <ConsentCard consentedAt={me.consentedAt} />}
      <DataExportCard role={me.role} />
      <DeleteAccountCard role={me.role} />
    </div>
  );
}
