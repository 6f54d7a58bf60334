import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { HeroVisual } from './hero-visual';

const PROMISES = ['Sans installation', 'Vos photos restent privées', 'Sur ordinateur et mobile'];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,#ede9fe,transparent),radial-gradient(40rem_24rem_at_-10%_30%,#fdf2f8,transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 md:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-sm font-medium text-brand-700">
            <span className="size-1.5 rounded-full bg-brand-600" aria-hidden />
            Le conseil en image, à portée de main
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-4xl font-semibold leading-[1.1] tracking-tight text-gray-900 sm:text-5xl lg:text-6xl"
          >
            Votre style, <span className="text-brand-700">sur mesure</span>, avec votre conseiller en image
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-gray-600">
            Une silhouette à vos mesures, toute votre garde-robe en photos et des tenues composées pour vous :
            Atelier Silhouette réunit clients et conseillers dans un même espace.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="rounded-xl shadow-md shadow-brand-600/20">
              <Link to="/register/client">
                Je suis client
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="rounded-xl">
              <Link to="/register/consultant">Je suis conseiller</Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-gray-600">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-1.5">
                <Check className="size-4 text-brand-600" aria-hidden />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
