import { Eye, EyeOff, FileText } from 'lucide-react';
import { useId } from 'react';
import { DOCUMENT_MESSAGES } from '~/domain/documents-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';
import { formatDate } from '~/web/lib/format';
import { useSentDocuments } from './api';

/** 'Versions envoyées': what she sent this client, newest first, and whether the client opened each. */
export function SentVersions({ clientId }: { clientId: string }) {
  const documents = useSentDocuments(clientId);
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{DOCUMENT_MESSAGES.versions}</CardTitle>
      </CardHeader>
      <CardContent>
        {documents.isPending ? (
          <Spinner />
        ) : documents.isError ? (
          <LoadFailure
            message={DOCUMENT_MESSAGES.versionsLoadFailed}
            onRetry={() => void documents.refetch()}
          />
        ) : documents.data.length === 0 ? (
          <p className="text-sm text-gray-600">{DOCUMENT_MESSAGES.noVersions}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {documents.data.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <FileText aria-hidden className="size-5 shrink-0 text-gray-500" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-gray-900">
                    {document.title}{' '}
                    <span className="font-normal text-gray-600">
                      · {DOCUMENT_MESSAGES.version(document.version)}
                    </span>
                  </p>
                  <p className="text-sm text-gray-600">
                    {DOCUMENT_MESSAGES.sentOn(formatDate(document.createdAt))}
                  </p>
                  <p className="flex items-center gap-1.5 text-sm text-gray-700">
                    {document.openedAt ? (
                      <>
                        <Eye aria-hidden className="size-4 text-emerald-700" />
                        {DOCUMENT_MESSAGES.openedOn(formatDate(document.openedAt))}
                      </>
                    ) : (
                      <>
                        <EyeOff aria-hidden className="size-4 text-gray-500" />
                        {DOCUMENT_MESSAGES.notOpened}
                      </>
                    )}
                  </p>
                </div>
                <a
                  href={document.url}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-700 underline-offset-4 hover:underline sm:min-h-9"
                >
                  {DOCUMENT_MESSAGES.open}
                  <span className="sr-only">
                    {' '}
                    {document.title}, {DOCUMENT_MESSAGES.version(document.version)} {DOCUMENT_MESSAGES.newTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
