import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useOutletContext } from 'react-router';
import { toast } from 'sonner';
import type { ClientSummary } from '~/domain/clients';
import { OUTFIT_MESSAGES } from '~/domain/outfits';
import { PROPOSAL_MESSAGES, PROPOSAL_STATUS_LABELS, budgetSchema } from '~/domain/proposals';
import type { ClothingItem } from '~/domain/wardrobe';
import { ClothingDialog } from '~/web/components/clothing-dialog/clothing-dialog';
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

const STATUS_STYLES = {
  pending: 'bg-gray-100 text-gray-700',
  wanted: 'bg-brand-50 text-brand-800',
  maybe: 'bg-amber-50 text-amber-800',
  declined: 'bg-stone-100 text-stone-700',
  bought: 'bg-emerald-50 text-emerald-800',
} as const;

/** The client file's 'Propositions': the budget, and each proposal with the client's answer. */
export function ProposalsTab() {
  const client = useOutletContext<ClientSummary>();
  const list = useClientProposals(client.id);
  const add = useAddToCatalogue(client.id);
  const [adding, setAdding] = useState(false);

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
        {(item) => <ProposalStatusCard item={item} />}
      </PagedCardGrid>
      <ClothingDialog
        mode="create"
        open={adding}
        onOpenChange={setAdding}
        title="Proposer un vêtement"
        description="Ce vêtement rejoint vos propositions pour ce client ; son arrière-plan est retiré automatiquement."
        proposal
        onSubmit={propose}
      />
    </div>
  );
}

function ProposalStatusCard({ item }: { item: ClothingItem }) {
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
      </div>
    </article>
  );
}

function BudgetCard({ clientId }: { clientId: string }) {
  const id = useId();
  const summary = useProposalSummary(clientId);
  const setBudget = useSetBudget(clientId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = summary.data;
  const value = draft ?? (data?.budget == null ? '' : formatPriceInput(data.budget));
  const spent = data ? data.wanted + data.bought : 0;
  const over = data?.budget != null && spent > data.budget;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim().replace(/\s/g, '').replace(',', '.');
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
        <form onSubmit={save} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="w-40 space-y-1.5">
            <Label htmlFor={`${id}-budget`}>Budget du client (€)</Label>
            <Input
              id={`${id}-budget`}
              inputMode="decimal"
              placeholder="300"
              value={value}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <Button type="submit" variant="outline" disabled={setBudget.isPending}>
            {setBudget.isPending ? 'Enregistrement...' : 'Enregistrer le budget'}
          </Button>
        </form>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
