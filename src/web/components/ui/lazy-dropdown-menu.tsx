import { cloneElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { popupCode, useLazyPopup } from './lazy-popup';

type MenuModule = typeof import('./dropdown-menu');

const menuCode = popupCode(() => import('./dropdown-menu'));

/**
 * A menu button whose menu loads on first use (lazy-popup.ts): about 16 KB of brotli that a wardrobe page would
 * otherwise load for menus rarely opened.
 */
export function LazyDropdownMenu({
  trigger,
  modal,
  contentProps,
  items,
}: {
  /** The button, with its accessible name. */
  trigger: ReactElement<ComponentProps<'button'>>;
  modal?: boolean;
  contentProps?: Omit<ComponentProps<MenuModule['DropdownMenuContent']>, 'children'>;
  items: (menu: MenuModule) => ReactNode;
}) {
  const {
    module: menu,
    plainProps,
    buttonProps,
  } = useLazyPopup(menuCode, {
    popup: 'menu',
    opensOn: 'pointerdown',
  });
  if (!menu) return cloneElement(trigger, plainProps);
  const { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent } = menu;
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>{cloneElement(trigger, buttonProps)}</DropdownMenuTrigger>
      <DropdownMenuContent {...contentProps}>{items(menu)}</DropdownMenuContent>
    </DropdownMenu>
  );
}
