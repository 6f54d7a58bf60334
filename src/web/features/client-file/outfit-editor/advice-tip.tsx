import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { CATEGORY_TAB_LABELS, type Category } from '~/domain/clothing';
import { MORPHOLOGY_LABELS } from '~/domain/morphology';
import { clientDiagnosisQueryOptions } from '~/web/lib/diagnosis';

/** The client's advice for the category of the garment just placed, from her diagnosis. */
export function AdviceTip({ clientId, category }: { clientId: string; category: Category | null }) {
  const diagnosis = useQuery(clientDiagnosisQueryOptions(clientId));
  const effective = diagnosis.data?.morphology.effective;
  const advice = category ? diagnosis.data?.advice.find((entry) => entry.category === category) : undefined;
  if (!effective || !advice) return null;
  return (
    <div
      className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
      aria-live="polite"
    >
      <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">
          {CATEGORY_TAB_LABELS[advice.category]} · {MORPHOLOGY_LABELS[effective]}
        </p>
        <p>{advice.text}</p>
      </div>
    </div>
  );
}
