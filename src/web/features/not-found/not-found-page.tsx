import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '~/web/components/logo';
import { Button } from '~/web/components/ui/button';

/** Any unknown path (§2). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col bg-[radial-gradient(50rem_30rem_at_50%_0%,#ede9fe,transparent)]">
      <header className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6">
        <Link to="/" aria-label="Atelier Silhouette, accueil" className="inline-flex rounded-lg">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-24">
        <div className="max-w-md text-center">
          <p
            aria-hidden
            className="bg-gradient-to-br from-brand-500 to-brand-900 bg-clip-text font-display text-8xl font-semibold text-transparent sm:text-9xl"
          >
            404
          </p>
          <h1 className="mt-4 text-2xl font-semibold text-gray-900 sm:text-3xl">Oops! Page not found</h1>
          <p className="mt-3 text-gray-600">La page que vous cherchez n'existe pas ou a été déplacée.</p>
          <Button asChild size="lg" className="mt-8 rounded-xl">
            <Link to="/">
              <ArrowLeft aria-hidden />
              Retour à l'accueil
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
