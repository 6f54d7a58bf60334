import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '~/domain/appointment-texts';
import type { BuyerKind, Invoice, InvoiceLine, PaymentMethod } from '~/domain/invoice-texts';
import { api } from '~/web/lib/api';
import { appointmentKeys } from '~/web/lib/appointments';
import { invoiceKeys, quoteKeys } from '~/web/lib/invoicing';

export type Period = { from: string; to: string };

export type InvoiceList = {
  invoices: Invoice[];
  totals: { invoicedCents: number; paidCents: number; outstandingCents: number };
};

const periodQuery = ({ from, to }: Period) => new URLSearchParams({ from, to }).toString();

/** Her invoices issued in the period, newest first, and what they add up to. */
export function useMyInvoices(period: Period | null) {
  return useQuery({
    queryKey: invoiceKeys.mine(period?.from ?? '', period?.to ?? ''),
    queryFn: ({ signal }) => api<InvoiceList>(`/api/me/invoices?${periodQuery(period!)}`, { signal }),
    enabled: period !== null,
  });
}

/** The period's invoices, and its 'livre des recettes' (payments by the day they came), as CSV files. */
export const invoicesCsvUrl = (period: Period) => `/api/me/invoices.csv?${periodQuery(period)}`;
export const receiptsCsvUrl = (period: Period) => `/api/me/receipts.csv?${periodQuery(period)}`;

export type NewInvoice = {
  requestId: string;
  kind: 'invoice' | 'deposit';
  buyer: { kind: BuyerKind; name: string; address: string; siren: string | null; vatNumber: string | null };
  lines: InvoiceLine[];
  serviceOn: string | null;
  /** Her usual delay when absent. */
  paymentDays?: number | null;
  /** The accepted quote a deposit invoice, or a balance invoice (kind 'invoice'), is drawn from. */
  quoteId?: string | null;
  /** The session of her agenda it bills. */
  appointmentId?: string | null;
};

/**
 * Everything an issue, a payment or a credit note changes: her list, its totals, the client's invoices, the
 * quote a deposit invoice is drawn from, and the session of her agenda it bills.
 */
const refreshAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
    queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
    queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  ]);

/** The session an invoice is drawn from ('Facturer' in her agenda). */
export function useSessionToBill(id: string | null) {
  return useQuery({
    queryKey: ['appointments', 'one', id ?? ''],
    queryFn: ({ signal }) => api<Appointment>(`/api/appointments/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, invoice }: { clientId: string; invoice: NewInvoice }) =>
      api<Invoice>(`/api/clients/${encodeURIComponent(clientId)}/invoices`, {
        method: 'POST',
        json: invoice,
      }),
    onSuccess: () => refreshAll(queryClient),
  });
}

const invoicePath = (id: string) => `/api/invoices/${encodeURIComponent(id)}`;

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...payment
    }: {
      id: string;
      paidOn: string;
      method: PaymentMethod;
      reference: string | null;
    }) => api<Invoice>(`${invoicePath(id)}/payment`, { method: 'POST', json: payment }),
    onSuccess: () => refreshAll(queryClient),
  });
}

export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...note }: { id: string; requestId: string; reason: string | null }) =>
      api<Invoice>(`${invoicePath(id)}/credit-note`, { method: 'POST', json: note }),
    onSuccess: () => refreshAll(queryClient),
  });
}

export { usePortfolioClients } from '~/web/lib/portfolio-clients';
