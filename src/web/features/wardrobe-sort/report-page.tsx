import { Archive, ArrowLeft, Copy, Pencil, Plus, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CATEGORY_LABELS, CATEGORY_TAB_LABELS, SEASON_LABELS } from '~/domain/clothing';
import {
  SORT_DECISION_LABELS,
  SORT_DECISIONS,
  type PaletteShare,
  type SortCounts,
  type SortGap,
} from '~/domain/wardrobe-sort-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { formatDate } from '~/web/lib/format';
import { toast } from '~/web/lib/toast';
import { useAdvice, useArchiveLeaving, useEditMissing, useReport, useSortPlace } from './api';
import { MissingEditor } from './missing-editor';

const COLUMNS = [...SORT_DECISIONS, 'undecided'] as const;
const COLUMN_LABELS: Record<(typeof COLUMNS)[number], string> = {
  ...SORT_DECISION_LABELS,
  undecided: 'À décider',
};

/** The client file's proposals, its dialog filled with the gap: a piece for every season it lacks. */
const proposalLink = (base: string, gap: SortGap, advice: string | undefined) => {
  const params = new URLSearchParams({
    proposer: gap.category,
    saison: gap.seasons.length === 1 ? gap.seasons[0]! : 'all',
    ...(advice ? { conseil: advice } : {}),
  });
  return `${base.replace(/\/tri$/, '')}/proposals?${params}`;
};

const share = ({ suited, measured }: PaletteShare) =>
  measured === 0 ? 'sans couleurs mesurées' : `${Math.round((suited / measured) * 100)} %`;

/** The sort's report ('Bilan du tri'): counts, the palette's share before and after, what to alter, what leaves. */
export function SortReportPage() {
  const { sortId = '' } = useParams();
  const { base, viewer } = useSortPlace();
  const report = useReport(sortId);
  // Her morphology's advice for what is missing, from her diagnosis.
  const advice = useAdvice();
  const adviceOf = (gap: SortGap) => advice(gap.category);
  const id = useId();
  const [editingMissing, setEditingMissing] = useState(false);
  const archiveLeaving = useArchiveLeaving(sortId);
  const editMissing = useEditMissing(sortId);

  if (report.isPending) return <Spinner label="Chargement du bilan..." />;
  if (report.isError)
    return <LoadFailure message="Impossible de charger le bilan." onRetry={() => void report.refetch()} />;
  const { counts, byCategory, palette, alterations, leaving, missing, missingEdited } = report.data;
  const stillHere = leaving.filter((item) => item.archivedAt === null).length;
  // Her consultant's words for the piece say best what to propose; else her morphology's advice.
  const proposalAdvice = (gap: SortGap) => gap.note ?? adviceOf(gap);

  const takeOut = () =>
    archiveLeaving.mutate(undefined, {
      onSuccess: ({ archived }) =>
        toast.success('Sortis de la garde-robe', {
          description: `${archived} vêtement${archived > 1 ? 's' : ''} : retrouvez-les dans « Sortis de la garde-robe ».`,
        }),
      onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
    });
  const backToComputed = () =>
    editMissing.mutate(null, {
      onSuccess: () => toast.success('Liste calculée rétablie'),
      onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
    });

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Description copiée');
    } catch {
      toast.error('Copie impossible', { description: 'Sélectionnez le texte pour le copier.' });
    }
  };

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <Link
          to={`${base}/${sortId}`}
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Retour au tri
        </Link>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Bilan du tri</h1>
        <p className="text-gray-500">
          {report.data.total} vêtement{report.data.total > 1 ? 's' : ''} passé
          {report.data.total > 1 ? 's' : ''} en revue
        </p>
      </header>

      <section
        aria-labelledby={`${id}-counts`}
        className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h2 id={`${id}-counts`} className="mb-3 font-semibold text-gray-900">
          Décisions
        </h2>
        {/* On a phone the table scrolls sideways: the keyboard reaches it too. */}
        <div className="overflow-x-auto" role="region" aria-label="Décisions par catégorie" tabIndex={0}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead>
              <tr className="border-b border-gray-200 text-gray-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Catégorie
                </th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 text-right font-medium">
                    {COLUMN_LABELS[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {byCategory.map((row) => (
                <CountsRow key={row.category} label={CATEGORY_TAB_LABELS[row.category]} counts={row.counts} />
              ))}
              <CountsRow label="Total" counts={counts} strong />
            </tbody>
          </table>
        </div>
      </section>

      <section
        aria-labelledby={`${id}-palette`}
        className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h2 id={`${id}-palette`} className="mb-2 font-semibold text-gray-900">
          {viewer === 'client' ? 'Dans votre palette' : 'Dans sa palette'}
        </h2>
        <p className="text-sm text-gray-700">
          Avant le tri : {share(palette.before)} · Ce qui reste : {share(palette.after)}
        </p>
      </section>

      <section
        aria-labelledby={`${id}-alter`}
        className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h2 id={`${id}-alter`} className="mb-2 font-semibold text-gray-900">
          Retouches
        </h2>
        {alterations.length === 0 ? (
          <p className="text-sm text-gray-500">Aucune retouche.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {alterations.map((alteration) => (
              <li key={alteration.itemId} className="py-2 text-sm">
                <span className="font-medium text-gray-900">{alteration.title}</span>
                {alteration.note ? ` : ${alteration.note}` : ''}
                {alteration.decidedBy && (
                  <span className="block text-xs text-gray-500">Décidé par {alteration.decidedBy.name}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby={`${id}-missing`}
        className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-missing`} className="font-semibold text-gray-900">
            Ce qui manque
          </h2>
          {viewer === 'consultant' && !editingMissing && (
            <div className="flex flex-wrap gap-2">
              {missingEdited && (
                <Button variant="ghost" size="sm" onClick={backToComputed} disabled={editMissing.isPending}>
                  <RotateCcw aria-hidden />
                  Revenir à la liste calculée
                </Button>
              )}
              <Button variant="outline" size="sm" onClick={() => setEditingMissing(true)}>
                <Pencil aria-hidden />
                Modifier la liste
              </Button>
            </div>
          )}
        </div>
        {missingEdited && !editingMissing && (
          <p className="mb-2 text-xs text-gray-500">
            {viewer === 'client' ? 'Liste écrite par votre conseillère' : 'Votre liste, écrite pour elle'}
          </p>
        )}
        {editingMissing ? (
          <MissingEditor sortId={sortId} gaps={missing} onDone={() => setEditingMissing(false)} />
        ) : missing.length === 0 ? (
          <p className="text-sm text-gray-500">
            {missingEdited
              ? 'Rien ne manque.'
              : 'Chaque saison a ses hauts, ses bas, ses chaussures et ses vestes.'}
          </p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {missing.map((gap, index) => (
              <li key={`${gap.category}-${index}`} className="space-y-1 py-3 text-sm">
                <p>
                  <span className="font-medium text-gray-900">{CATEGORY_LABELS[gap.category]}</span> pour{' '}
                  {gap.seasons.map((season) => SEASON_LABELS[season].toLowerCase()).join(', ')}
                  {gap.inPalette ? (viewer === 'client' ? ', dans votre palette' : ', dans sa palette') : ''}
                </p>
                {gap.note && <p className="font-medium text-gray-800">{gap.note}</p>}
                {adviceOf(gap) && <p className="text-gray-600">{adviceOf(gap)}</p>}
                {viewer === 'consultant' && (
                  <Button variant="outline" size="sm" asChild>
                    <Link to={proposalLink(base, gap, proposalAdvice(gap))}>
                      <Plus aria-hidden />
                      Proposer une pièce
                    </Link>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby={`${id}-leaving`}
        className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-leaving`} className="font-semibold text-gray-900">
            À donner ou à vendre
          </h2>
          {viewer === 'client' && stillHere > 0 && (
            <Button variant="outline" size="sm" onClick={takeOut} disabled={archiveLeaving.isPending}>
              <Archive aria-hidden />
              Sortir {stillHere > 1 ? `ces ${stillHere} vêtements` : 'ce vêtement'} de ma garde-robe
            </Button>
          )}
        </div>
        {viewer === 'consultant' && stillHere > 0 && (
          <p className="mb-2 text-xs text-gray-500">
            Votre cliente les sort de sa garde-robe depuis ce bilan, quand ils sont partis.
          </p>
        )}
        {leaving.length === 0 ? (
          <p className="text-sm text-gray-500">Rien ne quitte la garde-robe.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {leaving.map((item) => (
              <li key={item.itemId} className="space-y-1 py-2 text-sm">
                <p>
                  <span className="font-medium text-gray-900">{item.title}</span> ·{' '}
                  {SORT_DECISION_LABELS[item.decision]}
                  {item.archivedAt && (
                    <span className="block text-xs text-gray-500">
                      Sorti de la garde-robe le {formatDate(item.archivedAt)}
                    </span>
                  )}
                </p>
                {item.saleText && (
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="text-gray-600">{item.saleText}</p>
                    <Button variant="outline" size="sm" onClick={() => void copy(item.saleText!)}>
                      <Copy aria-hidden />
                      Copier la description
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CountsRow({
  label,
  counts,
  strong = false,
}: {
  label: string;
  counts: SortCounts;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? 'font-semibold text-gray-900' : 'border-b border-gray-100 text-gray-700'}>
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {label}
      </th>
      {COLUMNS.map((column) => (
        <td key={column} className="px-2 py-2 text-right tabular-nums">
          {counts[column]}
        </td>
      ))}
    </tr>
  );
}
