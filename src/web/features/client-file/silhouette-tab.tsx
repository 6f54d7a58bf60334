import { Pencil } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useOutletContext } from 'react-router';
import type { ClientSummary } from '~/domain/clients';
import { GENDER_LABELS } from '~/domain/genders';
import { displayName } from '~/domain/person';
import { SilhouetteFigure } from '~/web/components/silhouette-figure';
import { optionalMeasurementRows } from '~/web/lib/measurement-rows';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { useMeasurementHistory } from './api/list-measurement-history';
import { MeasurementComparison } from './measurement-comparison';
import { MeasurementHistory } from './measurement-history';
import { MeasurementsForm } from './measurements-form';
import { StyleProfileCard } from './style-profile-card';
import { WearSummaryCard } from './wear-summary-card';
import { entryLabels } from './measurement-history-rows';

const unset = 'Non renseigné';

export function SilhouetteTab() {
  const client = useOutletContext<ClientSummary>();
  const rows: [string, string][] = [
    ['Nom', displayName(client)],
    ['Email', client.email || unset],
    ['Genre', client.gender ? GENDER_LABELS[client.gender] : unset],
    ['Âge', client.age != null ? `${client.age} ans` : unset],
    ['Taille', client.height != null ? `${client.height} cm` : unset],
    ['Poids', client.weight != null ? `${client.weight} kg` : unset],
  ];
  if (client.gender === 'femme') {
    rows.push(['Tour de poitrine', client.bustSize != null ? `${client.bustSize} cm` : unset]);
  }
  rows.push(...optionalMeasurementRows(client));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // Closing the form gives focus back to the button that opened it (the form had it).
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const history = useMeasurementHistory(client.id);
  const entries = useMemo(() => history.data?.pages.flatMap((page) => page.items) ?? [], [history.data]);
  const labels = useMemo(() => entryLabels(entries), [entries]);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Silhouette</CardTitle>
          </CardHeader>
          <CardContent>
            <div className="aspect-square rounded-xl bg-gradient-to-b from-stone-50 to-stone-100">
              <SilhouetteFigure measurements={client} className="size-full" />
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
            <CardTitle>Informations personnelles</CardTitle>
            {!editing && (
              <Button
                ref={editButton}
                variant="outline"
                size="sm"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                <Pencil aria-hidden /> Saisir les mesures
              </Button>
            )}
          </CardHeader>
          <CardContent>
            {editing ? (
              <MeasurementsForm
                client={client}
                onDone={() => setEditing(false)}
                onSaved={() => setSaved(true)}
              />
            ) : (
              <>
                <p role="status" className="text-sm text-emerald-700 empty:hidden">
                  {saved ? 'Mesures enregistrées.' : ''}
                </p>
                <dl className="divide-y divide-gray-100">
                  {rows.map(([label, value]) => (
                    <div key={label} className="flex justify-between gap-4 py-3 text-sm">
                      <dt className="text-gray-500">{label}</dt>
                      <dd className="truncate font-medium text-gray-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </CardContent>
        </Card>
      </div>
      <StyleProfileCard clientId={client.id} />
      <WearSummaryCard clientId={client.id} />
      <MeasurementHistory history={history} entries={entries} labels={labels} clientGender={client.gender} />
      {entries.length > 1 && <MeasurementComparison today={client} past={entries.slice(1)} labels={labels} />}
    </div>
  );
}
