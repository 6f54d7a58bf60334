import { BarChart3 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { LoadFailure } from '~/web/components/load-failure';
import { Spinner } from '~/web/components/ui/spinner';
import { frenchEuros } from '~/domain/french-numbers';
import { WearLists } from '~/web/components/garment-wears';
import { useWearSummary } from '~/web/lib/wear-summary';

/** 'Mes statistiques': her most and least worn pieces, those unworn for 6 months, and the totals. */
export function MyStats({ clientId }: { clientId: string }) {
  const summary = useWearSummary(clientId);
  return (
    <Card aria-labelledby="my-stats-title">
      <CardHeader>
        <CardTitle id="my-stats-title" className="flex items-center gap-2">
          <BarChart3 className="size-5 text-brand-600" aria-hidden />
          Mes statistiques
        </CardTitle>
        {summary.data && (
          <CardDescription>
            {summary.data.totals.wears === 0
              ? 'Notez « Je l’ai porté » chaque jour : vos vêtements les plus et les moins portés apparaîtront ici.'
              : `${summary.data.totals.wears}\u00A0ports notés sur ${summary.data.totals.garments}\u00A0vêtements` +
                (summary.data.totals.costPerWearCents !== null
                  ? `\u00A0; coût moyen par port\u00A0: ${frenchEuros(summary.data.totals.costPerWearCents / 100, true)}`
                  : '')}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {summary.isPending ? (
          <Spinner />
        ) : summary.isError ? (
          <LoadFailure
            message="Impossible de charger vos statistiques."
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <WearLists summary={summary.data} unwornEmpty="Aucun : tout est porté." />
        )}
      </CardContent>
    </Card>
  );
}
