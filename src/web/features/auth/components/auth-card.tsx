import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '~/web/components/logo';
import { cn } from '~/web/lib/cn';

/** The account screens' frame: the logo home, one centred card on a soft brand background. */
export function AuthCard({
  title,
  description,
  icon: Icon,
  wide = false,
  footer,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** Room for two fields side by side (registration). */
  wide?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-stone-50">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(55rem_32rem_at_50%_-8%,#ede9fe,transparent),radial-gradient(32rem_22rem_at_100%_100%,#fdf2f8,transparent),radial-gradient(28rem_20rem_at_0%_85%,#f5f3ff,transparent)]"
      />
      <header className="flex justify-center px-4 pb-2 pt-8 sm:pt-12">
        <Link to="/" aria-label="Atelier Silhouette, accueil" className="inline-flex rounded-lg">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 justify-center px-4 pb-12 pt-6 sm:items-center sm:pb-20">
        <div className={cn('w-full', wide ? 'max-w-lg' : 'max-w-md')}>
          <div className="rounded-2xl border border-gray-200/80 bg-white/95 p-6 shadow-xl shadow-brand-900/5 backdrop-blur sm:p-8">
            {Icon && (
              <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon className="size-5" aria-hidden />
              </span>
            )}
            <h1 className="font-display text-2xl font-semibold tracking-tight text-gray-900 sm:text-[1.75rem]">
              {title}
            </h1>
            {description && <p className="mt-2 text-sm leading-relaxed text-gray-600">{description}</p>}
            <div className="mt-6">{children}</div>
          </div>
          {footer && <div className="mt-6 text-center text-sm text-gray-600">{footer}</div>}
        </div>
      </main>
    </div>
  );
}
