import { Plus } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from '~/web/lib/toast';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES } from '~/domain/client-note-texts';
import { groupThousands } from '~/domain/french-numbers';
import { Button } from '~/web/components/ui/button';
import { Textarea } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { isBlank, useDraft } from '~/web/lib/drafts';
import { errorMessage } from '~/web/lib/error-message';
import { useCreateClientNote } from './api/create-client-note';

/** '12 / 5 000 caractères', tied to the field it counts. */
export function CharacterCount({ id, length }: { id: string; length: number }) {
  return (
    <p id={id} className="text-xs text-gray-500">
      {groupThousands(length)} / {groupThousands(NOTE_MAX_LENGTH)} caractères
    </p>
  );
}

/** Ctrl+Entrée (or Cmd+Entrée) sends, as in most note-taking tools. */
export const submitsOnModEnter = (event: KeyboardEvent<HTMLTextAreaElement>) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/** 'Nouvelle note': the text stays in the field until the server has kept it. */
export function NoteComposer({ clientId }: { clientId: string }) {
  const id = useId();
  const { value: body, setValue: setBody, discard } = useDraft<string>(`note.${clientId}`, '', isBlank);
  const create = useCreateClientNote(clientId);
  const empty = body.trim().length === 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || create.isPending) return;
    create.mutate(body.trim(), {
      onSuccess: () => {
        discard('');
        toast.success('Note ajoutée');
      },
      onError: (failure) =>
        toast.error(NOTE_MESSAGES.saveFailed, {
          description: errorMessage(failure, NOTE_MESSAGES.saveFailed),
        }),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-2 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
      <Label htmlFor={id}>Nouvelle note</Label>
      <Textarea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (submitsOnModEnter(event)) submit();
        }}
        maxLength={NOTE_MAX_LENGTH}
        rows={4}
        placeholder="Rendez-vous, préférences, idées pour la prochaine séance..."
        aria-describedby={`${id}-count`}
        readOnly={create.isPending}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CharacterCount id={`${id}-count`} length={body.length} />
        <Button type="submit" disabled={empty || create.isPending}>
          <Plus aria-hidden />
          {create.isPending ? 'Ajout...' : 'Ajouter la note'}
        </Button>
      </div>
    </form>
  );
}
