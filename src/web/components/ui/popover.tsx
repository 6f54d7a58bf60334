import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '~/web/lib/cn';
import { ignoringOtherLayers } from './other-layers';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

export function PopoverContent({
  className,
  sideOffset = 6,
  onInteractOutside,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-72 rounded-xl border border-gray-200 bg-white p-3 text-sm text-gray-700 shadow-lg outline-none',
          className,
        )}
        {...props}
        onInteractOutside={ignoringOtherLayers(onInteractOutside)}
      />
    </PopoverPrimitive.Portal>
  );
}
