import { Download, FileText, Send, ShoppingBag } from 'lucide-react';
import { useRef } from 'react';
import { DOCUMENT_MESSAGES, type DocumentKind } from '~/domain/documents-texts';
import { Button } from '~/web/components/ui/button';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { carnetUrls, useSendDocument } from './api';

/** 'Télécharger le PDF', the shopping list, and the two sends (a new dated version in her 'Mes documents'). */
export function CarnetActions({ clientId }: { clientId: string }) {
  const urls = carnetUrls(clientId);
  const send = useSendDocument(clientId);
  // A double tap sends once: the button's `disabled` comes with the next render, after a second tap may land.
  const inFlight = useRef(false);
  const sendKind = (kind: DocumentKind) => {
    if (inFlight.current) return;
    inFlight.current = true;
    send.mutate(kind, {
      onSuccess: () =>
        toast.success(kind === 'carnet' ? DOCUMENT_MESSAGES.sent : DOCUMENT_MESSAGES.shoppingSent),
      onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
  const sending = send.isPending ? send.variables : null;

  return (
    <div className="@container space-y-3">
      <div className="grid grid-cols-1 gap-2 @lg:grid-cols-2">
        <Button variant="outline" className="min-h-11" asChild>
          <a href={urls.download}>
            <Download aria-hidden />
            {DOCUMENT_MESSAGES.download}
          </a>
        </Button>
        <Button variant="outline" className="min-h-11" asChild>
          <a href={urls.shopping} target="_blank" rel="noopener">
            <FileText aria-hidden />
            {DOCUMENT_MESSAGES.shoppingPdf}
            <span className="sr-only"> {DOCUMENT_MESSAGES.newTab}</span>
          </a>
        </Button>
        <Button className="min-h-11" disabled={send.isPending} onClick={() => sendKind('carnet')}>
          <Send aria-hidden />
          {sending === 'carnet' ? DOCUMENT_MESSAGES.sending : DOCUMENT_MESSAGES.send}
        </Button>
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={send.isPending}
          onClick={() => sendKind('shopping')}
        >
          <ShoppingBag aria-hidden />
          {sending === 'shopping' ? DOCUMENT_MESSAGES.sending : DOCUMENT_MESSAGES.sendShopping}
        </Button>
      </div>
      <p className="text-sm text-gray-600">{DOCUMENT_MESSAGES.sendHint}</p>
    </div>
  );
}
