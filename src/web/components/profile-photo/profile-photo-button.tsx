import { Camera } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Me } from '~/domain/profile';
import { Button, type ButtonProps } from '~/web/components/ui/button';

const loadDialog = () => import('./profile-photo-dialog');
const ProfilePhotoDialog = lazy(async () => ({ default: (await loadDialog()).ProfilePhotoDialog }));

/** 'Ajouter une photo' or 'Modifier une photo': the button alone, and the dialog's trigger once it is loaded. */
export function ProfilePhotoTrigger({ me, ...props }: ButtonProps & { me: Me }) {
  return (
    <Button variant="outline" {...props}>
      <Camera aria-hidden />
      {me.photoUrl ? 'Modifier une photo' : 'Ajouter une photo'}
    </Button>
  );
}

/**
 * The profile photo's button. The dialog (its cropper included) loads when the button is pointed at, focused or
 * pressed, not with the page: the pages that show the button stay within their JavaScript budget (issue 32).
 */
export function ProfilePhotoButton({ me }: { me: Me }) {
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <ProfilePhotoTrigger
      me={me}
      onClick={() => setWanted(true)}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    />
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ProfilePhotoDialog me={me} initiallyOpen />
    </Suspense>
  );
}
