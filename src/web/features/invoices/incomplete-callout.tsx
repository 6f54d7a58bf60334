import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { INVOICE_TEXTS } from '~/domain/invoice-texts';

export const INVOICES_PATH = '/consultant/dashboard/factures';

/** Her 'Facturation' details are not all given yet: no invoice can be issued, and where to give them. */
export function IncompleteCallout() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p className="space-x-1">
        <span>{INVOICE_TEXTS.incomplete}</span>
        <Link
          to="/consultant/dashboard/settings"
          className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4 sm:min-h-0"
        >
          Ouvrir les paramètres
        </Link>
      </p>
    </div>
  );
}
