import { useState, type FormEvent, type MouseEvent } from 'react';
import { toast } from '~/web/lib/toast';
import { CONSENT_TEXTS, erasureLines, WITHDRAWAL_TEXTS } from '~/domain/consent-texts';
import { ConsentCheckbox } from '~/web/components/consent-checkbox';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/web/components/ui/alert-dialog';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { formatDate } from '~/web/lib/format';
import { useConsentStatus, useGrantConsent, useWithdrawConsent } from './api/consent';

/** The client's consent to keep her measurements and photos: withdrawn here (erasing them), or given again. */
export function ConsentCard({ consentedAt }: { consentedAt: string | null }) {
  return (
    <Card aria-labelledby="consent-title">
      <CardHeader>
        <CardTitle id="consent-title">Mensurations et photos</CardTitle>
        <CardDescription>
          {consentedAt
            ? `Le ${formatDate(consentedAt)}, vous avez accepté que vos mensurations et vos photos soient conservées pour votre accompagnement.`
            : "Vous n'avez pas donné votre accord : vos mensurations et vos photos ne sont pas conservées, et votre silhouette est la silhouette générique."}
        </CardDescription>
      </CardHeader>
      <CardContent>{consentedAt ? <WithdrawConsent /> : <GiveConsent />}</CardContent>
    </Card>
  );
}

function WithdrawConsent() {
  const [open, setOpen] = useState(false);
  const status = useConsentStatus(open);
  const withdraw = useWithdrawConsent();
  const lines = status.data ? erasureLines(status.data.erasable) : [];

  const confirm = async (event: MouseEvent) => {
    // The dialog stays open, busy, until the server has answered.
    event.preventDefault();
    try {
      await withdraw.mutateAsync();
    } catch (error) {
      console.error('Consent withdrawal failed', error);
      toast.error('Erreur', { description: WITHDRAWAL_TEXTS.failed });
      return;
    }
    setOpen(false);
    toast.success(WITHDRAWAL_TEXTS.done);
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !withdraw.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800">
          Retirer mon accord
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Retirer votre accord ?</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="space-y-3">
            {status.isPending ? (
              <p className="flex items-center gap-2">
                <Spinner className="size-4" label="Recherche de ce qui sera effacé…" />
                <span aria-hidden>Recherche de ce qui sera effacé…</span>
              </p>
            ) : status.isError ? (
              <p role="alert">{errorMessage(status.error)}</p>
            ) : lines.length ? (
              <>
                <p>Seront effacés définitivement :</p>
                <ul className="list-disc space-y-1 pl-5">
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{WITHDRAWAL_TEXTS.nothingKept}</p>
            )}
            <p>{WITHDRAWAL_TEXTS.whatStays}</p>
            <p>
              Pour en garder une copie,{' '}
              <a href="/api/me/export" download className="font-medium text-brand-700 underline">
                téléchargez vos données
              </a>{' '}
              avant.
            </p>
          </div>
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={withdraw.isPending}>Annuler</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={withdraw.isPending || !status.isSuccess}>
            {withdraw.isPending ? 'Effacement...' : 'Retirer et effacer'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function GiveConsent() {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  const grant = useGrantConsent();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked) return setError(CONSENT_TEXTS.required);
    try {
      // Awaited rather than given callbacks: once saved, this form gives way to the withdrawal button.
      await grant.mutateAsync();
    } catch (failure) {
      console.error('Consent failed', failure);
      toast.error('Erreur', { description: errorMessage(failure) });
      return;
    }
    toast.success(WITHDRAWAL_TEXTS.granted);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <ConsentCheckbox
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          if (next) setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" disabled={grant.isPending}>
        {grant.isPending ? 'Enregistrement...' : 'Enregistrer mon accord'}
      </Button>
    </form>
  );
}
