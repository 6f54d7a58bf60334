import { Ruler, Sparkles } from 'lucide-react';

/** The product at a glance: a dressed silhouette, measurements, a cut-out garment and a message. */
export function HeroVisual() {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none" aria-hidden>
      <div className="absolute -inset-4 -z-10 rotate-3 rounded-[2.5rem] bg-gradient-to-br from-brand-200 via-brand-100 to-rose-100 sm:-inset-6" />
      <div className="overflow-hidden rounded-[2rem] border border-white bg-white p-3 shadow-2xl shadow-brand-900/15">
        <div className="flex items-center justify-between px-2 pb-3 pt-1">
          <div>
            <p className="text-xs font-medium uppercase tracking-wider text-gray-500">Tenue</p>
            <p className="font-display text-lg font-semibold text-gray-900">Rendez-vous de lundi</p>
          </div>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
            Partagée
          </span>
        </div>
        <img
          src="/illustrations/hero-outfit.svg"
          alt=""
          width={400}
          height={480}
          fetchPriority="high"
          className="aspect-[5/6] w-full rounded-3xl object-cover"
        />
      </div>

      <div className="absolute -left-2 top-20 hidden items-center gap-3 rounded-2xl bg-white/95 p-3 pr-4 shadow-lg ring-1 ring-gray-900/5 backdrop-blur sm:-left-8 sm:flex">
        <span className="flex size-9 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          <Ruler className="size-4" />
        </span>
        <div className="text-sm">
          <p className="font-semibold text-gray-900">Ma silhouette</p>
          <p className="text-gray-600">168 cm · 60 kg</p>
        </div>
      </div>

      <div className="absolute -right-2 bottom-12 hidden max-w-[14rem] rounded-2xl bg-white/95 p-3 shadow-lg ring-1 ring-gray-900/5 backdrop-blur sm:-right-8 sm:block">
        <div className="flex items-center gap-2">
          <span className="flex size-7 items-center justify-center rounded-full bg-rose-100 text-xs font-semibold text-rose-800">
            IL
          </span>
          <p className="text-xs font-semibold text-gray-900">Inès, votre conseillère</p>
        </div>
        <p className="mt-2 rounded-xl rounded-tl-sm bg-brand-600 px-3 py-2 text-sm text-white">
          Votre tenue pour lundi est prête ! La jupe violette vous ira à merveille.
        </p>
      </div>

      <div className="absolute -bottom-4 left-6 flex items-center gap-2 rounded-full bg-gray-900 px-4 py-2 text-sm font-medium text-white shadow-lg">
        <Sparkles className="size-4 text-brand-200" />
        Fond supprimé automatiquement
      </div>
    </div>
  );
}
