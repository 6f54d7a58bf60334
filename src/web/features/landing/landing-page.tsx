import { AudienceSection, CLIENTS, CONSULTANTS } from './audience-section';
import { ClosingCall } from './closing-call';
import { DemoSection } from './demo-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

/** §1: the public page. Loaded eagerly, so it stays light: no heavy libraries, SVG illustrations. */
export function LandingPage() {
  return (
    <div className="min-h-screen bg-stone-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Aller au contenu
      </a>
      <LandingHeader />
      <main id="main">
        <HeroSection />
        <FeaturesSection />
        <AudienceSection audience={CLIENTS} />
        <AudienceSection audience={CONSULTANTS} reversed className="bg-white" />
        <DemoSection />
        <ClosingCall />
      </main>
      <LandingFooter />
    </div>
  );
}
