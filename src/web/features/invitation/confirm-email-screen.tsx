import { CircleAlert, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { deBefore } from '~/domain/person';
import { SendConfirmationButton } from '~/web/components/send-confirmation-button';
import { InvitationFrame } from './invitation-frame';

/**
 * An invitation reached through a copied link, by a signed-in client whose address is not confirmed yet:
 * the link to the consultant is made once the confirmation mail's link is followed (it leads back here).
 */
export function ConfirmEmailScreen({
  token,
  email,
  consultant,
  linkFailed,
}: {
  token: string;
  email: string;
  consultant: string;
  /** The confirmation link that led here had expired or was not valid. */
  linkFailed: boolean;
}) {
  return (
    <InvitationFrame>
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MailCheck className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold text-gray-900">Confirmez votre adresse email</h1>
      <p className="mt-2 text-sm leading-relaxed text-gray-600">
        Pour rejoindre l’espace {deBefore(consultant)}
        <strong className="text-gray-900">{consultant}</strong>, confirmez d’abord que l’adresse{' '}
        <strong className="wrap-anywhere text-gray-900">{email}</strong> est bien la vôtre.
      </p>
      {linkFailed && (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          Ce lien de confirmation a expiré ou n'est plus valide. Demandez-en un nouveau.
        </p>
      )}
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-gray-700">
        <li>Ouvrez l'email de confirmation que nous vous avons envoyé à cette adresse.</li>
        <li>Cliquez sur le lien qu'il contient : vous reviendrez ici et l'invitation sera acceptée.</li>
      </ol>
      <p className="mt-4 text-sm text-gray-600">Rien reçu ? Vérifiez vos courriers indésirables, ou :</p>
      <SendConfirmationButton inviteToken={token} className="mt-3 w-full" />
      <p className="mt-6 border-t border-gray-100 pt-5 text-center text-sm">
        <Link to="/client/dashboard" className="font-medium text-brand-700 hover:underline">
          Continuer vers mon espace
        </Link>
      </p>
    </InvitationFrame>
  );
}
