import { BellRing, CalendarClock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '~/web/lib/toast';
import { NOTE_MESSAGES } from '~/domain/client-note-texts';
import type { ClientSummary } from '~/domain/clients';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { LazyPopover } from '~/web/components/ui/lazy-popover';
import { errorMessage } from '~/web/lib/error-message';
import { followUpState, type FollowUpState } from '~/domain/follow-up-day';
import { FOLLOW_UP_STYLES, followUpLabel, followUpToday } from '~/web/lib/follow-up';
import { cn } from '~/web/lib/cn';
import { useSetFollowUp } from './api/set-follow-up';

const STATE_SUFFIX: Record<FollowUpState, string | null> = {
  late: 'en retard',
  today: "aujourd'hui",
  upcoming: null,
};

/** The header's 'À relancer le 12 décembre', and the popover that sets, changes or clears that day. */
export function FollowUpControl({ client }: { client: ClientSummary }) {
  const [open, setOpen] = useState(false);
  const today = followUpToday();
  const day = client.followUpOn;
  const state = day ? followUpState(day, today) : null;
  const suffix = state ? STATE_SUFFIX[state] : null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {day && state && (
        <p
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium',
            FOLLOW_UP_STYLES[state],
          )}
        >
          <BellRing className="size-4 shrink-0" aria-hidden />
          <span>
            {followUpLabel(day, today)}
            {suffix && <span className="font-semibold"> · {suffix}</span>}
          </span>
        </p>
      )}
      <LazyPopover
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" size="sm">
            <CalendarClock aria-hidden />
            {day ? 'Modifier la relance' : 'Programmer une relance'}
          </Button>
        }
        contentProps={{ align: 'start', className: 'w-72', 'aria-label': 'Relance' }}
      >
        {open && (
          <FollowUpForm clientId={client.id} current={day} today={today} onDone={() => setOpen(false)} />
        )}
      </LazyPopover>
    </div>
  );
}

function FollowUpForm({
  clientId,
  current,
  today,
  onDone,
}: {
  clientId: string;
  current: string | null;
  today: string;
  onDone: () => void;
}) {
  const [value, setValue] = useState(current ?? today);
  const [error, setError] = useState<string | undefined>();
  const save = useSetFollowUp(clientId);

  const send = (followUpOn: string | null) => {
    save.mutate(followUpOn, {
      onSuccess: () => {
        toast.success(followUpOn ? 'Relance programmée' : 'Relance retirée');
        onDone();
      },
      onError: (failure) =>
        toast.error(NOTE_MESSAGES.followUpFailed, {
          description: errorMessage(failure, NOTE_MESSAGES.followUpFailed),
        }),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema comes with the notes' others: loaded on the first save, so the client's file opens without them.
    const { followUpSchema } = await import('~/domain/client-notes');
    const parsed = followUpSchema.safeParse({ followUpOn: value });
    if (!parsed.success || parsed.data.followUpOn === null) {
      setError(NOTE_MESSAGES.invalidFollowUp);
      return;
    }
    setError(undefined);
    send(parsed.data.followUpOn);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <FormField label="Date de relance" error={error}>
        <Input
          type="date"
          value={value}
          min="2000-01-01"
          max="2999-12-31"
          onChange={(event) => {
            setError(undefined);
            setValue(event.target.value);
          }}
          disabled={save.isPending}
        />
      </FormField>
      <div className="flex flex-col gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
        {current && (
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            disabled={save.isPending}
            onClick={() => send(null)}
          >
            Retirer la relance
          </Button>
        )}
      </div>
    </form>
  );
}
