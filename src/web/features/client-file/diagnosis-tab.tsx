import type { DiagnosisInput } from '~/domain/diagnosis';
import { useDraft } from '~/web/lib/drafts';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import type { ClientSummary } from '~/domain/clients';
import { DIAGNOSIS_TEXTS, EMPTY_COLOUR_HANDOVER } from '~/domain/diagnosis-texts';
import { DiagnosisView } from '~/web/components/diagnosis/diagnosis-view';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';
import { clientDiagnosisQueryOptions } from '~/web/lib/diagnosis';
import { ColourAnalysisCard } from './colour-analysis-card';
import { DiagnosisForm } from './diagnosis-form';

const isNull = (value: unknown) => value === null;

/** The client file's 'Diagnostic' tab: the page the client reads, and the form that writes it. */
export function DiagnosisTab() {
  const client = useOutletContext<ClientSummary>();
  const diagnosis = useQuery(clientDiagnosisQueryOptions(client.id));
  // The form being filled is a draft: a reload or a closed tab reopens it as she left it.
  const draft = useDraft<DiagnosisInput | null>(`diagnosis.${client.id}`, null, isNull);
  const [saved, setSaved] = useState(false);

  if (diagnosis.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Chargement du diagnostic..." />
      </div>
    );
  }
  if (diagnosis.isError) {
    return (
      <LoadFailure message="Impossible de charger le diagnostic." onRetry={() => void diagnosis.refetch()} />
    );
  }
  if (draft.value) {
    return (
      <Card>
        <CardContent className="pt-6">
          <DiagnosisForm
            clientId={client.id}
            diagnosis={diagnosis.data}
            input={{ ...EMPTY_COLOUR_HANDOVER, ...draft.value }}
            onChange={(next) => draft.setValue(next)}
            restored={draft.restored}
            onDone={() => draft.discard(null)}
            onSaved={() => setSaved(true)}
          />
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-emerald-700">
          {saved ? DIAGNOSIS_TEXTS.saved : ''}
        </p>
        <Button
          onClick={() => {
            setSaved(false);
            draft.setValue(diagnosis.data.input);
          }}
        >
          <Pencil aria-hidden />
          Modifier le diagnostic
        </Button>
      </div>
      <ColourAnalysisCard clientId={client.id} />
      <DiagnosisView diagnosis={diagnosis.data} viewer="consultant" clientId={client.id} />
    </div>
  );
}
