import { Pin, RefreshCw, Shirt, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  OCCASION_LABELS,
  OCCASIONS,
  SEASON_LABELS,
  SEASONS,
  type Category,
  type Occasion,
  type Season,
} from '~/domain/clothing';
import {
  MISSING_LABELS,
  OUTFIT_IDEAS_TEXTS as TEXTS,
  type OutfitIdeaItem,
  type OutfitIdeaView,
} from '~/domain/outfit-ideas/outfit-ideas-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button, buttonVariants } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { NativeSelect } from '~/web/components/ui/native-select';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { useMe } from '~/web/lib/session';
import { toast } from '~/web/lib/toast';
import { useKeepLook, useOutfitIdeas, useRejectIdea } from './api';
import { ConsultantLooks } from './consultant-looks';
import { IdeaCard, itemTitle } from './idea-card';

const WARDROBE = '/client/dashboard/wardrobe';
const MAX_NAME = 120;

/** 'Chemise blanche, Jean brut et Bottines': what a kept idea is called in 'Mes Tenues'. */
export function lookName(items: readonly Pick<OutfitIdeaItem, 'name' | 'category'>[]): string {
  const titles = items.map(itemTitle);
  const text =
    titles.length > 1 ? `${titles.slice(0, -1).join(', ')} et ${titles.at(-1)}` : (titles[0] ?? '');
  return text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1)}…` : text;
}

/** 'un haut et un bas, ou une pièce unique (robe, combinaison)', then 'des chaussures'. */
function missingText(missing: readonly Category[]): string {
  const pair = (['top', 'bottom'] as const).filter((category) => missing.includes(category));
  const parts: string[] = [];
  if (missing.includes('one_piece'))
    parts.push(
      pair.length
        ? `${pair.map((category) => MISSING_LABELS[category]).join(' et ')}, ou ${MISSING_LABELS.one_piece}`
        : MISSING_LABELS.one_piece,
    );
  if (missing.includes('shoes')) parts.push(MISSING_LABELS.shoes);
  return parts.join(', puis ');
}

/** Her usual occasions (from her questionnaire) first, then the others; one flat list when she named none. */
function OccasionOptions({ hers }: { hers: readonly Occasion[] }) {
  const option = (value: Occasion) => (
    <option key={value} value={value}>
      {OCCASION_LABELS[value]}
    </option>
  );
  if (hers.length === 0) return OCCASIONS.map(option);
  return (
    <>
      <optgroup label={TEXTS.herOccasions}>{hers.map(option)}</optgroup>
      <optgroup label={TEXTS.otherOccasions}>
        {OCCASIONS.filter((value) => !hers.includes(value)).map(option)}
      </optgroup>
    </>
  );
}

const newSeed = () => Math.random().toString(36).slice(2, 10);

/** 'Idées de tenues': complete looks from her wardrobe, to keep, to set aside, or to rebuild around one piece. */
export function OutfitIdeasPage() {
  const me = useMe();
  const clientId = me.data?.id ?? '';
  const id = useId();
  const [seed, setSeed] = useState<string | undefined>();
  const [season, setSeason] = useState<Season | undefined>();
  const [occasion, setOccasion] = useState<Occasion | undefined>();
  const [keep, setKeep] = useState<{ id: string; title: string } | null>(null);
  const ideas = useOutfitIdeas(clientId, { seed, keep: keep?.id, season, occasion });
  const reject = useRejectIdea(clientId);
  const keepLook = useKeepLook(clientId);
  const [rejected, setRejected] = useState<ReadonlySet<string>>(new Set());
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLElement>());
  const moreButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const shown: OutfitIdeaView[] = (ideas.data?.ideas ?? []).filter((idea) => !rejected.has(idea.signature));

  function focusAfter(signature: string) {
    const at = shown.findIndex((idea) => idea.signature === signature);
    const next = shown[at + 1] ?? shown[at - 1];
    // After the card is gone: the next one, else the way to more ideas.
    setTimeout(() => {
      const target = next ? cards.current.get(next.signature) : moreButton.current;
      target?.focus();
    }, 0);
  }

  async function onReject(idea: OutfitIdeaView) {
    setPending(idea.signature);
    try {
      await reject.mutateAsync(idea.signature);
      focusAfter(idea.signature);
      setRejected((current) => new Set(current).add(idea.signature));
      toast.success(TEXTS.rejectedToast);
    } catch (error) {
      toast.error(TEXTS.rejectError, { description: errorMessage(error) });
    } finally {
      setPending(null);
    }
  }

  async function onKeepLook(idea: OutfitIdeaView) {
    setPending(idea.signature);
    try {
      await keepLook.mutateAsync({ name: lookName(idea.items), itemIds: idea.items.map((item) => item.id) });
      setKept((current) => new Set(current).add(idea.signature));
      toast.success(TEXTS.keptToast);
    } catch (error) {
      toast.error(TEXTS.keepError, { description: errorMessage(error) });
    } finally {
      setPending(null);
    }
  }

  function onKeepPiece(item: OutfitIdeaItem) {
    setKeep({ id: item.id, title: itemTitle(item) });
    setTimeout(() => listHeading.current?.focus(), 0);
  }

  const answer = ideas.data;
  const missing = answer?.missing ?? [];
  const cannotMake = missing.some((category) => category !== 'shoes');

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{TEXTS.title}</h1>
        <p className="text-gray-500">{TEXTS.intro}</p>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <div className="space-y-1.5 sm:w-48">
            <label htmlFor={`${id}-season`} className="text-sm font-medium text-gray-700">
              {TEXTS.season}
            </label>
            <NativeSelect
              id={`${id}-season`}
              className="[&_select]:h-11 sm:[&_select]:h-10"
              value={season ?? answer?.season ?? ''}
              onChange={(event) => setSeason(event.target.value as Season)}
            >
              {!answer && !season && <option value="">…</option>}
              {SEASONS.map((option) => (
                <option key={option} value={option}>
                  {SEASON_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5 sm:w-56">
            <label htmlFor={`${id}-occasion`} className="text-sm font-medium text-gray-700">
              {TEXTS.occasion}
            </label>
            <NativeSelect
              id={`${id}-occasion`}
              className="[&_select]:h-11 sm:[&_select]:h-10"
              value={occasion ?? ''}
              onChange={(event) => setOccasion((event.target.value || undefined) as Occasion | undefined)}
            >
              <option value="">{TEXTS.anyOccasion}</option>
              <OccasionOptions hers={answer?.herOccasions ?? []} />
            </NativeSelect>
          </div>
        </div>
        {/* A native button: its ref takes the focus when the last card is set aside. */}
        <button
          ref={moreButton}
          type="button"
          className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11')}
          onClick={() => setSeed(newSeed())}
          disabled={ideas.isFetching || clientId === ''}
        >
          <RefreshCw aria-hidden className={ideas.isFetching && answer ? 'animate-spin' : undefined} />
          {TEXTS.more}
        </button>
      </div>

      {!keep && <ConsultantLooks />}

      {keep && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-brand-100 bg-brand-50/50 px-4 py-3">
          <p className="inline-flex items-center gap-2 font-medium text-gray-900">
            <Pin className="size-4 text-brand-700" aria-hidden />
            {TEXTS.keepingPiece(keep.title)}
          </p>
          <Button type="button" variant="ghost" className="min-h-11" onClick={() => setKeep(null)}>
            <X aria-hidden />
            {TEXTS.stopKeeping}
          </Button>
        </div>
      )}

      <section aria-labelledby={`${id}-list`} aria-busy={ideas.isFetching} className="space-y-4">
        <h2 id={`${id}-list`} ref={listHeading} tabIndex={-1} className="sr-only">
          {keep ? TEXTS.keepingPiece(keep.title) : TEXTS.title}
        </h2>
        {ideas.isPending ? (
          <div className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-white px-6 py-10 text-gray-600">
            <Spinner label={TEXTS.loading} />
            <span aria-hidden>{TEXTS.loading}</span>
          </div>
        ) : ideas.isError && !answer ? (
          <LoadFailure message={TEXTS.error} onRetry={() => void ideas.refetch()} />
        ) : cannotMake && shown.length === 0 ? (
          <div className="space-y-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-8 text-center">
            <p className="font-semibold text-gray-900">{TEXTS.emptyTitle}</p>
            <p className="text-gray-600">
              {answer?.occasion
                ? TEXTS.emptyForOccasion(OCCASION_LABELS[answer.occasion], missingText(missing))
                : TEXTS.emptyMissing(missingText(missing))}
            </p>
            <Link
              to={WARDROBE}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 font-medium text-white hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
            >
              <Shirt className="size-4" aria-hidden />
              {TEXTS.toWardrobe}
            </Link>
          </div>
        ) : shown.length === 0 ? (
          <div className="space-y-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-8 text-center">
            <p className="text-gray-600">{TEXTS.emptyNone}</p>
            <Link to={WARDROBE} className="font-medium text-brand-700 underline underline-offset-2">
              {TEXTS.toWardrobe}
            </Link>
          </div>
        ) : (
          <>
            {missing.includes('shoes') && (
              <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
                {TEXTS.noShoes}{' '}
                <Link to={WARDROBE} className="font-medium underline underline-offset-2">
                  {TEXTS.toWardrobe}
                </Link>
              </p>
            )}
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {shown.map((idea) => (
                <li key={idea.signature} className="flex">
                  <IdeaCard
                    idea={idea}
                    // Its number in the answer: the others keep theirs when one is set aside.
                    index={answer!.ideas.indexOf(idea)}
                    keptId={keep?.id ?? null}
                    kept={kept.has(idea.signature)}
                    busy={pending === idea.signature}
                    onKeepLook={() => void onKeepLook(idea)}
                    onReject={() => void onReject(idea)}
                    onKeepPiece={onKeepPiece}
                    cardRef={(element) => {
                      if (element) cards.current.set(idea.signature, element);
                      else cards.current.delete(idea.signature);
                    }}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
