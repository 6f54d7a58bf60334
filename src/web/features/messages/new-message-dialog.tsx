import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '~/web/lib/toast';
import type { Contact } from '~/domain/messages';
import { MESSAGING_TEXTS } from '~/domain/messaging-texts';
import { displayName } from '~/domain/person';
import { Avatar } from '~/web/components/ui/avatar';
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
import { Spinner } from '~/web/components/ui/spinner';
import { cn } from '~/web/lib/cn';
import { useMe } from '~/web/lib/session';
import { useContacts, useStartConversation } from './api/messaging-api';
import { useMessagesBase } from './use-messages-base';

const nameOf = (contact: Contact) => displayName(contact) || MESSAGING_TEXTS.fallbackName;

/** §2 New-message dialog: choose a linked person, then open (or reuse) the conversation. */
export function NewMessageDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const me = useMe();
  const contacts = useContacts(open);
  const start = useStartConversation();
  const navigate = useNavigate();
  const base = useMessagesBase();
  const [chosen, setChosen] = useState<Contact | null>(null);

  const begin = () => {
    if (!chosen) return;
    start.mutate(chosen.id, {
      onSuccess: (conversation) => {
        onOpenChange(false);
        navigate(`${base}/${conversation.id}`);
      },
      onError: (error) =>
        toast.error(MESSAGING_TEXTS.startFailed, { description: error.message || undefined }),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setChosen(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{MESSAGING_TEXTS.newMessage}</DialogTitle>
          <DialogDescription>
            {me.data?.role === 'consultant'
              ? 'Choisissez le client à qui écrire.'
              : 'Choisissez le conseiller à qui écrire.'}
          </DialogDescription>
        </DialogHeader>
        {contacts.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : contacts.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {MESSAGING_TEXTS.loadConversationsFailed}
          </p>
        ) : contacts.data.length === 0 ? (
          <p className="rounded-xl bg-gray-50 p-4 text-sm text-gray-600">
            {me.data?.role === 'consultant' ? MESSAGING_TEXTS.noClients : MESSAGING_TEXTS.noConsultants}
          </p>
        ) : (
          <ul role="listbox" aria-label="Destinataire" className="max-h-72 space-y-1 overflow-y-auto">
            {contacts.data.map((contact) => (
              <li
                key={contact.id}
                role="option"
                aria-selected={chosen?.id === contact.id}
                tabIndex={0}
                onClick={() => setChosen(contact)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    setChosen(contact);
                  }
                }}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl p-2 outline-none hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500',
                  chosen?.id === contact.id && 'bg-brand-50 ring-1 ring-brand-200',
                )}
              >
                <Avatar person={contact} src={contact.photoUrl} className="size-9" />
                <span className="flex-1 font-medium text-gray-900">{nameOf(contact)}</span>
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-600">
                  {contact.role === 'consultant' ? 'Conseiller' : 'Client'}
                </span>
              </li>
            ))}
          </ul>
        )}
        {chosen && (
          <p className="text-sm text-gray-600">
            Conversation avec <strong>{nameOf(chosen)}</strong>
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button onClick={begin} disabled={!chosen || start.isPending}>
            {start.isPending ? MESSAGING_TEXTS.starting : MESSAGING_TEXTS.start}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
