import { frenchDate } from '~/web/lib/french-date';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '~/web/lib/toast';
import type { ClientNote } from '~/domain/client-notes';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES } from '~/domain/client-note-texts';
import { Button } from '~/web/components/ui/button';
import { Textarea } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { errorMessage } from '~/web/lib/error-message';
import { useUpdateClientNote } from './api/update-client-note';
import { CharacterCount, submitsOnModEnter } from './note-composer';

/** '12 décembre 2026 à 14:05'. */
const formatNoteDate = (iso: string) => frenchDate(new Date(iso), { month: 'long', time: 'minutes' });

/** One note: its date, its text kept as typed (line breaks included), and 'Modifier' in place. */
export function NoteItem({
  clientId,
  note,
  onDelete,
}: {
  clientId: string;
  note: ClientNote;
  onDelete: (note: ClientNote) => void;
}) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const edited = note.updatedAt !== note.createdAt;
  const created = formatNoteDate(note.createdAt);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <article
      aria-label={`Note du ${created}`}
      className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <p className="text-sm text-gray-500">
        <time dateTime={note.createdAt}>{created}</time>
        {edited && (
          <span title={`Modifiée le ${formatNoteDate(note.updatedAt)}`}>
            {' · '}
            <span className="sr-only">Modifiée le {formatNoteDate(note.updatedAt)}</span>
            <span aria-hidden>modifiée</span>
          </span>
        )}
      </p>
      {editing ? (
        <NoteEditForm clientId={clientId} note={note} onClose={close} />
      ) : (
        <>
          <p className="mt-2 whitespace-pre-wrap break-words text-gray-900">{note.body}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button ref={editButton} variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Modifier
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => onDelete(note)}
            >
              <Trash2 aria-hidden />
              Supprimer
            </Button>
          </div>
        </>
      )}
    </article>
  );
}

function NoteEditForm({
  clientId,
  note,
  onClose,
}: {
  clientId: string;
  note: ClientNote;
  onClose: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState(note.body);
  const update = useUpdateClientNote(clientId);
  const empty = body.trim().length === 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || update.isPending) return;
    if (body.trim() === note.body) return onClose();
    update.mutate(
      { noteId: note.id, body: body.trim() },
      {
        onSuccess: () => {
          toast.success('Note modifiée');
          onClose();
        },
        onError: (failure) =>
          toast.error(NOTE_MESSAGES.saveFailed, {
            description: errorMessage(failure, NOTE_MESSAGES.saveFailed),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-2 space-y-2">
      <Label htmlFor={id} className="sr-only">
        Modifier la note
      </Label>
      <Textarea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (submitsOnModEnter(event)) submit();
          if (event.key === 'Escape' && !update.isPending) onClose();
        }}
        maxLength={NOTE_MAX_LENGTH}
        rows={Math.min(12, Math.max(4, body.split('\n').length + 1))}
        aria-describedby={`${id}-count`}
        readOnly={update.isPending}
        autoFocus
      />
      <CharacterCount id={`${id}-count`} length={body.length} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={empty || update.isPending}>
          {update.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
        <Button variant="ghost" size="sm" disabled={update.isPending} onClick={onClose}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
