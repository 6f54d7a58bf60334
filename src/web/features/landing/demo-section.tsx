import { SectionHeading } from './section-heading';

export function DemoSection() {
  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="demo-title"
          eyebrow="Démo"
          title="Atelier Silhouette en vidéo"
          text="De l'inscription à la première tenue partagée, découvrez le parcours d'un client et de son conseiller."
        />
        <figure className="mt-12">
          <div className="overflow-hidden rounded-3xl bg-brand-900 shadow-2xl shadow-brand-900/25 ring-1 ring-gray-900/10">
            <video
              controls
              preload="none"
              poster="/demo-poster.svg"
              aria-label="Vidéo de démonstration d'Atelier Silhouette"
              className="aspect-video w-full"
            />
          </div>
          <figcaption className="mt-4 text-center text-sm text-gray-600">
            La vidéo de démonstration arrive bientôt : nous la préparons avec soin.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
