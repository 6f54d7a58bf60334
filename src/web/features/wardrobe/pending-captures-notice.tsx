import { Link } from 'react-router';
import { useCaptures } from '~/web/features/wardrobe/capture/api/captures';

/** Photos added at once and not yet saved: said on the wardrobe, with the way back to them. */
export function PendingCapturesNotice() {
  const { data } = useCaptures();
  const count = data?.length ?? 0;
  if (count === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <p>
        {count} photo{count > 1 ? 's' : ''} {count > 1 ? 'attendent' : 'attend'} d'être triée
        {count > 1 ? 's' : ''}.
      </p>
      <Link to="/client/dashboard/wardrobe/import" className="min-h-11 content-center font-medium underline">
        Reprendre l'ajout
      </Link>
    </div>
  );
}
