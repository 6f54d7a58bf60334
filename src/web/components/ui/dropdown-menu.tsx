import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '~/web/lib/cn';

/** A menu button (WAI-ARIA menu pattern: arrow keys, Enter, Escape, typeahead), for a card's rarer actions. */
export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-48 rounded-xl border border-gray-200 bg-white p-1 text-sm text-gray-900 shadow-lg outline-none',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  destructive = false,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Item> & { destructive?: boolean }) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-lg px-3 outline-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-gray-100 [&_svg]:size-4 [&_svg]:shrink-0',
        destructive && 'text-red-700 data-highlighted:bg-red-50',
        className,
      )}
      {...props}
    />
  );
}
