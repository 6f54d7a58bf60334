import { UserMinus } from 'lucide-react';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { toast } from '~/web/lib/toast';
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
import { useEndLink } from '~/web/lib/links';

/**
 * 'Mettre fin au suivi' and its confirmation, for either side of a link. The dialog stays open, busy, until the
 * server has answered; on failure it stays for another try. `onEnded` runs once the link is gone; `focusAfterEnd`
 * takes the focus the vanished trigger would have had.
 */
export function EndLinkDialog({
  personId,
  title,
  description,
  triggerVariant,
  triggerLabel,
  onEnded,
  focusAfterEnd,
}: {
  personId: string;
  title: ReactNode;
  description: ReactNode;
  triggerVariant: 'ghost' | 'outline';
  /** The trigger's accessible name, when several on a page need telling apart. */
  triggerLabel?: string;
  onEnded?: () => void | Promise<void>;
  focusAfterEnd?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const ended = useRef(false);
  const end = useEndLink();

  const confirm = async (event: MouseEvent) => {
    event.preventDefault();
    try {
      await end.mutateAsync(personId);
    } catch (error) {
      toast.error(LINK_TEXTS.endFailed, { description: errorMessage(error, LINK_TEXTS.endFailed) });
      return;
    }
    toast.success('Suivi terminé');
    ended.current = true;
    setOpen(false);
    await onEnded?.();
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !end.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant={triggerVariant}
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          aria-label={triggerLabel}
        >
          <UserMinus aria-hidden />
          Mettre fin au suivi
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!ended.current || !focusAfterEnd) return;
          event.preventDefault();
          focusAfterEnd();
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
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
