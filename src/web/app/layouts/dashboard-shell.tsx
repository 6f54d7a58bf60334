import { Link, Outlet } from 'react-router';
import { Logo } from '~/web/components/logo';
import { MobileNav } from './mobile-nav';
import { SidebarNav, type NavEntry } from './sidebar-nav';
import { UserGreeting } from './user-greeting';

/** The frame both dashboards share: header, sidebar (a sheet on small screens) and the page. */
export function DashboardShell({ entries, areaLabel }: { entries: NavEntry[]; areaLabel: string }) {
  return (
    <div className="min-h-screen bg-stone-50 print:bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Aller au contenu
      </a>
      <header className="sticky top-0 z-40 h-16 print:hidden border-b border-gray-200 bg-white/90 backdrop-blur-md">
        <div className="flex h-full items-center gap-3 px-4 sm:px-6">
          <MobileNav entries={entries} areaLabel={areaLabel} />
          <Link to="/" aria-label="Atelier Silhouette, accueil" className="rounded-lg">
            <Logo compact />
          </Link>
          <div className="ml-auto min-w-0">
            <UserGreeting />
          </div>
        </div>
      </header>
      <div className="flex">
        {/* The column runs the page's full height (its white and its border); the navigation stays in view. */}
        <div className="hidden w-64 shrink-0 border-r border-gray-200 bg-white print:hidden md:block">
          <aside className="sticky top-16 flex h-[calc(100vh-4rem)] flex-col">
            <p className="px-6 pt-6 text-xs font-semibold uppercase tracking-wider text-brand-700">
              {areaLabel}
            </p>
            <div className="min-h-0 flex-1 overflow-y-auto">
              <SidebarNav entries={entries} />
            </div>
          </aside>
        </div>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10 print:p-0">
          <div className="mx-auto max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
