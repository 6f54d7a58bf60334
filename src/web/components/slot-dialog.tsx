import type { LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';

/**
 * The dialog a slot is chosen in (book, propose, move): wide enough for two weeks of days, scrolled on a phone,
 * not closed while sending, opened with the focus at its start. Its form is mounted anew at each opening: a new
 * request id, nothing chosen.
 */
export function SlotDialog({
  open,
  pending,
  onClose,
  children,
}: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent
        className="max-h-[90dvh] max-w-2xl overflow-y-auto focus:outline-none"
        onOpenAutoFocus={(event) => {
          // Radix would focus the first field it finds, 'Fermer' at the bottom while the slots load: the dialog
          // itself is focused instead (its title read), and Tab goes on to its first field or slot.
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus({ preventScroll: true });
        }}
      >
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

/** Its form: the title (also the form's name), what it is about, the fields, then 'Fermer' and the action. */
export function SlotForm({
  title,
  description,
  action,
  icon: Icon,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  description: ReactNode;
  action: string;
  icon: LucideIcon;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="space-y-5">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" className="min-h-11 sm:min-h-10" disabled={pending}>
            Fermer
          </Button>
        </DialogClose>
        <Button type="submit" className="min-h-11 sm:min-h-10" disabled={pending}>
          <Icon aria-hidden />
          {pending ? 'Envoi...' : action}
        </Button>
      </DialogFooter>
    </form>
  );
}
