import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '~/web/components/logo';

/** The invitation screens' frame: the logo home above one centred card. */
export function InvitationFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-stone-50 px-4 py-10">
      <Link to="/" aria-label="Atelier Silhouette, accueil">
        <Logo />
      </Link>
      <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8">
        {children}
      </div>
    </main>
  );
}
