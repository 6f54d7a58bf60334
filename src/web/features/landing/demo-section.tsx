import { SectionHeading } from './section-heading';

/** Recorded from the product itself by `npm run demo:video` (scripts/record-demo-video.ts). */
const VIDEO = '/demo/atelier-demo';

export function DemoSection() {
  // Motion only for those who did not ask the system for less: they get the controls and the poster instead.
  const reduceMotion =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="demo-title"
          eyebrow="Démo"
          title="Atelier Silhouette en vidéo"
          text="De la garde-robe du client à la tenue partagée, découvrez le travail d'une conseillère et ce que reçoit sa cliente."
        />
        <figure className="mt-12">
          <div className="overflow-hidden rounded-3xl bg-brand-900 shadow-2xl shadow-brand-900/25 ring-1 ring-gray-900/10">
            <video
              autoPlay={!reduceMotion}
              controls={reduceMotion}
              muted
              loop
              playsInline
              preload="metadata"
              poster={`${VIDEO}-poster.jpg`}
              aria-describedby="demo-description"
              aria-label="Vidéo de démonstration d'Atelier Silhouette"
              className="aspect-video w-full bg-white"
            >
              <source src={`${VIDEO}.webm`} type="video/webm" />
              <source src={`${VIDEO}.mp4`} type="video/mp4" />
            </video>
          </div>
          <figcaption
            id="demo-description"
            className="mx-auto mt-4 max-w-3xl text-center text-sm text-gray-600"
          >
            Vidéo sans son d'une quinzaine de secondes : Claire, conseillère en image, ouvre le dossier de sa
            cliente Sophie, pose une chemise, un jean et des escarpins sur la silhouette de Sophie, nomme la
            tenue « Déjeuner en terrasse » et la partage ; Sophie la retrouve aussitôt dans « Mes Tenues ».
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
