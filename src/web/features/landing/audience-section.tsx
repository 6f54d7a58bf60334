import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '~/web/lib/cn';
import { SectionHeading } from './section-heading';

export type Audience = {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  cta: { label: string; to: string };
  image: { src: string; alt: string };
};

/** One side of the platform: what it brings, an illustration and a way in. */
export function AudienceSection({
  audience,
  reversed = false,
  className,
}: {
  audience: Audience;
  reversed?: boolean;
  className?: string;
}) {
  const titleId = `${audience.id}-title`;
  return (
    <section
      id={audience.id}
      aria-labelledby={titleId}
      className={cn('isolate scroll-mt-20 overflow-hidden py-20 sm:py-24', className)}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20">
        <div className={cn(reversed && 'lg:order-2')}>
          <SectionHeading
            id={titleId}
            eyebrow={audience.eyebrow}
            title={audience.title}
            text={audience.text}
            align="left"
          />
          <ul className="mt-8 space-y-4">
            {audience.points.map((point) => (
              <li key={point} className="flex gap-3 text-gray-700">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <Link
            to={audience.cta.to}
            className="mt-8 inline-flex items-center gap-2 rounded-lg font-semibold text-brand-700 hover:text-brand-900"
          >
            {audience.cta.label}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <div className={cn('relative', reversed && 'lg:order-1')}>
          <div
            aria-hidden
            className="absolute -inset-3 -z-10 rounded-[2.5rem] bg-gradient-to-br from-brand-100 to-rose-50 sm:-inset-6"
          />
          <img
            src={audience.image.src}
            alt={audience.image.alt}
            width={560}
            height={420}
            loading="lazy"
            className="w-full rounded-3xl border border-white bg-white shadow-xl shadow-brand-900/10"
          />
        </div>
      </div>
    </section>
  );
}

export const CLIENTS: Audience = {
  id: 'clients',
  eyebrow: 'Pour les clients',
  title: 'Votre garde-robe, enfin sous les yeux',
  text: 'Retrouvez vos vêtements, votre silhouette et les conseils de votre conseiller, où que vous soyez.',
  points: [
    'Une silhouette personnalisée, générée à partir de vos mesures',
    'Vos vêtements photographiés, détourés et classés en quelques secondes',
    'Les tenues créées pour vous, avec les commentaires de votre conseiller',
    'Une messagerie directe avec votre conseiller',
  ],
  cta: { label: 'Créer mon espace client', to: '/register/client' },
  image: {
    src: '/illustrations/wardrobe.svg',
    alt: 'Aperçu de la garde-robe numérique : hauts, bas, robes, chaussures et accessoires classés en vignettes',
  },
};

export const CONSULTANTS: Audience = {
  id: 'consultants',
  eyebrow: 'Pour les conseillers',
  title: 'Votre cabinet de conseil en image, organisé',
  text: "Suivez chaque client avec précision et proposez des tenues qui tiennent compte de ce qu'il possède déjà.",
  points: [
    'Un portefeuille clients clair, alimenté par des invitations envoyées par lien',
    'La silhouette, le profil et la garde-robe de chaque client en consultation',
    'Un atelier de création de tenues par glisser-déposer, partagées en un clic',
    'Vos propositions de vêtements ajoutées au catalogue du client',
  ],
  cta: { label: 'Ouvrir mon espace conseiller', to: '/register/consultant' },
  image: {
    src: '/illustrations/portfolio.svg',
    alt: 'Aperçu du tableau de bord conseiller : liste de clients et création de tenue sur une silhouette',
  },
};
