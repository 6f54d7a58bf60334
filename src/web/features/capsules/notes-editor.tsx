import { useId, useState, type FormEvent } from 'react';
import { MAX_CAPSULE_NOTES } from '~/domain/capsule-texts';
import { Button } from '~/web/components/ui/button';
import { Textarea } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { useUpdateCapsule } from './api';

/** Her notes beside 'Ce qui manque' ('Un blazer marine à trouver'), written by her or her consultant. */
export function NotesEditor({ capsuleId, notes }: { capsuleId: string; notes: string | null }) {
  const id = useId();
  const update = useUpdateCapsule(capsuleId);
  const [text, setText] = useState(notes ?? '');
  const changed = text.trim() !== (notes ?? '');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { notes: text.trim() || null },
      {
        onSuccess: () => toast.success('Notes enregistrées'),
        onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2 border-t border-gray-100 pt-3">
      <Label htmlFor={`${id}-notes`}>Notes</Label>
      <Textarea
        id={`${id}-notes`}
        value={text}
        maxLength={MAX_CAPSULE_NOTES}
        placeholder="Un blazer marine à trouver…"
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Button type="submit" variant="outline" className="min-h-11" disabled={!changed || update.isPending}>
        Enregistrer les notes
      </Button>
    </form>
  );
}
