import { AlertTriangle, Check, CloudUpload } from 'lucide-react';
import { useEffect } from 'react';
import { OUTFIT_MESSAGES } from '~/domain/outfit-texts';
import { ConfirmDeleteDialog } from '~/web/components/confirm-delete-dialog';
import { Button } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { useLeaveGuard } from '~/web/lib/leave-guard';
import type { DraftStatus } from './use-draft-autosave';

/** Where the draft stands: saved, saving, or not saved with 'Réessayer' (the one a screen reader is told of). */
export function DraftStatusLine({
  status,
  onRetry,
  className,
}: {
  status: DraftStatus;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-gray-200 bg-white px-4 py-2 text-sm',
        className,
      )}
    >
      {/* Not a live region: saving after every nudge would talk over the board's own announcements. A failure is
          an alert. */}
      <p
        data-testid="draft-status"
        role={status === 'failed' ? 'alert' : undefined}
        className="flex items-center gap-2 font-medium text-gray-900"
      >
        {status === 'saved' ? (
          <>
            <Check className="size-4 text-emerald-700" aria-hidden />
            {OUTFIT_MESSAGES.draftSaved}
          </>
        ) : status === 'saving' || status === 'pending' ? (
          <>
            <CloudUpload className="size-4 text-brand-700" aria-hidden />
            {OUTFIT_MESSAGES.draftSaving}
          </>
        ) : status === 'failed' ? (
          <>
            <AlertTriangle className="size-4 text-red-700" aria-hidden />
            <span className="text-red-800">{OUTFIT_MESSAGES.draftFailed}</span>
          </>
        ) : null}
      </p>
      {status === 'failed' && (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {OUTFIT_MESSAGES.draftRetry}
        </Button>
      )}
      <p className="text-gray-600">{OUTFIT_MESSAGES.draftHint}</p>
    </div>
  );
}

/**
 * Asks before leaving while the draft is not saved (a save waiting, under way or failed): leaving the page within
 * the app (the history's leave guard, src/web/app/leave-guard.ts) or the tab (the browser's own question). Changing the page's query is not
 * leaving.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return <LeaveDialog when={when} />;
}

function LeaveDialog({ when }: { when: boolean }) {
  const held = useLeaveGuard(when);
  return (
    <ConfirmDeleteDialog
      title="Quitter l’éditeur ?"
      description={OUTFIT_MESSAGES.leaveUnsaved}
      confirmLabel="Quitter"
      busyLabel="Quitter"
      open={held !== null}
      deleting={false}
      onOpenChange={(open) => !open && held?.reset()}
      onConfirm={() => held?.proceed()}
    />
  );
}
