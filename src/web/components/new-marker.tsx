import { NEWS_TEXTS } from '~/domain/notification-texts';
import { cn } from '~/web/lib/cn';

/** 'Nouveau', on what she had not seen when she came (src/web/lib/news.ts). */
export function NewMarker({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white',
        className,
      )}
    >
      {NEWS_TEXTS.marker}
    </span>
  );
}
