import type { Me } from '~/domain/profile';
import { displayName } from '~/domain/person';
import { Avatar } from '~/web/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { ProfilePhotoButton } from '~/web/components/profile-photo/profile-photo-button';

export function ProfilePhotoCard({ me }: { me: Me }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Photo de profil</CardTitle>
        <CardDescription>Visible par vous et par les personnes avec qui vous travaillez.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Avatar person={me} src={me.photoUrl} className="size-20 text-xl ring-4 ring-brand-50" />
          <div className="min-w-0">
            <p className="truncate font-medium text-gray-900">{displayName(me)}</p>
            <p className="truncate text-sm text-gray-500">{me.email}</p>
          </div>
        </div>
        <ProfilePhotoButton me={me} />
      </CardContent>
    </Card>
  );
}
