import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';

/** The last nudge before the footer, for visitors who read the whole page. */
export function ClosingCall() {
  return (
    <section aria-labelledby="closing-title" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-6 py-14 text-center shadow-2xl shadow-brand-900/20 sm:px-12">
        <div aria-hidden className="absolute -right-20 -top-20 size-64 rounded-full bg-white/10 blur-2xl" />
        <h2
          id="closing-title"
          className="relative font-display text-3xl font-semibold text-white sm:text-4xl"
        >
          Prêt à donner forme à votre style ?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-100">
          Créez votre espace en une minute, seul ou sur invitation de votre conseiller.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="rounded-xl bg-white text-brand-900 hover:bg-brand-50">
            <Link to="/register/client">Créer mon espace client</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="rounded-xl border-white/40 bg-transparent text-white hover:bg-white/10"
          >
            <Link to="/register/consultant">Ouvrir mon espace conseiller</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
