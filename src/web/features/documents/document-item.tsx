import { Download, ExternalLink, FileText } from 'lucide-react';
import { DOCUMENT_MESSAGES, type ClientDocument } from '~/domain/documents-texts';
import { NewMarker } from '~/web/components/new-marker';
import { Button } from '~/web/components/ui/button';
import { formatDate } from '~/web/lib/format';
import { downloadUrl } from './api';

/** One document: its title, version, date and sender, 'Nouveau' until she opens it, 'Ouvrir' and 'Télécharger'. */
export function DocumentItem({ document, onOpen }: { document: ClientDocument; onOpen: () => void }) {
  const name = `${document.title}, ${DOCUMENT_MESSAGES.version(document.version)}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <FileText aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-gray-900">
            {document.title}
            {!document.openedAt && <NewMarker />}
          </p>
          <p className="text-sm text-gray-700">
            {DOCUMENT_MESSAGES.version(document.version)} ·{' '}
            {DOCUMENT_MESSAGES.sentOn(formatDate(document.createdAt))}
            {document.pageCount > 0 && ` · ${DOCUMENT_MESSAGES.pages(document.pageCount)}`}
          </p>
          {document.sentBy && (
            <p className="text-sm text-gray-600">{DOCUMENT_MESSAGES.sentBy(document.sentBy.name)}</p>
          )}
        </div>
      </div>
      <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
        <Button className="min-h-11 sm:min-h-10" asChild>
          <a href={document.url} target="_blank" rel="noopener" onClick={onOpen}>
            <ExternalLink aria-hidden />
            {DOCUMENT_MESSAGES.open}
            <span className="sr-only">
              {' '}
              {name} {DOCUMENT_MESSAGES.newTab}
            </span>
          </a>
        </Button>
        <Button variant="outline" className="min-h-11 sm:min-h-10" asChild>
          <a href={downloadUrl(document.url)} onClick={onOpen}>
            <Download aria-hidden />
            {DOCUMENT_MESSAGES.downloadShort}
            <span className="sr-only"> {name}</span>
          </a>
        </Button>
      </div>
    </li>
  );
}
