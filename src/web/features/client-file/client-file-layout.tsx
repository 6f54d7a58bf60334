import { ArrowLeft, FileSignature, ReceiptEuro } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { CLIENT_MESSAGES } from '~/domain/client-texts';
import { displayName } from '~/domain/person';
import { Avatar } from '~/web/components/ui/avatar';
import { Button } from '~/web/components/ui/button';
import { PageLoading } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api';
import { cn } from '~/web/lib/cn';
import { useClient } from './api/get-client';
import { useMarkSeen } from './api/mark-seen';
import { ClientAppointmentsNote } from './client-appointments-note';
import { ClientPackagesNote } from './client-packages-note';
import { EndFollowUpDialog } from './end-follow-up-dialog';
import { FollowUpControl } from './follow-up-control';

const TABS = [
  { to: '', label: 'Silhouette', end: true },
  { to: 'outfits', label: 'Tenues', end: true },
  { to: 'wardrobe', label: 'Garde-robe', end: true },
  { to: 'proposals', label: 'Propositions', end: true },
  { to: 'notes', label: 'Notes', end: true },
  { to: 'diagnostic', label: 'Diagnostic', end: true },
  { to: 'tri', label: 'Tri de garde-robe', end: false },
  { to: 'carnet', label: 'Carnet de style', end: true },
  { to: 'capsules', label: 'Capsules', end: false },
];

/**
 * §2 Client detail: 'Retour', the title, the follow-up day, 'Mettre fin au suivi', and the Silhouette / Tenues /
 * Garde-robe / Notes tabs, inside the consultant's frame (which holds the page's `main`).
 */
export function ClientFileLayout() {
  const { clientId = '' } = useParams();
  const { pathname } = useLocation();
  const client = useClient(clientId);
  useMarkSeen(clientId);
  const creating = pathname.endsWith('/outfits/create');
  const base = `/consultant/client/${clientId}`;
  const tabs = useRef<HTMLElement>(null);
  const tabsShown = client.isSuccess && !creating;

  // The open section's tab, in the middle of the row when the row scrolls (a phone opening 'Capsules').
  useEffect(() => {
    const row = tabs.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname, tabsShown]);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-4">
        <Button variant="ghost" asChild>
          <Link to={creating ? `${base}/outfits` : '/consultant/dashboard'}>
            <ArrowLeft aria-hidden /> Retour
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">
          {creating ? 'Création de Tenue' : 'Fiche client détaillée'}
        </h1>
      </header>
      {client.isPending ? (
        <PageLoading />
      ) : client.isError ? (
        <div
          role="alert"
          className="rounded-2xl border border-gray-200 bg-white p-10 text-center text-gray-600"
        >
          {client.error instanceof ApiError && client.error.status === 404
            ? CLIENT_MESSAGES.notFound
            : CLIENT_MESSAGES.loadFailed}
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex min-w-0 items-center gap-3">
              <Avatar person={client.data} src={client.data.photoUrl} className="size-12" />
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{displayName(client.data)}</p>
                <p className="truncate text-sm text-gray-500">{client.data.email}</p>
              </div>
            </div>
            {!creating && (
              <div className="flex flex-wrap items-center gap-2">
                <Button variant="ghost" className="min-h-11 sm:min-h-10" asChild>
                  <Link to={`/consultant/dashboard/factures/nouvelle?client=${encodeURIComponent(clientId)}`}>
                    <ReceiptEuro aria-hidden />
                    Facturer
                  </Link>
                </Button>
                <Button variant="ghost" className="min-h-11 sm:min-h-10" asChild>
                  <Link to={`/consultant/dashboard/devis/nouveau?client=${encodeURIComponent(clientId)}`}>
                    <FileSignature aria-hidden />
                    Faire un devis
                  </Link>
                </Button>
                <FollowUpControl client={client.data} />
                <EndFollowUpDialog client={client.data} />
              </div>
            )}
          </div>
          {!creating && <ClientPackagesNote clientId={clientId} />}
          {!creating && <ClientAppointmentsNote clientId={clientId} />}
          {!creating && (
            // One row, which scrolls sideways where the tabs do not fit (a phone): the tabs are links, so the
            // keyboard reaches each one and the browser scrolls it into view.
            <nav
              ref={tabs}
              aria-label="Sections de la fiche client"
              className="relative flex max-w-full gap-0.5 overflow-x-auto rounded-xl bg-gray-100 p-1 [scrollbar-width:thin] sm:w-fit"
            >
              {TABS.map((tab) => (
                <NavLink
                  key={tab.label}
                  to={tab.to ? `${base}/${tab.to}` : base}
                  end={tab.end}
                  className={({ isActive }) =>
                    cn(
                      'shrink-0 whitespace-nowrap rounded-lg px-2.5 py-1.5 text-center text-sm font-medium text-gray-600 hover:text-gray-900',
                      isActive && 'bg-white text-gray-900 shadow-sm',
                    )
                  }
                >
                  {tab.label}
                </NavLink>
              ))}
            </nav>
          )}
          <Outlet context={client.data} />
        </>
      )}
    </div>
  );
}
