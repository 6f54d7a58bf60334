import { hashKey, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '~/web/lib/toast';
import { ACCOUNT_DELETION_CONFIRM, ACCOUNT_DELETION_TEXTS } from '~/domain/profile-texts';
import type { Role } from '~/domain/roles';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/web/components/ui/alert-dialog';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { FormField } from '~/web/components/ui/form-field';
import { ApiError } from '~/web/lib/api';
import { PasswordInput } from '~/web/components/password-input';
import { meQueryKey } from '~/web/lib/session';
import { useDeleteAccount } from './api/delete-account';

const WHAT_GOES: Record<Role, string> = {
  client: 'Votre profil, vos photos, vos vêtements et vos échanges seront définitivement effacés.',
  consultant:
    "Votre profil, vos photos, vos notes et vos invitations seront définitivement effacés. Vos clients gardent les tenues et les propositions que vous leur avez faites et l'historique de vos échanges, où vous apparaîtrez comme « Ancien conseiller ».",
};

export function DeleteAccountCard({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const forgetOnLeave = useRef(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();

  // The session is forgotten only once this page is gone: done earlier, the page's guard would see the
  // signed-out user first and send them to /login instead of the landing page.
  useEffect(() => {
    const flag = forgetOnLeave;
    return () => {
      if (!flag.current) return;
      // Setting `me` (rather than dropping it) updates the landing header at once; the rest is dropped.
      queryClient.setQueryData(meQueryKey, null);
      const meHash = hashKey(meQueryKey);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
    };
  }, [queryClient]);

  const confirm = async (event: MouseEvent | KeyboardEvent) => {
    // The dialog stays open, busy, until the server has answered.
    event.preventDefault();
    if (!password) return setPasswordError(ACCOUNT_DELETION_TEXTS.passwordRequired);
    try {
      await remove.mutateAsync(password);
    } catch (error) {
      // A wrong password is the person's to correct, in the dialog; anything else is ours.
      if (
        error instanceof ApiError &&
        (error.code === 'INVALID_PASSWORD' || error.code === 'INVALID_INPUT')
      ) {
        setPasswordError(error.message);
        return;
      }
      console.error('Account deletion failed', error);
      toast.error('Erreur', { description: "Une erreur s'est produite lors de la suppression du compte" });
      return;
    }
    toast.success('Votre compte a été supprimé avec succès');
    forgetOnLeave.current = true;
    await navigate('/', { replace: true });
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-red-700">Supprimer le compte</CardTitle>
        <CardDescription>{WHAT_GOES[role]}</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog
          open={open}
          onOpenChange={(next) => {
            if (remove.isPending) return;
            setOpen(next);
            setPassword('');
            setPasswordError(undefined);
          }}
        >
          <AlertDialogTrigger asChild>
            <Button variant="destructive">Supprimer mon compte</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <div className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600">
                <TriangleAlert className="size-5" aria-hidden />
              </span>
              <div>
                <AlertDialogTitle>Supprimer votre compte</AlertDialogTitle>
                <AlertDialogDescription>{ACCOUNT_DELETION_CONFIRM}</AlertDialogDescription>
              </div>
            </div>
            <div className="pt-2">
              <FormField label={ACCOUNT_DELETION_TEXTS.passwordLabel} error={passwordError}>
                <PasswordInput
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setPasswordError(undefined);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') void confirm(event);
                  }}
                  disabled={remove.isPending}
                />
              </FormField>
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={remove.isPending}>Annuler</AlertDialogCancel>
              <AlertDialogAction onClick={confirm} disabled={remove.isPending}>
                {remove.isPending ? 'Suppression...' : 'Supprimer définitivement'}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
