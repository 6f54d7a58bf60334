import { Lightbulb, Loader2, RotateCcw } from 'lucide-react';
import { Button } from '~/web/components/ui/button';
import { ENHANCE_FAILED } from '~/web/lib/enhance-image';
import type { EnhancementState } from './use-enhancement';

/** What the automatic enhancement is doing, announced politely to screen readers. */
export function EnhancementStatus({ state, onRetry }: { state: EnhancementState; onRetry: () => void }) {
  return (
    <div aria-live="polite" className="space-y-2 text-sm">
      {state.status === 'enhancing' && (
        <p className="flex items-center gap-2 font-medium text-brand-700">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Amélioration en cours...
        </p>
      )}
      {state.status === 'done' && (
        <>
          <p className="flex items-center gap-2 font-medium text-emerald-700">
            ✓ Image améliorée avec succès
          </p>
          {state.confidence === 'foreground_too_small' ? (
            <p className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
              <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                Aucun vêtement n'a été détecté sur cette photo : la photo d'origine sera enregistrée. Pour un
                détourage, photographiez le vêtement à plat sur un fond uni et clair.
              </span>
            </p>
          ) : (
            state.confidence !== 'ok' && (
              <p className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
                <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  Le détourage n'est peut-être pas parfait. Pour un meilleur résultat, photographiez le
                  vêtement à plat sur un fond uni et clair. Vous pouvez tout de même enregistrer cette image.
                </span>
              </p>
            )
          )}
        </>
      )}
      {state.status === 'error' && (
        <div role="alert" className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-3 text-red-800">
          <p className="font-medium">{ENHANCE_FAILED}</p>
          {state.message !== ENHANCE_FAILED && <p>{state.message}</p>}
          <p className="text-red-700">La photo d'origine sera utilisée si vous enregistrez maintenant.</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden />
            Réessayer
          </Button>
        </div>
      )}
    </div>
  );
}
