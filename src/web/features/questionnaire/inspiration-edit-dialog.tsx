import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  INSPIRATION_MESSAGES as T,
  markOf,
  type Inspiration,
  type InspirationMark,
} from '~/domain/questionnaire-inspiration-texts';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { useUpdateInspiration } from './api';
import { CaptionField, MarkChoice } from './inspiration-fields';

/** 'Modifier': her mark and caption for one photo, the photo beside them. */
export function InspirationEditDialog({
  userId,
  questionnaireId,
  inspiration,
  index,
  onClose,
}: {
  userId: string;
  questionnaireId: string;
  inspiration: Inspiration | null;
  index: number;
  onClose: () => void;
}) {
  return (
    <Dialog open={inspiration !== null} onOpenChange={(open) => !open && onClose()}>
      {inspiration && (
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <EditForm
            key={inspiration.id}
            userId={userId}
            questionnaireId={questionnaireId}
            inspiration={inspiration}
            index={index}
            onClose={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function EditForm({
  userId,
  questionnaireId,
  inspiration,
  index,
  onClose,
}: {
  userId: string;
  questionnaireId: string;
  inspiration: Inspiration;
  index: number;
  onClose: () => void;
}) {
  const update = useUpdateInspiration(userId, questionnaireId);
  const [mark, setMark] = useState<InspirationMark>(markOf(inspiration.liked));
  const [caption, setCaption] = useState(inspiration.caption ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setError(null);
    try {
      await update.mutateAsync({
        id: inspiration.id,
        liked: mark === 'liked',
        caption: caption.trim() || null,
      });
      toast.success(T.saved);
      onClose();
    } catch (failure) {
      const message = errorMessage(failure, T.saveFailed);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-busy={update.isPending || undefined}>
      <DialogHeader>
        <DialogTitle>{T.editTitle}</DialogTitle>
        <DialogDescription className="sr-only">{T.photoAlt(index, inspiration.caption)}</DialogDescription>
      </DialogHeader>
      <div className="space-y-4">
        <img
          src={inspiration.thumbnailUrl}
          alt=""
          className="mx-auto max-h-56 rounded-lg bg-gray-50 object-contain"
        />
        <MarkChoice value={mark} onChange={setMark} disabled={update.isPending} />
        <CaptionField value={caption} onChange={setCaption} disabled={update.isPending} />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" className="min-h-11 sm:min-h-10">
            {T.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" className="min-h-11 sm:min-h-10" aria-disabled={update.isPending || undefined}>
          {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {update.isPending ? T.saving : T.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
