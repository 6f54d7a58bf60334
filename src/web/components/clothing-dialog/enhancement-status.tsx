import { Brush, Lightbulb, Loader2, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EnhanceConfidence } from '~/domain/enhance';
import { Button } from '~/web/components/ui/button';
import { ENHANCE_FAILED } from '~/web/lib/enhance-image';
import { CutoutChoice, type SavedPicture } from './cutout-choice';
import type { EnhancementState } from './use-enhancement';

/** Why a cutout may be wrong, in the user's words; 'ok' and 'nothing found' have their own texts. */
const DOUBTS: Record<Exclude<EnhanceConfidence, 'ok' | 'foreground_too_small'>, string> = {
  touches_border: 'Le vêtement touche le bord de la photo : une partie manque peut-être au détourage.',
  partial_garment: "Le détourage ne garde peut-être qu'une partie du vêtement, son imprimé par exemple.",
  foreground_too_large:
    "Le détourage garde presque toute la photo : l'arrière-plan n'a peut-être pas été retiré.",
  low_contrast: "Le vêtement se distingue mal de l'arrière-plan : le détourage n'est peut-être pas fiable.",
};

function Tip({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
      <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/**
 * What the automatic enhancement did, announced politely to screen readers. Success and doubt never show
 * together: a doubtful cutout is shown beside the original photo and the user chooses what is saved.
 */
export function EnhancementStatus({
  state,
  originalUrl,
  saved,
  onChoose,
  disabled,
  onRetry,
  onRetouch,
}: {
  state: EnhancementState;
  originalUrl: string | null;
  saved: SavedPicture;
  onChoose: (picture: SavedPicture) => void;
  disabled: boolean;
  onRetry: () => void;
  onRetouch: () => void;
}) {
  return (
    <div aria-live="polite" className="space-y-3 text-sm">
      {state.status === 'enhancing' && (
        <p className="flex items-center gap-2 font-medium text-brand-700">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Amélioration en cours...
        </p>
      )}
      {state.status === 'done' && state.confidence === 'ok' && (
        <p className="flex items-center gap-2 font-medium text-emerald-700">
          {state.retouched ? '✓ Détourage retouché' : '✓ Image améliorée avec succès'}
        </p>
      )}
      {state.status === 'done' && state.confidence === 'foreground_too_small' && (
        <Tip>
          Aucun vêtement n'a été détecté sur cette photo : la photo d'origine sera enregistrée. Pour un
          détourage, photographiez le vêtement à plat sur un fond uni et clair.
        </Tip>
      )}
      {state.status === 'done' &&
        state.confidence !== 'ok' &&
        state.confidence !== 'foreground_too_small' && (
          <>
            <Tip>
              {DOUBTS[state.confidence]} Comparez avec la photo d'origine et choisissez l'image à enregistrer.
            </Tip>
            {originalUrl && (
              <CutoutChoice
                cutoutUrl={state.url}
                originalUrl={originalUrl}
                value={saved}
                onChange={onChoose}
                disabled={disabled}
              />
            )}
          </>
        )}
      {state.status === 'done' && originalUrl && (
        <Button variant="outline" size="sm" disabled={disabled} onClick={onRetouch}>
          <Brush aria-hidden />
          Retoucher le détourage
        </Button>
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
