import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceBuyer, InvoicingAnswer, InvoicingDetails } from '~/domain/invoice-texts';
import type { ClientPackage, Quote } from '~/domain/quote-texts';
import { api } from './api';

/**
 * Invoices (issue 39), shared by the consultant's 'Facturation' settings, her 'Factures' pages and the client's
 * 'Mes documents': the same caches, whoever reads them.
 */
export const invoiceKeys = {
  all: ['invoices'] as const,
  details: ['me', 'invoicing'] as const,
  mine: (from: string, to: string) => ['invoices', 'mine', from, to] as const,
  ofClient: (clientId: string) => ['invoices', 'client', clientId] as const,
};

/**
 * Quotes and packages: her packages and quotes, a client's quotes and the packages she bought, one quote. All
 * under 'quotes', so an answer, a quote sent or a deposit invoiced refreshes every list that shows it.
 */
export const quoteKeys = {
  all: ['quotes'] as const,
  packages: ['quotes', 'packages', 'mine'] as const,
  mine: ['quotes', 'mine'] as const,
  ofClient: (clientId: string) => ['quotes', 'client', clientId] as const,
  packagesOfClient: (clientId: string) => ['quotes', 'client-packages', clientId] as const,
  one: (id: string) => ['quotes', 'one', id] as const,
};

const invoicingQuery = queryOptions({
  queryKey: invoiceKeys.details,
  queryFn: ({ signal }) => api<InvoicingAnswer>('/api/me/invoicing', { signal }),
});

/** Her 'Facturation' details; null until she has given them all. */
export const useInvoicing = (enabled = true) => useQuery({ ...invoicingQuery, enabled });

export function useSaveInvoicing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: InvoicingDetails) =>
      api<InvoicingAnswer>('/api/me/invoicing', { method: 'PUT', json: details }),
    onSuccess: (answer) => queryClient.setQueryData(invoicingQuery.queryKey, answer),
  });
}

export type ClientInvoices = { invoices: Invoice[]; lastBuyer: InvoiceBuyer | null };

/** A client's invoices: all hers for the client herself, those she issued her for a consultant. */
export function useClientInvoices(clientId: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.ofClient(clientId ?? ''),
    queryFn: ({ signal }) =>
      api<ClientInvoices>(`/api/clients/${encodeURIComponent(clientId!)}/invoices`, { signal }),
    enabled: Boolean(clientId),
  });
}

/** The PDF downloaded rather than opened. */
export const invoiceDownloadUrl = (invoice: Pick<Invoice, 'pdfUrl'>) =>
  `${invoice.pdfUrl}${invoice.pdfUrl.includes('?') ? '&' : '?'}telechargement=1`;

const clientPath = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}`;

/** A client's quotes: all hers for the client herself, those she sent her for a consultant. */
export function useClientQuotes(clientId: string | undefined) {
  return useQuery({
    queryKey: quoteKeys.ofClient(clientId ?? ''),
    queryFn: ({ signal }) => api<{ quotes: Quote[] }>(`${clientPath(clientId!)}/quotes`, { signal }),
    enabled: Boolean(clientId),
    select: (answer) => answer.quotes,
  });
}

/** The packages a client bought through an accepted quote: the sessions left and the support's end. */
export function useClientPackages(clientId: string | undefined) {
  return useQuery({
    queryKey: quoteKeys.packagesOfClient(clientId ?? ''),
    queryFn: ({ signal }) =>
      api<{ packages: ClientPackage[] }>(`${clientPath(clientId!)}/packages`, { signal }),
    enabled: Boolean(clientId),
    select: (answer) => answer.packages,
  });
}
