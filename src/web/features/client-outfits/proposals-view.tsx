import { PagedCardGrid } from '~/web/components/paged-card-grid';
import { useNewOnVisit } from '~/web/lib/news';
import { useMyProposals } from './api/my-proposals';
import { ProposalCard } from './proposal-card';

/** 'Propositions': the garments her consultants proposed, each with her answer. */
export function ProposalsView() {
  const fresh = useNewOnVisit('proposals');
  return (
    <PagedCardGrid
      list={useMyProposals()}
      failedMessage="Impossible de charger vos propositions"
      emptyMessage="Aucune proposition pour le moment : les vêtements que votre conseillère vous propose apparaîtront ici."
      className="grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {(item, index) => <ProposalCard item={item} gridIndex={index} isNew={fresh.has(item.id)} />}
    </PagedCardGrid>
  );
}
