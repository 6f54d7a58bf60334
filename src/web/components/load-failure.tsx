import { RotateCcw } from 'lucide-react';
import { Button } from './ui/button';

/** A list that could not be loaded: the spec's message and a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-white px-6 py-12 text-center"
    >
      <p className="font-medium text-gray-900">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden />
        Réessayer
      </Button>
    </div>
  );
}
