import { useState } from 'react';
import type { MeasurementSnapshot } from '~/domain/measurements';
import type { SilhouetteMeasurements } from '~/domain/silhouette';
import { SilhouetteFigure } from '~/web/components/silhouette-figure';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { NativeSelect } from '~/web/components/ui/native-select';

/** Today's silhouette beside the one drawn from an earlier entry of the history. */
export function MeasurementComparison({
  today,
  past,
  labels,
}: {
  today: SilhouetteMeasurements;
  /** The entries before the latest, newest first. */
  past: MeasurementSnapshot[];
  labels: Map<string, string>;
}) {
  const [selectedId, setSelectedId] = useState('');
  const selected = past.find((entry) => entry.id === selectedId);

  return (
    <Card aria-labelledby="measurement-comparison-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="measurement-comparison-title">Comparer avec une date antérieure</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <NativeSelect
            value={selected ? selected.id : ''}
            onChange={(event) => setSelectedId(event.target.value)}
            aria-labelledby="measurement-comparison-title"
            className="sm:w-80"
          >
            <option value="">Choisir une date</option>
            {past.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {labels.get(entry.id)}
              </option>
            ))}
          </NativeSelect>
          {selected && (
            <Button variant="ghost" onClick={() => setSelectedId('')}>
              Masquer la comparaison
            </Button>
          )}
        </div>
        {selected && (
          <div className="grid grid-cols-2 gap-3 sm:gap-6 lg:max-w-3xl">
            <Figure measurements={selected} caption={`Le ${labels.get(selected.id)}`} />
            <Figure measurements={today} caption="Aujourd'hui" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ measurements, caption }: { measurements: SilhouetteMeasurements; caption: string }) {
  return (
    <figure className="min-w-0 space-y-2">
      <div className="aspect-square rounded-xl bg-gradient-to-b from-stone-50 to-stone-100">
        <SilhouetteFigure measurements={measurements} className="size-full" />
      </div>
      <figcaption className="text-center text-sm font-medium text-gray-900">{caption}</figcaption>
    </figure>
  );
}
