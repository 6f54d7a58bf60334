import { Sparkles } from 'lucide-react';

/** A titled page for a screen that arrives in a later release. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center text-gray-500">
        <Sparkles className="size-6 text-brand-500" aria-hidden />
        <p>Cet espace arrive très bientôt.</p>
      </div>
    </div>
  );
}
