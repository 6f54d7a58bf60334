import { Banknote } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  euros,
  INVOICE_TEXTS,
  MAX_PAYMENT_REFERENCE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type Invoice,
  type PaymentMethod,
} from '~/domain/invoice-texts';
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
import { Input } from '~/web/components/ui/input';
import { NativeSelect } from '~/web/components/ui/native-select';
import { errorMessage } from '~/web/lib/error-message';
import { todayHere } from '~/web/lib/french-date';
import { invoiceName, invoiceNameInText } from '~/web/lib/invoice-fields';
import { toast } from '~/web/lib/toast';
import { useRecordPayment } from './api';

const DATE_REQUIRED = 'Indiquez la date du paiement.';

/** 'Enregistrer le paiement': the day it came, how (never cash) and its reference. */
export function PaymentDialog({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const [paidOn, setPaidOn] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('transfer');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordPayment();
  const name = invoiceName(invoice);
  const inText = invoiceNameInText(invoice);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setPaidOn(todayHere());
      setMethod('transfer');
      setReference('');
      setProblem(null);
    }
    setOpen(next);
  };
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!paidOn) return setProblem(DATE_REQUIRED);
    setProblem(null);
    try {
      await record.mutateAsync({ id: invoice.id, paidOn, method, reference: reference.trim() || null });
      toast.success(INVOICE_TEXTS.paid);
      setOpen(false);
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button
        type="button"
        variant="outline"
        className="min-h-11 sm:min-h-10"
        onClick={() => onOpenChange(true)}
      >
        <Banknote aria-hidden />
        Enregistrer le paiement
        <span className="sr-only"> de la {inText}</span>
      </Button>
      <DialogContent className="max-w-lg">
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <DialogHeader>
            <DialogTitle>Enregistrer le paiement</DialogTitle>
            <DialogDescription>
              {name} · {invoice.buyer.name} · {euros(invoice.totalCents)}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <HintedField label="Date du paiement" error={problem ?? undefined}>
              <Input
                type="date"
                value={paidOn}
                max={todayHere()}
                className="h-11 sm:h-10"
                onChange={(event) => setPaidOn(event.currentTarget.value)}
              />
            </HintedField>
            <HintedField label="Moyen de paiement">
              <NativeSelect
                value={method}
                className="[&_select]:h-11 sm:[&_select]:h-10"
                onChange={(event) => setMethod(event.currentTarget.value as PaymentMethod)}
              >
                {PAYMENT_METHODS.map((choice) => (
                  <option key={choice} value={choice}>
                    {PAYMENT_METHOD_LABELS[choice]}
                  </option>
                ))}
              </NativeSelect>
            </HintedField>
          </div>
          <HintedField label="Référence (facultatif)" hint="Le libellé du virement, le numéro du chèque...">
            <Input
              value={reference}
              maxLength={MAX_PAYMENT_REFERENCE}
              className="h-11 sm:h-10"
              onChange={(event) => setReference(event.currentTarget.value)}
            />
          </HintedField>
          <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">{INVOICE_TEXTS.noCash}</p>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" className="min-h-11 sm:min-h-10">
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" className="min-h-11 sm:min-h-10" disabled={record.isPending}>
              Enregistrer le paiement
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
