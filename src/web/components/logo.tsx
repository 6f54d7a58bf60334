import { cn } from '~/web/lib/cn';

/** The brand mark and wordmark; decorative, so links around it carry their own name. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="size-9 shrink-0" />
      <span
        className={cn(
          'font-display text-lg font-semibold tracking-tight text-gray-900',
          compact && 'sr-only sm:not-sr-only',
        )}
      >
        Atelier Silhouette
      </span>
    </span>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <rect width="40" height="40" rx="11" fill="#6d28d9" />
      <path d="M0 11A11 11 0 0 1 11 0h18a11 11 0 0 1 11 11v4C28 22 12 10 0 20z" fill="#8b5cf6" />
      <circle cx="20" cy="10.5" r="3.6" fill="#fff" />
      <path d="M14.5 16.5c3.6 1.3 7.4 1.3 11 0l-2.2 7.3 3.7 8.7H13l3.7-8.7z" fill="#fff" fillOpacity=".95" />
      <path d="M17.8 32.5h4.4" stroke="#ddd6fe" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
