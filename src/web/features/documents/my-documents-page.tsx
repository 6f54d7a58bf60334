import { ShoppingBag } from 'lucide-react';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  type ClientDocument,
} from '~/domain/documents-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { PageLoading } from '~/web/components/ui/spinner';
import { useMe } from '~/web/lib/session';
import { myShoppingListUrl, useMarkOpened, useMyDocuments } from './api';
import { DocumentItem } from './document-item';
import { MyInvoices } from './my-invoices';
import { MyPackages, MyQuotes } from './my-quotes';

/** 'Mes documents': the carnets and shopping lists her consultant sent her, to open, download and print. */
export function MyDocumentsPage() {
  const me = useMe();
  const userId = me.data?.id;
  const documents = useMyDocuments(userId);
  const markOpened = useMarkOpened(userId);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">
            {DOCUMENT_MESSAGES.myDocuments}
          </h1>
          <p className="mt-1 text-gray-600">{DOCUMENT_MESSAGES.myDocumentsIntro}</p>
        </div>
        {userId && (
          <Button variant="outline" className="min-h-11 sm:min-h-10" asChild>
            <a href={myShoppingListUrl(userId)} target="_blank" rel="noopener">
              <ShoppingBag aria-hidden />
              {DOCUMENT_MESSAGES.myShoppingList}
              <span className="sr-only"> {DOCUMENT_MESSAGES.newTab}</span>
            </a>
          </Button>
        )}
      </header>
      {documents.isPending ? (
        <PageLoading />
      ) : documents.isError ? (
        <LoadFailure
          message={DOCUMENT_MESSAGES.documentsLoadFailed}
          onRetry={() => void documents.refetch()}
        />
      ) : documents.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center text-gray-600">
          {DOCUMENT_MESSAGES.noDocuments}
        </p>
      ) : (
        DOCUMENT_KINDS.map((kind) => (
          <KindSection
            key={kind}
            kind={kind}
            documents={documents.data.filter((document) => document.kind === kind)}
            onOpen={markOpened}
          />
        ))
      )}
      <MyPackages userId={userId} />
      <MyQuotes userId={userId} />
      <MyInvoices userId={userId} />
    </div>
  );
}

function KindSection({
  kind,
  documents,
  onOpen,
}: {
  kind: ClientDocument['kind'];
  documents: ClientDocument[];
  onOpen: (document: Pick<ClientDocument, 'id' | 'url'>) => void;
}) {
  if (documents.length === 0) return null;
  const titleId = `documents-${kind}`;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {DOCUMENT_KIND_LABELS[kind]}
      </h2>
      <ul className="space-y-3">
        {documents.map((document) => (
          <DocumentItem key={document.id} document={document} onOpen={() => onOpen(document)} />
        ))}
      </ul>
    </section>
  );
}
