import { ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '~/web/lib/session';

/** Whether the signed-in client withdrew her consent: then nothing of her body or wardrobe can be kept. */
export function useConsentMissing() {
  const me = useMe().data;
  return me?.role === 'client' && me.consentedAt === null;
}

/** Shown where a client would add measurements or photos after withdrawing her consent. */
export function ConsentWithdrawnNotice({ what }: { what: string }) {
  if (!useConsentMissing()) return null;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <ShieldOff className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>
        Vous avez retiré votre accord : {what}{' '}
        <Link to="/client/dashboard/settings" className="font-medium underline underline-offset-2">
          Donner mon accord dans Paramètres
        </Link>
      </p>
    </div>
  );
}
