import type { Gender } from '~/domain/genders';
import type { MeasurementSnapshot } from '~/domain/measurements';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';
import { cn } from '~/web/lib/cn';
import type { useMeasurementHistory } from './api/list-measurement-history';
import { changedByLabel, formatMeasure, measureColumns, movement } from './measurement-history-rows';

export const HISTORY_MESSAGES = {
  loadFailed: "Impossible de charger l'historique des mensurations.",
  moreFailed: 'Impossible de charger la suite.',
  none: 'Aucune mensuration enregistrée.',
  noChange: "Aucun changement depuis l'inscription.",
} as const;

/** A heading cell: on one line on a phone, whose table scrolls; broken onto two where needed from 1024 px. */
const WRAPPING_AT_DESK = 'px-3 py-2 font-medium whitespace-nowrap lg:whitespace-normal';

/** The client's measurements after each change, newest first, each value with its movement since the one before. */
export function MeasurementHistory({
  history,
  entries,
  labels,
  clientGender,
}: {
  history: ReturnType<typeof useMeasurementHistory>;
  entries: MeasurementSnapshot[];
  labels: Map<string, string>;
  clientGender: Gender | null;
}) {
  return (
    <Card aria-labelledby="measurement-history-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="measurement-history-title">Historique des mensurations</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {history.isError && !history.data ? (
          <LoadFailure message={HISTORY_MESSAGES.loadFailed} onRetry={() => void history.refetch()} />
        ) : history.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Chargement de l'historique des mensurations..." />
          </div>
        ) : entries.length === 0 ? (
          <p className="text-sm text-gray-600">{HISTORY_MESSAGES.none}</p>
        ) : (
          <>
            {entries.length === 1 && !history.hasNextPage && (
              <p className="text-sm text-gray-600">{HISTORY_MESSAGES.noChange}</p>
            )}
            <HistoryTable entries={entries} labels={labels} clientGender={clientGender} />
            {history.isFetchNextPageError && (
              <p role="alert" className="text-sm text-red-700">
                {HISTORY_MESSAGES.moreFailed}
              </p>
            )}
            {history.hasNextPage && (
              <Button
                variant="outline"
                onClick={() => void history.fetchNextPage()}
                disabled={history.isFetchingNextPage}
              >
                {history.isFetchingNextPage ? 'Chargement...' : 'Voir plus'}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryTable({
  entries,
  labels,
  clientGender,
}: {
  entries: MeasurementSnapshot[];
  labels: Map<string, string>;
  clientGender: Gender | null;
}) {
  const columns = measureColumns(entries);
  return (
    // On a phone the table scrolls inside its own frame, which keyboard users can focus and scroll. The
    // frame is positioned so that the cells' visually hidden texts (absolute) stay inside it. From 1024 px the
    // headings and dates may break onto a second line, so that the table fits its card at a desk.
    <div
      role="region"
      aria-label="Tableau de l'historique des mensurations"
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Mensurations après chaque changement, les plus récents d'abord</caption>
        <thead className="bg-gray-50 text-xs text-gray-600">
          <tr>
            <th scope="col" className={WRAPPING_AT_DESK}>
              Date
            </th>
            <th scope="col" className={WRAPPING_AT_DESK}>
              Par
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={WRAPPING_AT_DESK}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {entries.map((entry, index) => {
            const previous = entries[index + 1];
            return (
              <tr key={entry.id}>
                <th scope="row" className={cn(WRAPPING_AT_DESK, 'text-gray-900')}>
                  <time dateTime={entry.changedAt}>{labels.get(entry.id)}</time>
                </th>
                <td className="px-3 py-2 whitespace-nowrap text-gray-700">
                  {changedByLabel(entry.changedBy, clientGender)}
                </td>
                {columns.map((column) => {
                  const value = entry[column.key];
                  const moved = movement(column, value, previous?.[column.key]);
                  return (
                    <td key={column.key} className="px-3 py-2 whitespace-nowrap text-gray-900">
                      {value == null ? (
                        <>
                          <span aria-hidden>—</span>
                          <span className="sr-only">Non renseigné</span>
                        </>
                      ) : (
                        formatMeasure(column, value)
                      )}
                      {moved && (
                        <>
                          {' '}
                          <span
                            aria-hidden
                            className="ml-1 rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700"
                          >
                            {moved.marker}
                          </span>
                          <span className="sr-only">{moved.label}</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
