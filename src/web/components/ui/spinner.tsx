import { Loader2 } from 'lucide-react';
import { cn } from '~/web/lib/cn';

export function Spinner({ className, label = 'Chargement...' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-gray-500">
      <Loader2 className={cn('size-5 animate-spin', className)} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The guarded pages' loading state (§2: 'Chargement...'). */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center gap-3 text-gray-600" role="status">
      <Loader2 className="size-5 animate-spin" aria-hidden />
      <span>Chargement...</span>
    </div>
  );
}
