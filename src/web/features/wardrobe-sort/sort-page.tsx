import { WEAR_CALENDAR_TEXTS, type GarmentWears } from '~/domain/wear-calendar-texts';
import { WearLine } from '~/web/components/garment-wears';
import { useWearSummary, wearsById } from '~/web/lib/wear-summary';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ClipboardList, Flag } from 'lucide-react';
import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { ClothingItem } from '~/domain/wardrobe';
import {
  SORT_DECISION_LABELS,
  SORT_DECISIONS,
  SORT_MESSAGES,
  type SortDecisionView,
} from '~/domain/wardrobe-sort-texts';
import { GarmentPicture } from '~/web/components/garment-picture';
import { LoadFailure } from '~/web/components/load-failure';
import { PaletteBadge } from '~/web/components/palette-badge';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { formatDate } from '~/web/lib/format';
import { garmentLabels, garmentTitle } from '~/web/lib/garment-text';
import { toast } from '~/web/lib/toast';
import {
  sortQueryOptions,
  sortScope,
  useAdvice,
  useDecide,
  useFinishSort,
  useSortPlace,
  type DecisionChange,
} from './api';
import { DECISION_KEYS, DecisionPanel } from './decision-panel';

const WIDE = '(min-width: 768px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** A desk's grid from 768 px; a phone's one garment at a time below (and while the page is drawn on the server). */
const useWide = () =>
  useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );

/** A swipe is a horizontal move of this many pixels at least. */
const SWIPE_PX = 60;

/** The sort itself: every garment in turn with its decision, saved as it is made and shown live to the other. */
export function WardrobeSortPage() {
  const { sortId = '' } = useParams();
  const { base, viewer } = useSortPlace();
  const sort = useQuery(sortQueryOptions(sortId));
  const decide = useDecide(sortId);
  const finish = useFinishSort(sortId);
  const wide = useWide();
  // How often each piece is worn, beside the decision (the wear log's kept counts).
  const wearSummary = useWearSummary(sort.data?.sort.clientId);
  const wearsOf = wearsById(wearSummary.data);

  if (sort.isPending) return <Spinner label="Chargement du tri..." />;
  if (sort.isError)
    return <LoadFailure message="Impossible de charger ce tri." onRetry={() => void sort.refetch()} />;

  const { garments, decisions } = sort.data;
  const finished = sort.data.sort.finishedAt !== null;
  const decisionOf = new Map(decisions.map((decision) => [decision.itemId, decision]));
  const onChange = (change: DecisionChange) =>
    decide.mutate(change, {
      onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
    });
  const scope = sortScope(sort.data.sort);

  async function onFinish() {
    try {
      await finish.mutateAsync();
      toast.success('Tri terminé', { description: 'Son bilan est prêt.' });
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
    }
  }

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{SORT_MESSAGES.title}</h1>
          <p className="mt-1 text-gray-500">
            {scope} · Créé le {formatDate(sort.data.sort.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={`${base}/${sortId}/bilan`}>
              <ClipboardList aria-hidden />
              Voir le bilan
            </Link>
          </Button>
          {!finished && (
            <Button onClick={onFinish} disabled={finish.isPending}>
              <Flag aria-hidden />
              Terminer le tri
            </Button>
          )}
        </div>
      </header>
      <Progress decided={decisions.length} total={garments.length} />
      {finished && (
        <p
          role="note"
          className="rounded-xl border border-gray-200 bg-gray-50 px-4 py-3 text-sm text-gray-700"
        >
          Tri terminé le {formatDate(sort.data.sort.finishedAt!)} : ses décisions ne changent plus.
        </p>
      )}
      {garments.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center text-gray-500">
          Aucun vêtement à trier ici : la garde-robe (ou la partie choisie) est vide.
        </p>
      ) : wide ? (
        <SortGrid
          garments={garments}
          wearsOf={wearsOf}
          decisionOf={decisionOf}
          disabled={finished}
          viewer={viewer}
          onChange={onChange}
        />
      ) : (
        <SortSteps
          garments={garments}
          wearsOf={wearsOf}
          decisionOf={decisionOf}
          disabled={finished}
          viewer={viewer}
          onChange={onChange}
        />
      )}
    </div>
  );
}

function Progress({ decided, total }: { decided: number; total: number }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-gray-700" aria-live="polite">
        Vêtements décidés : {decided} sur {total}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-gray-100" aria-hidden>
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${total ? Math.round((decided / total) * 100) : 0}%` }}
        />
      </div>
    </div>
  );
}

type ViewProps = {
  garments: ClothingItem[];
  wearsOf: Map<string, GarmentWears>;
  decisionOf: Map<string, SortDecisionView>;
  disabled: boolean;
  viewer: 'client' | 'consultant';
  onChange: (change: DecisionChange) => void;
};

/** Its name, labels and palette verdict, and her morphology's advice for its category. */
function GarmentHeading({
  garment,
  wears,
  viewer,
}: {
  garment: ClothingItem;
  wears: GarmentWears | undefined;
  viewer: 'client' | 'consultant';
}) {
  const advice = useAdvice()(garment.category);
  return (
    <div className="space-y-1">
      <h2 className="font-semibold break-words text-gray-900">{garmentTitle(garment)}</h2>
      <p className="text-xs text-gray-500">{garmentLabels(garment).join(' · ')}</p>
      {wears && <WearOrUnworn wears={wears} />}
      <PaletteBadge match={garment.paletteMatch} viewer={viewer} />
      {advice && (
        <details className="text-sm text-gray-600">
          <summary className="cursor-pointer text-brand-700">Conseil morphologie</summary>
          <p className="mt-1">{advice}</p>
        </details>
      )}
    </div>
  );
}

/** 'Porté 12 fois · Coût par port : 4,10 €', or 'Jamais porté depuis 6 mois', which a sort weighs. */
function WearOrUnworn({ wears }: { wears: GarmentWears }) {
  if (wears.unworn)
    return (
      <p className="w-fit rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
        {WEAR_CALENDAR_TEXTS.unworn}
      </p>
    );
  return <WearLine wears={wears} />;
}

function DecidedBy({ decision }: { decision: SortDecisionView | undefined }) {
  if (!decision) return null;
  return (
    <p className="text-xs text-gray-500">
      {SORT_DECISION_LABELS[decision.decision]}
      {decision.decidedBy ? ` · décidé par ${decision.decidedBy.name}` : ''}
    </p>
  );
}

/** A phone: one garment per screen, large buttons, a swipe (or the arrows) to the next or the previous. */
function SortSteps({ garments, wearsOf, decisionOf, disabled, viewer, onChange }: ViewProps) {
  const firstUndecided = garments.findIndex((garment) => !decisionOf.has(garment.id));
  const [index, setIndex] = useState(firstUndecided === -1 ? 0 : firstUndecided);
  const start = useRef<number | null>(null);
  const at = Math.min(index, garments.length - 1);
  const garment = garments[at]!;
  const go = (step: number) => setIndex(Math.max(0, Math.min(garments.length - 1, at + step)));
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <article
      aria-label={garmentTitle(garment)}
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div
        className="touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <GarmentPicture item={garment} gridIndex={0} />
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" className="size-11" onClick={() => go(-1)} disabled={at === 0}>
          <ChevronLeft aria-hidden />
          <span className="sr-only">Vêtement précédent</span>
        </Button>
        <p className="text-sm text-gray-600">
          {at + 1} / {garments.length}
        </p>
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          onClick={() => go(1)}
          disabled={at === garments.length - 1}
        >
          <ChevronRight aria-hidden />
          <span className="sr-only">Vêtement suivant</span>
        </Button>
      </div>
      <GarmentHeading garment={garment} wears={wearsOf.get(garment.id)} viewer={viewer} />
      <DecidedBy decision={decisionOf.get(garment.id)} />
      <DecisionPanel
        key={garment.id}
        itemId={garment.id}
        title={garmentTitle(garment)}
        current={decisionOf.get(garment.id)}
        disabled={disabled}
        large
        onChange={onChange}
      />
    </article>
  );
}

/** A desk: every garment in a grid; keys 1 to 5 decide for the garment whose card has the focus. */
function SortGrid({ garments, wearsOf, decisionOf, disabled, viewer, onChange }: ViewProps) {
  const onKeyDown = (garment: ClothingItem) => (event: KeyboardEvent) => {
    const decision = DECISION_KEYS[event.key];
    if (!decision || disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    const current = decisionOf.get(garment.id);
    onChange({ itemId: garment.id, decision, reasons: current?.reasons ?? [], note: current?.note ?? null });
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-500">
        Au clavier :{' '}
        {SORT_DECISIONS.map((decision, index) => `${index + 1} ${SORT_DECISION_LABELS[decision]}`).join(', ')}
        .
      </p>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-4">
        {garments.map((garment, index) => (
          <li key={garment.id} className="min-w-0">
            <article
              aria-label={garmentTitle(garment)}
              tabIndex={0}
              onKeyDown={onKeyDown(garment)}
              className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <GarmentPicture item={garment} gridIndex={index} />
              <div className="flex flex-1 flex-col gap-3 p-4">
                <GarmentHeading garment={garment} wears={wearsOf.get(garment.id)} viewer={viewer} />
                <DecidedBy decision={decisionOf.get(garment.id)} />
                <DecisionPanel
                  itemId={garment.id}
                  title={garmentTitle(garment)}
                  current={decisionOf.get(garment.id)}
                  disabled={disabled}
                  onChange={onChange}
                />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
