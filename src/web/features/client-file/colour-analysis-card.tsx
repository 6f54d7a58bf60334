import { Palette } from 'lucide-react';
import { Link } from 'react-router';
import { DRAPING_TEXTS } from '~/domain/draping-texts';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { useColourAnalysis } from '~/web/lib/colour-analysis';
import { formatDate } from '~/web/lib/format';

/** On the 'Diagnostic' tab: where her colour analysis stands, and the way to the draping board. */
export function ColourAnalysisCard({ clientId }: { clientId: string }) {
  const analysis = useColourAnalysis(clientId);
  const data = analysis.data;
  const facts = data
    ? [
        data.photoConsentAt && data.photoUrl && DRAPING_TEXTS.photoOn(formatDate(data.photoConsentAt)),
        data.measuredAt && DRAPING_TEXTS.measuredOn(formatDate(data.measuredAt)),
        data.drapes.length > 0 && DRAPING_TEXTS.drapesCount(data.drapes.length),
      ].filter((fact): fact is string => Boolean(fact))
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{DRAPING_TEXTS.analysisCardTitle}</CardTitle>
        <CardDescription>{facts.length > 0 ? facts.join(' · ') : DRAPING_TEXTS.notMeasured}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="min-h-11">
          <Link to="drapage">
            <Palette aria-hidden />
            {DRAPING_TEXTS.openBoard}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
