import { MessageCircle, Move, Ruler, Shirt, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

type Feature = { icon: LucideIcon; title: string; text: string; tint: string };

const FEATURES: Feature[] = [
  {
    icon: Ruler,
    title: 'Une silhouette à vos mesures',
    text: 'Taille, poids, âge, tour de poitrine : quelques mesures suffisent pour générer une silhouette qui vous ressemble.',
    tint: 'bg-brand-100 text-brand-700',
  },
  {
    icon: Shirt,
    title: 'Une garde-robe numérique',
    text: 'Photographiez vos vêtements : le fond est supprimé automatiquement et chaque pièce est classée par catégorie, couleur et saison.',
    tint: 'bg-rose-100 text-rose-700',
  },
  {
    icon: Move,
    title: 'Des tenues par glisser-déposer',
    text: 'Votre conseiller compose des tenues directement sur votre silhouette, en déplaçant et ajustant chaque vêtement.',
    tint: 'bg-amber-100 text-amber-800',
  },
  {
    icon: MessageCircle,
    title: 'Une messagerie intégrée',
    text: 'Posez vos questions, recevez des conseils et suivez vos échanges au même endroit, en temps réel.',
    tint: 'bg-emerald-100 text-emerald-700',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Fonctionnalités"
          title="Tout votre style, réuni au même endroit"
          text="De la prise de mesures à la tenue partagée, chaque étape du conseil en image trouve sa place."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text, tint }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-gray-200 bg-stone-50/60 p-5 transition sm:p-6 hover:-translate-y-0.5 hover:border-brand-200 hover:bg-white hover:shadow-lg hover:shadow-brand-900/5 sm:block"
            >
              <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tint}`}>
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="sm:mt-5">
                <h3 className="text-base font-semibold text-gray-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-gray-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
