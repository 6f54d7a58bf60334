import { Plus } from 'lucide-react';
import { Link, useOutletContext } from 'react-router';
import type { ClientSummary } from '~/domain/clients';

/** 'Tenues créées': the grid of this client's outfits with the 'Nouvelle Tenue' card. */
export function OutfitsTab() {
  const client = useOutletContext<ClientSummary>();
  return (
    <section className="space-y-4">
      <h2 className="text-lg font-semibold text-gray-900">Tenues créées</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Link
          to={`/consultant/client/${client.id}/outfits/create`}
          className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/50 text-brand-700 transition-colors hover:border-brand-500 hover:bg-brand-50"
        >
          <Plus className="size-8" aria-hidden />
          <span className="font-medium">Nouvelle Tenue</span>
        </Link>
      </div>
      <p className="text-sm text-gray-500">Aucune tenue créée pour le moment</p>
    </section>
  );
}
