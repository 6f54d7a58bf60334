import { cloneElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { popupCode, useLazyPopup } from './lazy-popup';

type PopoverModule = typeof import('./popover');

const popoverCode = popupCode(() => import('./popover'));

/** A button and its popover, whose code loads on first use (lazy-popup.ts). */
export function LazyPopover({
  trigger,
  open,
  onOpenChange,
  contentProps,
  children,
}: {
  /** The button, with its accessible name. */
  trigger: ReactElement<ComponentProps<'button'>>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  contentProps?: Omit<ComponentProps<PopoverModule['PopoverContent']>, 'children'>;
  children: ReactNode;
}) {
  const {
    module: popover,
    plainProps,
    buttonProps,
  } = useLazyPopup(popoverCode, {
    popup: 'dialog',
    opensOn: 'click',
  });
  if (!popover) return cloneElement(trigger, plainProps);
  const { Popover, PopoverTrigger, PopoverContent } = popover;
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{cloneElement(trigger, buttonProps)}</PopoverTrigger>
      <PopoverContent {...contentProps}>{children}</PopoverContent>
    </Popover>
  );
}
