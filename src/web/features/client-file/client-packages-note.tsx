import { Package as PackageIcon } from 'lucide-react';
import { formatDay } from '~/web/lib/format';
import { useClientPackages } from '~/web/lib/invoicing';

/** The packages the client bought through an accepted quote, in a line each: sessions used, support's end. */
export function ClientPackagesNote({ clientId }: { clientId: string }) {
  const packages = useClientPackages(clientId);
  if (!packages.isSuccess || packages.data.length === 0) return null;
  return (
    <section aria-label="Forfaits de la cliente" className="space-y-1">
      {packages.data.map((bought) => (
        <p key={bought.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
          <PackageIcon aria-hidden className="size-4 shrink-0 text-brand-700" />
          <span className="font-medium text-gray-900">Forfait {bought.name}</span>
          {bought.sessionsIncluded > 0 && (
            <span className="tabular-nums">
              {`· Séances\u00A0: ${bought.sessionsUsed} / ${bought.sessionsIncluded}`}
            </span>
          )}
          {bought.supportDays > 0 && <span>· Suivi jusqu’au {formatDay(bought.supportUntil)}</span>}
        </p>
      ))}
    </section>
  );
}
