import { Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { euros, INVOICE_TEXTS, MAX_CREDIT_REASON, type Invoice } from '~/domain/invoice-texts';
import { HintedField } from '~/web/components/field-parts';
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
import { Textarea } from '~/web/components/ui/input';
import { errorMessage } from '~/web/lib/error-message';
import { invoiceNameInText } from '~/web/lib/invoice-fields';
import { toast } from '~/web/lib/toast';
import { useIssueCreditNote } from './api';

/**
 * 'Émettre un avoir': the whole invoice cancelled by a credit note, once. Its request id is made when the dialog
 * opens: a second tap, or a retry after a lost answer, gives the same credit note.
 */
export function CreditNoteDialog({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const [requestId, setRequestId] = useState('');
  const [reason, setReason] = useState('');
  const issue = useIssueCreditNote();
  const inText = invoiceNameInText(invoice);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setRequestId(crypto.randomUUID());
      setReason('');
    }
    setOpen(next);
  };
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await issue.mutateAsync({ id: invoice.id, requestId, reason: reason.trim() || null });
      toast.success(INVOICE_TEXTS.credited);
      setOpen(false);
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button
        type="button"
        variant="ghost"
        className="min-h-11 sm:min-h-10"
        onClick={() => onOpenChange(true)}
      >
        <Undo2 aria-hidden />
        Émettre un avoir
        <span className="sr-only"> pour la {inText}</span>
      </Button>
      <DialogContent className="max-w-lg">
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <DialogHeader>
            <DialogTitle>Émettre un avoir</DialogTitle>
            <DialogDescription>
              L’avoir annule toute la {inText} ({euros(invoice.totalCents)}, {invoice.buyer.name}). Il est
              numéroté et ne se supprime pas.
            </DialogDescription>
          </DialogHeader>
          <HintedField label="Motif (facultatif)">
            <Textarea
              rows={3}
              value={reason}
              maxLength={MAX_CREDIT_REASON}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </HintedField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" className="min-h-11 sm:min-h-10">
                Annuler
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              className="min-h-11 sm:min-h-10"
              disabled={issue.isPending || !requestId}
            >
              Émettre l’avoir
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
