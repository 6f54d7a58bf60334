import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceBuyer, InvoiceLine } from '~/domain/invoice-texts';
import type { Package, PackageSession, Quote } from '~/domain/quote-texts';
import { api } from '~/web/lib/api';
import { quoteKeys } from '~/web/lib/invoicing';

export const QUOTES_PATH = '/consultant/dashboard/devis';

/** A package as the API takes it (POST /api/me/packages, PUT /api/packages/:id). */
export type PackageInput = {
  name: string;
  priceCents: number;
  description: string | null;
  sessions: PackageSession[];
  looks: number;
  carnet: boolean;
  supportDays: number;
};

/** A quote as the API takes it (POST /api/clients/:clientId/quotes). */
export type NewQuote = {
  requestId: string;
  packageId: string | null;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  validDays: number;
  distance: boolean;
};

/** Her packages on offer ('Forfaits'). */
export function useMyPackages() {
  return useQuery({
    queryKey: quoteKeys.packages,
    queryFn: ({ signal }) => api<{ packages: Package[] }>('/api/me/packages', { signal }),
    select: (answer) => answer.packages,
  });
}

/** Her quotes, newest first. */
export function useMyQuotes() {
  return useQuery({
    queryKey: quoteKeys.mine,
    queryFn: ({ signal }) => api<{ quotes: Quote[] }>('/api/me/quotes', { signal }),
    select: (answer) => answer.quotes,
  });
}

/** One quote (a deposit invoice drawn from it). */
export function useQuote(id: string | null) {
  return useQuery({
    queryKey: quoteKeys.one(id ?? ''),
    queryFn: ({ signal }) => api<Quote>(`/api/quotes/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
}

const packagePath = (id: string) => `/api/packages/${encodeURIComponent(id)}`;

/** A new package (no id) or a package changed. */
export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PackageInput }) =>
      id
        ? api<Package>(packagePath(id), { method: 'PUT', json: input })
        : api<Package>('/api/me/packages', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.packages }),
  });
}

/** A package no longer offered (the quotes made with it keep it as it was). */
export function useArchivePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(packagePath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.packages }),
  });
}

export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, quote }: { clientId: string; quote: NewQuote }) =>
      api<Quote>(`/api/clients/${encodeURIComponent(clientId)}/quotes`, { method: 'POST', json: quote }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}
