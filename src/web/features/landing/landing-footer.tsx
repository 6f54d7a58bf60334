import { ExternalLink, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '~/web/components/logo';
import { LANDING_SECTIONS } from './landing-header';
import { usePublicConfig } from '~/web/lib/public-config';

export function LandingFooter() {
  const { labsUrl, contactEmail } = usePublicConfig();
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:grid-cols-2 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="sm:col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-gray-600">
            La plateforme des conseillers en image et de leurs clients : silhouette, garde-robe, tenues et
            messages.
          </p>
        </div>
        <nav aria-label="Plan du site">
          <h2 className="text-sm font-semibold text-gray-900">Découvrir</h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-1">
            {LANDING_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-gray-600 hover:text-brand-700">
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-gray-900">Nous retrouver</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a
                href={labsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 text-gray-600 hover:text-brand-700"
              >
                Atelier Silhouette Labs
                <ExternalLink className="size-3.5" aria-hidden />
                <span className="sr-only">(nouvel onglet)</span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${contactEmail}`}
                className="inline-flex items-center gap-1.5 text-gray-600 hover:text-brand-700"
              >
                <Mail className="size-3.5 shrink-0" aria-hidden />
                {contactEmail}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-gray-100">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-gray-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Atelier Silhouette. Tous droits réservés.</p>
          <Link
            to="/confidentialite"
            className="text-gray-600 underline-offset-4 hover:text-brand-700 hover:underline"
          >
            Confidentialité et données personnelles
          </Link>
        </div>
      </div>
    </footer>
  );
}
