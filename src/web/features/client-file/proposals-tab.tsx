import { Pencil, Plus, Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import {
  CATEGORIES,
  DEFAULT_COLOR,
  DEFAULT_SEASON,
  SEASONS,
  type Category,
  type Season,
} from '~/domain/clothing';
import { MAX_NOTES_LENGTH } from '~/domain/limits';
import { toast } from '~/web/lib/toast';
import type { ClientSummary } from '~/domain/clients';
import { OUTFIT_MESSAGES } from '~/domain/outfit-texts';
import { PROPOSAL_MESSAGES, PROPOSAL_STATUS_LABELS } from '~/domain/proposal-texts';
import { answersToShow, QUESTIONNAIRE_ANSWERS_MESSAGES } from '~/domain/questionnaire-answers';
import type { ClothingItem } from '~/domain/wardrobe';
import { ClothingDialog, type ClothingDialogInitial } from '~/web/components/clothing-dialog/clothing-dialog';
import { ConfirmDeleteDialog } from '~/web/components/confirm-delete-dialog';
import type {
  ClothingFieldsOutput,
  ClothingImageFiles,
} from '~/web/components/clothing-dialog/clothing-form-types';
import { GarmentDetails } from '~/web/components/garment-details';
import { GarmentPicture } from '~/web/components/garment-picture';
import { PagedCardGrid } from '~/web/components/paged-card-grid';
import { PaletteBadge } from '~/web/components/palette-badge';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { cn } from '~/web/lib/cn';
import { errorMessage } from '~/web/lib/error-message';
import { formatPrice, formatPriceInput } from '~/web/lib/format';
import { garmentLabels, garmentTitle, unlocksText } from '~/web/lib/garment-text';
import { useAddToCatalogue } from './api/add-to-catalogue';
import { useClientProposals, useProposalSummary, useSetBudget } from './api/client-proposals';
import { useEditProposal, useWithdrawProposal } from './api/edit-proposal';
import { useClientQuestionnaire } from './api/questionnaire';
import { lazySchemas } from '~/web/lib/lazy-validation';

const proposalSchemas = lazySchemas(() => import('~/domain/proposals'));

const STATUS_STYLES = {
  pending: 'bg-gray-100 text-gray-700',
  wanted: 'bg-brand-50 text-brand-800',
  maybe: 'bg-amber-50 text-amber-800',
  declined: 'bg-stone-100 text-stone-700',
  bought: 'bg-emerald-50 text-emerald-800',
} as const;

const PROPOSAL_ANSWERED_HINT = 'Votre client a répondu\u00a0: la proposition ne se modifie plus.';

/** The client file's 'Propositions': the budget, and each proposal with the client's answer. */
/** The garment a link asks to propose (`?proposer=bottom&saison=winter&conseil=…`), or none. */
function askedProposal(params: URLSearchParams): ClothingDialogInitial | undefined {
  const category = params.get('proposer');
  if (!CATEGORIES.includes(category as Category)) return undefined;
  const season = params.get('saison');
  return {
    category: category as Category,
    season: SEASONS.includes(season as Season) ? (season as Season) : DEFAULT_SEASON,
    color: DEFAULT_COLOR,
    occasions: [],
    notes: params.get('conseil')?.slice(0, MAX_NOTES_LENGTH) || null,
    name: null,
    brand: null,
    size: null,
    price: null,
    purchaseDate: null,
    displayUrl: '',
    shop: null,
    productUrl: null,
    fitNote: null,
  };
}

export function ProposalsTab() {
  const client = useOutletContext<ClientSummary>();
  const list = useClientProposals(client.id);
  const add = useAddToCatalogue(client.id);
  const edit = useEditProposal(client.id);
  const withdraw = useWithdrawProposal(client.id);
  // 'Proposer une pièce' from a sort's missing list: the dialog opens filled with the gap.
  const [params, setParams] = useSearchParams();
  const [asked] = useState(() => askedProposal(params));
  const [adding, setAdding] = useState(asked !== undefined);
  const closeAdding = (open: boolean) => {
    setAdding(open);
    if (!open && params.has('proposer')) setParams({}, { replace: true });
  };
  const [editing, setEditing] = useState<ClothingItem | null>(null);
  const [withdrawing, setWithdrawing] = useState<ClothingItem | null>(null);

  const propose = async (fields: ClothingFieldsOutput, files: ClothingImageFiles | null) => {
    if (!files) return;
    try {
      await add.mutateAsync({ fields, files });
      toast.success('Succès', { description: OUTFIT_MESSAGES.catalogueAdded });
      setAdding(false);
    } catch (error) {
      toast.error('Erreur', { description: OUTFIT_MESSAGES.catalogueAddFailed });
      throw error;
    }
  };

  const saveEdit = async (fields: ClothingFieldsOutput) => {
    if (!editing) return;
    try {
      await edit.mutateAsync({ itemId: editing.id, fields });
      toast.success('Succès', { description: PROPOSAL_MESSAGES.edited });
      setEditing(null);
    } catch (error) {
      toast.error('Erreur', { description: PROPOSAL_MESSAGES.editFailed });
      // The dialog shows why under 'Erreur lors de la sauvegarde' (answered meanwhile, for one).
      throw error;
    }
  };

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    try {
      await withdraw.mutateAsync(withdrawing.id);
      toast.success('Succès', { description: PROPOSAL_MESSAGES.withdrawn });
    } catch (error) {
      toast.error(PROPOSAL_MESSAGES.withdrawFailed, { description: errorMessage(error) });
    }
    setWithdrawing(null);
  };

  return (
    <div className="space-y-6">
      <BudgetCard clientId={client.id} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900">Vos propositions</h2>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          Proposer un vêtement
        </Button>
      </div>
      <PagedCardGrid
        list={list}
        failedMessage={OUTFIT_MESSAGES.catalogueLoadFailed}
        emptyMessage="Aucune proposition pour ce client : proposez-lui un vêtement avec sa boutique, son prix et son lien."
        className="grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        {(item) => <ProposalStatusCard item={item} onEdit={setEditing} onWithdraw={setWithdrawing} />}
      </PagedCardGrid>
      <ClothingDialog
        mode="create"
        open={adding}
        onOpenChange={closeAdding}
        initial={asked}
        title="Proposer un vêtement"
        description="Ce vêtement rejoint vos propositions pour ce client ; son arrière-plan est retiré automatiquement."
        proposal
        onSubmit={propose}
      />
      <ClothingDialog
        mode="edit"
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        initial={editing ?? undefined}
        title="Modifier la proposition"
        description={'Votre client voit la proposition modifiée\u00a0; sa photo reste la même.'}
        proposal
        onSubmit={saveEdit}
      />
      <ConfirmDeleteDialog
        title="Retirer la proposition"
        description={`«\u00a0${withdrawing ? garmentTitle(withdrawing) : ''}\u00a0» disparaît des propositions de votre client, avec sa réponse s'il en a donné une. Cette action est irréversible.`}
        open={withdrawing !== null}
        deleting={withdraw.isPending}
        confirmLabel="Retirer"
        busyLabel="Retrait..."
        onOpenChange={(open) => !open && setWithdrawing(null)}
        onConfirm={() => void confirmWithdraw()}
      />
    </div>
  );
}

function ProposalStatusCard({
  item,
  onEdit,
  onWithdraw,
}: {
  item: ClothingItem;
  onEdit: (item: ClothingItem) => void;
  onWithdraw: (item: ClothingItem) => void;
}) {
  const proposal = item.proposal!;
  const status = proposal.decision ?? 'pending';
  const title = garmentTitle(item);
  const unlocks = unlocksText(proposal.unlocks, 'consultant');
  return (
    <article
      aria-label={title}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
    >
      <GarmentPicture item={item} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold break-words text-gray-900">{title}</h3>
        <p className="text-xs text-gray-500">{garmentLabels(item).join(' · ')}</p>
        <div className="flex flex-wrap gap-1.5">
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_STYLES[status])}>
            {PROPOSAL_STATUS_LABELS[status]}
          </span>
          <PaletteBadge match={item.paletteMatch} viewer="consultant" />
        </div>
        {proposal.comment && (
          <blockquote className="border-l-2 border-brand-300 pl-3 text-sm whitespace-pre-line text-gray-700">
            {proposal.comment}
          </blockquote>
        )}
        <GarmentDetails item={item} />
        {unlocks && <p className="text-sm text-brand-800">{unlocks}</p>}
        {/* Edited while unanswered, withdrawn until bought: a bought garment is the client's now. */}
        {status !== 'bought' && (
          <div className="mt-auto space-y-2 pt-1">
            {status !== 'pending' && <p className="text-xs text-gray-600">{PROPOSAL_ANSWERED_HINT}</p>}
            <div className="grid grid-cols-2 gap-2">
              {status === 'pending' && (
                <Button variant="outline" size="sm" className="px-2" onClick={() => onEdit(item)}>
                  <Pencil aria-hidden />
                  Modifier<span className="sr-only"> la proposition {title}</span>
                </Button>
              )}
              <Button
                variant="outline"
                size="sm"
                className="px-2 text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={() => onWithdraw(item)}
              >
                <Undo2 aria-hidden />
                Retirer<span className="sr-only"> la proposition {title}</span>
              </Button>
            </div>
          </div>
        )}
      </div>
    </article>
  );
}

function BudgetCard({ clientId }: { clientId: string }) {
  const id = useId();
  const summary = useProposalSummary(clientId);
  const setBudget = useSetBudget(clientId);
  // What she answered to the questionnaire's budget question: the consultant sets the budget from her words.
  const herBudget = answersToShow(useClientQuestionnaire(clientId).data, ['budget'])[0]?.text;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = summary.data;
  const value = draft ?? (data?.budget == null ? '' : formatPriceInput(data.budget));
  const spent = data ? data.wanted + data.bought : 0;
  const over = data?.budget != null && spent > data.budget;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim().replace(/\s/g, '').replace(',', '.');
    await proposalSchemas.submit(async ({ budgetSchema }) => {
      const parsed = budgetSchema.safeParse({ budget: text === '' ? null : Number(text) });
      if (!parsed.success) return setError(PROPOSAL_MESSAGES.budgetInvalid);
      setError(null);
      try {
        await setBudget.mutateAsync(parsed.data.budget);
        setDraft(null);
        toast.success('Budget enregistré');
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Budget</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {data && (
          <div className="space-y-2">
            <p className="text-sm text-gray-700">
              Voulu : <strong>{formatPrice(data.wanted)}</strong> · Acheté :{' '}
              <strong>{formatPrice(data.bought)}</strong>
              {data.budget != null && (
                <>
                  {' '}
                  sur un budget de <strong>{formatPrice(data.budget)}</strong>
                </>
              )}
            </p>
            {data.budget != null && data.budget > 0 && (
              <div
                className="h-2.5 overflow-hidden rounded-full bg-stone-100"
                role="img"
                aria-label={`${Math.round((spent / data.budget) * 100)} % du budget`}
              >
                <div
                  className={cn('h-full', over ? 'bg-red-500' : 'bg-brand-600')}
                  style={{ width: `${Math.min(100, (spent / data.budget) * 100)}%` }}
                />
              </div>
            )}
            {over && (
              <p className="text-sm text-red-700">Les vêtements voulus et achetés dépassent le budget.</p>
            )}
          </div>
        )}
        <form
          onSubmit={save}
          {...proposalSchemas.whenUsed}
          className="flex flex-wrap items-end gap-2"
          noValidate
        >
          <div className="w-40 space-y-1.5">
            <Label htmlFor={`${id}-budget`}>Budget du client (€)</Label>
            <Input
              id={`${id}-budget`}
              inputMode="decimal"
              placeholder="300"
              value={value}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [herBudget && `${id}-her-budget`, error && `${id}-error`].filter(Boolean).join(' ') ||
                undefined
              }
            />
          </div>
          <Button type="submit" variant="outline" disabled={setBudget.isPending}>
            {setBudget.isPending ? 'Enregistrement...' : 'Enregistrer le budget'}
          </Button>
        </form>
        {herBudget && (
          <p id={`${id}-her-budget`} className="text-sm break-words whitespace-pre-line text-gray-700">
            {QUESTIONNAIRE_ANSWERS_MESSAGES.budgetAnswer(herBudget)}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
