import { useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Mail, MailWarning, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '~/web/lib/toast';
import { INVITE_ERROR_CODES, INVITE_MESSAGES, inviteLink, inviteMailto } from '~/domain/invite-texts';
import { QUESTIONNAIRE_TEMPLATE_MESSAGES } from '~/domain/questionnaire-template-texts';
import { SendConfirmationButton } from '~/web/components/send-confirmation-button';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { ApiError } from '~/web/lib/api';
import { meQueryKey, useMe } from '~/web/lib/session';
import { useCreateInvite } from './api/create-invite';
import { lazySchemas } from '~/web/lib/lazy-validation';

const inviteSchemas = lazySchemas(() => import('~/domain/invites'));

/** §2 'Inviter un nouveau client': an email, then the link to share (copy, or a prefilled mail). */
export function InviteDialog({
  open,
  onOpenChange,
  consultantName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  consultantName: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <InviteDialogBody consultantName={consultantName} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function InviteDialogBody({ consultantName, onDone }: { consultantName: string; onDone: () => void }) {
  const me = useMe();
  if (me.data?.emailVerified === false) return <ConfirmEmailFirst email={me.data.email} onDone={onDone} />;
  return <InviteForm consultantName={consultantName} onDone={onDone} />;
}

/** The product mails invitations only for a consultant whose own address is confirmed. */
function ConfirmEmailFirst({ email, onDone }: { email: string; onDone: () => void }) {
  return (
    <DialogContent className="max-w-lg">
      <DialogHeader>
        <DialogTitle>Inviter un nouveau client</DialogTitle>
        <DialogDescription>{INVITE_MESSAGES.consultantNotVerified}</DialogDescription>
      </DialogHeader>
      <div className="space-y-4">
        <p className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Nous envoyons les invitations en votre nom : ouvrez d'abord le lien de l'email de confirmation
            envoyé à <strong className="wrap-anywhere">{email}</strong> lors de votre inscription.
          </span>
        </p>
        <DialogFooter>
          <Button variant="ghost" onClick={onDone}>
            Fermer
          </Button>
          <SendConfirmationButton />
        </DialogFooter>
      </div>
    </DialogContent>
  );
}

function InviteForm({ consultantName, onDone }: { consultantName: string; onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [withQuestionnaire, setWithQuestionnaire] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [link, setLink] = useState<{ url: string; email: string } | null>(null);
  const create = useCreateInvite();
  const queryClient = useQueryClient();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void inviteSchemas.submit(({ createInviteSchema }) => {
      const parsed = createInviteSchema.safeParse({ email, withQuestionnaire });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        return;
      }
      setError(undefined);
      create.mutate(parsed.data, {
        onSuccess: (invite) => {
          if (invite.extended) {
            toast.success(INVITE_MESSAGES.extended, { description: INVITE_MESSAGES.extendedDescription });
          } else {
            toast.success(INVITE_MESSAGES.created);
          }
          setLink({ url: inviteLink(window.location.origin, invite.token), email: invite.email });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === INVITE_ERROR_CODES.emailNotVerified) {
            // The profile was out of date: refreshing it shows why, with the way to confirm.
            void queryClient.invalidateQueries({ queryKey: meQueryKey });
            return;
          }
          toast.error(INVITE_MESSAGES.createFailed, { description: failure.message || undefined });
        },
      });
    });
  };

  return (
    <DialogContent className="max-w-lg">
      <DialogHeader>
        <DialogTitle>Inviter un nouveau client</DialogTitle>
        <DialogDescription>
          {link
            ? `Partagez ce lien avec ${link.email}. Il est valable 7 jours ; un email lui a aussi été envoyé.`
            : "Saisissez l'adresse email de votre client : vous obtiendrez un lien d'invitation à lui transmettre."}
        </DialogDescription>
      </DialogHeader>
      {link ? (
        <InviteLinkView
          url={link.url}
          email={link.email}
          consultantName={consultantName}
          onAnother={() => {
            setLink(null);
            setEmail('');
          }}
          onDone={onDone}
        />
      ) : (
        <form noValidate onSubmit={submit} {...inviteSchemas.whenUsed} className="space-y-4">
          <FormField label="Email du client" error={error}>
            <Input
              type="email"
              autoComplete="off"
              placeholder="client@exemple.fr"
              value={email}
              onChange={(event) => {
                setError(undefined);
                setEmail(event.target.value);
              }}
              disabled={create.isPending}
              autoFocus
            />
          </FormField>
          <QuestionnaireCheckbox
            checked={withQuestionnaire}
            onChange={setWithQuestionnaire}
            disabled={create.isPending}
          />
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              <UserPlus aria-hidden />
              {create.isPending ? 'Création...' : "Créer l'invitation"}
            </Button>
          </DialogFooter>
        </form>
      )}
    </DialogContent>
  );
}

/** 'Joindre le questionnaire de style': her questions are sent to the client as she joins. */
function QuestionnaireCheckbox({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-gray-200 p-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-6 shrink-0 accent-brand-600"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-gray-900">
          {QUESTIONNAIRE_TEMPLATE_MESSAGES.withQuestionnaire}
        </label>
        <p id={`${id}-hint`} className="text-gray-600">
          {QUESTIONNAIRE_TEMPLATE_MESSAGES.withQuestionnaireHint}
        </p>
      </div>
    </div>
  );
}

function InviteLinkView({
  url,
  email,
  consultantName,
  onAnother,
  onDone,
}: {
  url: string;
  email: string;
  consultantName: string;
  onAnother: () => void;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(INVITE_MESSAGES.copied);
    } catch {
      toast.error(INVITE_MESSAGES.copyFailed);
    }
  };
  return (
    <div className="space-y-4">
      <FormField label="Lien d'invitation">
        <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </FormField>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Lien copié' : 'Copier le lien'}
        </Button>
        <Button variant="outline" asChild>
          <a href={inviteMailto(email, url, consultantName)}>
            <Mail aria-hidden />
            Envoyer par email
          </a>
        </Button>
      </div>
      <DialogFooter>
        <Button variant="ghost" onClick={onAnother}>
          Inviter un autre client
        </Button>
        <Button onClick={onDone}>Terminé</Button>
      </DialogFooter>
    </div>
  );
}
