import { Shirt } from 'lucide-react';
import { frenchEuros } from '~/domain/french-numbers';
import { LoadFailure } from '~/web/components/load-failure';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';
import { WearLists } from '~/web/components/garment-wears';
import { useWearSummary } from '~/web/lib/wear-summary';

/**
 * 'Ce qu'elle porte', on the client file's first tab, to read before the next session: what she logged wearing,
 * her most and least worn pieces, and those unworn for 6 months, with their cost per wear.
 */
export function WearSummaryCard({ clientId }: { clientId: string }) {
  const summary = useWearSummary(clientId);
  const totals = summary.data?.totals;
  return (
    <Card aria-labelledby="wear-summary-title">
      <CardHeader>
        <CardTitle id="wear-summary-title" className="flex items-center gap-2">
          <Shirt className="size-5 text-brand-600" aria-hidden />
          Ce qu’elle porte
        </CardTitle>
        {totals && (
          <CardDescription>
            {totals.wears === 0
              ? 'Elle n’a encore noté aucun port.'
              : `${totals.wears}\u00A0ports notés, ${totals.worn}\u00A0vêtements portés sur ${totals.garments}` +
                (totals.costPerWearCents !== null
                  ? `\u00A0; coût moyen par port\u00A0: ${frenchEuros(totals.costPerWearCents / 100, true)}`
                  : '')}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {summary.isPending ? (
          <Spinner />
        ) : summary.isError ? (
          <LoadFailure
            message="Impossible de charger ce qu’elle porte."
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <WearLists summary={summary.data} unwornEmpty="Aucun." />
        )}
      </CardContent>
    </Card>
  );
}
