import type { ReactNode } from 'react';
import { LoadFailure } from '~/web/components/load-failure';
import { Spinner } from '~/web/components/ui/spinner';

type Loaded<T> = {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  items: readonly T[] | undefined;
};

/**
 * A titled list read from the server (her quotes, her invoices): a spinner while it loads, the failure with a
 * retry, the empty text, or one row per item.
 */
export function ListSection<T>({
  headingId,
  title,
  loading,
  failure,
  empty,
  list,
  row,
}: {
  headingId: string;
  title: string;
  /** 'Chargement des devis...' */
  loading: string;
  /** 'Impossible de charger vos devis.' */
  failure: string;
  empty: string;
  list: Loaded<T>;
  row: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {list.isPending ? (
        <Spinner label={loading} />
      ) : list.isError || !list.items ? (
        <LoadFailure message={failure} onRetry={() => void list.refetch()} />
      ) : list.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-8 text-center text-gray-600">
          {empty}
        </p>
      ) : (
        <ul className="space-y-3">{list.items.map(row)}</ul>
      )}
    </section>
  );
}
