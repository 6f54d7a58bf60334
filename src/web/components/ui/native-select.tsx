import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '~/web/lib/cn';

/**
 * The browser's own select, drawn like the inputs: the phone's own picker, the keyboard and screen readers'
 * handling of a listbox, and no JavaScript to download (decision record 0055).
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative w-full', className)}>
      <select
        className="h-10 w-full cursor-pointer appearance-none truncate rounded-lg border border-gray-300 bg-white py-2 pl-3 pr-9 text-base text-gray-900 sm:text-sm focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-gray-500"
        aria-hidden
      />
    </div>
  );
}
