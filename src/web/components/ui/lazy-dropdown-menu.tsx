import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

import { runEffectsInThisTask } from '~/web/lib/preact-options';

type MenuModule = typeof import('./dropdown-menu');

const loadMenu = () => import('./dropdown-menu');
/** Once loaded, every menu button draws Radix's menu at once. */
let loadedMenu: MenuModule | null = null;

/** How the visitor asked for the menu before its code was here. */
type Asked = 'pointer' | 'keyboard' | null;

/**
 * A menu button whose menu (Radix's, with its positioning library) loads when the button is pointed at, focused or
 * pressed rather than with the page: about 16 KB of brotli that a wardrobe page would otherwise load for menus
 * rarely opened (issue 32). Until then the button is drawn alone, announced as a menu button; a press or a key
 * that came before the code opens the menu once it is here, on its first item for a key. The button keeps the
 * focus across the change.
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
  const [menu, setMenu] = useState(loadedMenu);
  const asked = useRef<Asked>(null);
  const hadFocus = useRef(false);
  const key = useId();

  useLayoutEffect(() => {
    if (menu && hadFocus.current) menuButton(key)?.focus();
    hadFocus.current = false;
  }, [menu, key]);

  // After the menu's own effects (Radix listens to the keys from one): the press or key that came before the code
  // is given to Radix's button, which opens the menu as it would have (on its first item for a key).
  useEffect(() => {
    const button = menu && menuButton(key);
    if (!button) return;
    const ask = asked.current;
    asked.current = null;
    if (ask === 'keyboard')
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    if (ask === 'pointer')
      button.dispatchEvent(new PointerEvent('pointerdown', { button: 0, bubbles: true }));
  }, [menu, key]);

  if (!menu) {
    const load = (ask: Asked) => {
      if (ask) asked.current = ask;
      void loadMenu().then(
        (module) => {
          loadedMenu = module;
          hadFocus.current = document.activeElement === menuButton(key);
          // No key may come between the menu drawn and its effects run (Radix's key listener among them).
          runEffectsInThisTask();
          setMenu(module);
        },
        () => {
          // Offline: the button stays as it is, and the next press tries again.
          asked.current = null;
        },
      );
    };
    // The refs are read in the handlers only, not while drawing.
    // eslint-disable-next-line react-hooks/refs
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-menu-button': key,
      onPointerEnter: () => load(null),
      onFocus: () => load(null),
      onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        load('pointer');
      },
      onKeyDown: (event: ReactKeyboardEvent<HTMLButtonElement>) => {
        if (!MENU_KEYS.includes(event.key)) return;
        event.preventDefault();
        load('keyboard');
      },
    } as ComponentProps<'button'>);
  }

  const { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent } = menu;
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>
        {cloneElement(trigger, { 'data-menu-button': key } as ComponentProps<'button'>)}
      </DropdownMenuTrigger>
      <DropdownMenuContent {...contentProps}>{items(menu)}</DropdownMenuContent>
    </DropdownMenu>
  );
}

const menuButton = (key: string) =>
  document.querySelector<HTMLElement>(`[data-menu-button="${CSS.escape(key)}"]`);

/** The keys that open a menu from its button (WAI-ARIA menu button pattern, as Radix's trigger). */
const MENU_KEYS = ['Enter', ' ', 'ArrowDown'];
