import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '~/web/components/logo';
import { PRIVACY_SECTIONS } from './privacy-sections';
import { usePublicConfig } from '~/web/lib/public-config';

/** /confidentialite: what the product keeps, why, for how long, who sees it and how to act on it. Public. */
export function PrivacyPage() {
  const { contactEmail } = usePublicConfig();
  return (
    <div className="min-h-dvh bg-stone-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Aller au contenu
      </a>
      <header className="border-b border-gray-200/70 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" aria-label="Atelier Silhouette, accueil" className="inline-flex rounded-lg">
            <Logo compact />
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-brand-700 hover:text-brand-900"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Retour à l'accueil
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 pb-20 pt-10 sm:px-6 sm:pt-14">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl">
          Confidentialité et données personnelles
        </h1>
        <p className="mt-3 text-sm text-gray-500">
          Dernière mise à jour : <time dateTime="2026-11-28">28 novembre 2026</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-gray-700">
          Atelier Silhouette réunit des conseillers en image et leurs clients. Pour que votre conseiller
          puisse vous suivre, nous gardons certaines informations vous concernant. Cette page dit lesquelles,
          pourquoi, pour combien de temps, qui peut les voir et comment en garder la maîtrise.
        </p>

        <nav aria-labelledby="privacy-toc" className="mt-8 rounded-2xl border border-gray-200 bg-white p-5">
          <h2 id="privacy-toc" className="text-sm font-semibold text-gray-900">
            Sur cette page
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {PRIVACY_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {PRIVACY_SECTIONS.map(({ id, title, Content }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="mt-12 scroll-mt-6">
            <h2
              id={`${id}-title`}
              className="font-display text-2xl font-semibold tracking-tight text-gray-900"
            >
              {title}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-gray-700">
              <Content contactEmail={contactEmail} />
            </div>
          </section>
        ))}

        <p className="mt-14 border-t border-gray-200 pt-6">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-lg font-medium text-brand-700 hover:text-brand-900"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Retour à l'accueil
          </Link>
        </p>
      </main>
    </div>
  );
}
