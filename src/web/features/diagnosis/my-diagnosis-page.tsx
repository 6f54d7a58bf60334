import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { DIAGNOSIS_TEXTS } from '~/domain/diagnosis-texts';
import { DiagnosisView } from '~/web/components/diagnosis/diagnosis-view';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { myDiagnosisQueryOptions } from '~/web/lib/diagnosis';
import { formatDate } from '~/web/lib/format';
import { NewMarker } from '~/web/components/new-marker';
import { useNewOnVisit } from '~/web/lib/news';
import { useMe } from '~/web/lib/session';

/** 'Mon diagnostic': what her consultant found, to keep and to take shopping (it prints on its own). */
export function MyDiagnosisPage() {
  // Her wardrobe and her consultant change what it counts: read it afresh each time the page opens.
  const diagnosis = useQuery({ ...myDiagnosisQueryOptions, refetchOnMount: 'always' });
  const changed = useNewOnVisit('diagnosis').size > 0;
  const me = useMe();
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold text-gray-900 sm:text-3xl">
            {DIAGNOSIS_TEXTS.clientTitle}
            {changed && <NewMarker />}
          </h1>
          <p className="mt-1 text-gray-500">
            Votre morphologie, vos couleurs et les conseils de votre conseillère
          </p>
        </div>
        {diagnosis.data && (
          <Button variant="outline" onClick={() => window.print()} className="print:hidden">
            <Printer aria-hidden />
            {DIAGNOSIS_TEXTS.print}
          </Button>
        )}
      </header>
      {diagnosis.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Chargement du diagnostic..." />
        </div>
      ) : diagnosis.isError ? (
        <LoadFailure
          message="Impossible de charger votre diagnostic."
          onRetry={() => void diagnosis.refetch()}
        />
      ) : (
        <>
          {diagnosis.data.updatedAt && (
            <p className="text-sm text-gray-500">Mis à jour le {formatDate(diagnosis.data.updatedAt)}</p>
          )}
          {!diagnosis.data.updatedAt && (
            <p className="rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
              {DIAGNOSIS_TEXTS.empty}
            </p>
          )}
          <DiagnosisView diagnosis={diagnosis.data} viewer="client" clientId={me.data?.id ?? ''} />
        </>
      )}
    </div>
  );
}
