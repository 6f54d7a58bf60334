import { Sparkles } from 'lucide-react';

/** The outfit editor arrives with the outfits release; the route already exists for the portfolio's links. */
export function OutfitCreatePage() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center text-gray-500">
      <Sparkles className="size-6 text-brand-500" aria-hidden />
      <p>L'éditeur de tenues arrive très bientôt.</p>
    </div>
  );
}
