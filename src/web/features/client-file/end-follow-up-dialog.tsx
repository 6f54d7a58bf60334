import { useQueryClient } from '@tanstack/react-query';
import { UserMinus } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ClientSummary } from '~/domain/clients';
import { LINK_TEXTS } from '~/domain/links';
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
import { errorMessage } from '~/web/lib/error-message';
import { forgetClientFile, useEndLink } from '~/web/lib/links';

/**
 * The file's discreet 'Mettre fin au suivi': a confirmation that says what the consultant loses and what the
 * client keeps, then back to the portfolio without that client.
 */
export function EndFollowUpDialog({ client }: { client: ClientSummary }) {
  const [open, setOpen] = useState(false);
  const end = useEndLink();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const firstName = client.firstName?.trim() || 'ce client';

  const confirm = async (event: MouseEvent) => {
    // The dialog stays open, busy, until the server has answered; on failure it stays for another try.
    event.preventDefault();
    try {
      await end.mutateAsync(client.id);
    } catch (error) {
      toast.error(LINK_TEXTS.endFailed, { description: errorMessage(error, LINK_TEXTS.endFailed) });
      return;
    }
    toast.success('Suivi terminé');
    await navigate('/consultant/dashboard', { replace: true });
    forgetClientFile(queryClient, client.id);
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !end.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <UserMinus aria-hidden />
          Mettre fin au suivi
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Mettre fin au suivi de {firstName}&nbsp;?</AlertDialogTitle>
        <AlertDialogDescription>
          Vous n'aurez plus accès à sa fiche, à sa silhouette, à sa garde-robe ni à vos notes sur elle ; votre
          conversation disparaît de vos messages. Votre client garde sa garde-robe, les tenues que vous lui
          avez envoyées et l'historique de vos messages.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={end.isPending}>Annuler</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={end.isPending}>
            {end.isPending ? 'Fin du suivi...' : 'Mettre fin au suivi'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
