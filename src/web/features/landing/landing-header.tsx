import { Link } from 'react-router';
import { DASHBOARD_PATH } from '~/domain/roles';
import { Logo } from '~/web/components/logo';
import { Button } from '~/web/components/ui/button';
import { useMe } from '~/web/lib/session';

export const LANDING_SECTIONS = [
  { id: 'features', label: 'Fonctionnalités' },
  { id: 'clients', label: 'Clients' },
  { id: 'consultants', label: 'Conseillers' },
  { id: 'demo', label: 'Démo' },
] as const;

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label="Atelier Silhouette, accueil" className="rounded-lg">
          <Logo />
        </Link>
        <nav aria-label="Sections de la page" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {LANDING_SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-gray-600 transition-colors hover:bg-brand-50 hover:text-brand-700"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <AccountButton />
      </div>
    </header>
  );
}

/** 'Connexion' while signed out or still loading, 'Mon Compte' once we know who is signed in. */
function AccountButton() {
  const me = useMe();
  const role = me.data?.role;
  return (
    <Button asChild size="sm" className="px-4">
      {role ? (
        <Link to={DASHBOARD_PATH[role]} data-account-link>
          Mon Compte
        </Link>
      ) : (
        <Link to="/login" data-account-link>
          Connexion
        </Link>
      )}
    </Button>
  );
}
