import { ProfilePhotoButton } from '~/web/components/profile-photo/profile-photo-button';
import { Avatar } from '~/web/components/ui/avatar';
import { useMe } from '~/web/lib/session';

/** The profile photo at the top of 'Mes Informations', with the 'Photo de profil' dialog (§2). */
export function InfoPhoto() {
  const me = useMe().data;
  if (!me) return null;
  return (
    <div className="flex items-center gap-4 border-b border-gray-100 pb-4">
      <Avatar person={me} src={me.photoUrl} className="size-16 text-lg ring-4 ring-brand-50" />
      <div className="min-w-0 space-y-2">
        <p className="text-sm text-gray-500">Photo de profil</p>
        <ProfilePhotoButton me={me} />
      </div>
    </div>
  );
}
