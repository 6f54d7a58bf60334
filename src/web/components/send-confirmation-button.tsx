import { MailCheck } from 'lucide-react';
import { Button } from '~/web/components/ui/button';
import { CONFIRMATION_MESSAGES, useSendConfirmationMail } from '~/web/lib/email-confirmation';

/** 'Renvoyer l'email de confirmation', for a signed-in user whose address is not confirmed yet. */
export function SendConfirmationButton({
  inviteToken,
  className,
}: {
  inviteToken?: string;
  className?: string;
}) {
  const send = useSendConfirmationMail(inviteToken);
  return (
    <Button type="button" className={className} disabled={send.isPending} onClick={() => send.mutate()}>
      <MailCheck aria-hidden />
      {send.isPending ? CONFIRMATION_MESSAGES.sending : CONFIRMATION_MESSAGES.resend}
    </Button>
  );
}
