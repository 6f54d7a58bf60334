import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { runEffectsInThisTask } from '~/web/lib/preact-options';

/** How the visitor asked for the popup before its code was here: given to Radix's button once it is. */
export type Asked = 'press' | 'key' | 'click' | null;

/** A popup's code, loaded once for every button that opens one of its kind. */
export type PopupCode<M> = { load: () => Promise<M>; loaded: M | null };

export function popupCode<M>(load: () => Promise<M>): PopupCode<M> {
  const code: PopupCode<M> = {
    loaded: null,
    load: () =>
      load().then((module) => {
        code.loaded = module;
        return module;
      }),
  };
  return code;
}

/**
 * A button whose popup (a Radix menu or popover, with its positioning library) loads when the button is pointed
 * at, focused or pressed rather than with the page (issue 32, decision record 0056). Until then the button is drawn
 * alone, with `plainProps` (announced as opening a popup); once the code is here, the caller draws Radix's parts
 * around the same button, marked with `buttonProps`. The button keeps the focus across the change, and the press,
 * key or click that came before the code is given to Radix's button (`replay`), which opens the popup as it would
 * have.
 */
export function useLazyPopup<M>(
  code: PopupCode<M>,
  { popup, opensOn }: { popup: 'menu' | 'dialog'; opensOn: 'pointerdown' | 'click' },
) {
  const [module, setModule] = useState(code.loaded);
  const asked = useRef<Asked>(null);
  const hadFocus = useRef(false);
  const key = useId();

  useLayoutEffect(() => {
    if (module && hadFocus.current) popupButton(key)?.focus();
    hadFocus.current = false;
  }, [module, key]);

  // After the popup's own effects (Radix's menu listens to the keys from one).
  useEffect(() => {
    const button = module && popupButton(key);
    const ask = asked.current;
    asked.current = null;
    if (button && ask) replay(button, ask);
  }, [module, key]);

  const load = (ask: Asked) => {
    if (ask) asked.current = ask;
    void code.load().then(
      (loaded) => {
        hadFocus.current = document.activeElement === popupButton(key);
        // No key may come between the popup drawn and its effects run.
        runEffectsInThisTask();
        setModule(() => loaded);
      },
      () => {
        // Offline: the button stays as it is, and the next press tries again.
        asked.current = null;
      },
    );
  };

  const plainProps: ComponentProps<'button'> & Record<`data-${string}`, string> = {
    'aria-haspopup': popup,
    'aria-expanded': false,
    'data-popup-button': key,
    onPointerEnter: () => load(null),
    onFocus: () => load(null),
    ...(opensOn === 'pointerdown'
      ? {
          onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
            if (event.button !== 0 || event.ctrlKey) return;
            event.preventDefault();
            load('press');
          },
          onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
            if (!MENU_KEYS.includes(event.key)) return;
            event.preventDefault();
            load('key');
          },
        }
      : { onClick: () => load('click') }),
  };
  const buttonProps = { 'data-popup-button': key } as ComponentProps<'button'>;
  return { module, plainProps, buttonProps };
}

function replay(button: HTMLElement, ask: Exclude<Asked, null>) {
  if (ask === 'key') button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  if (ask === 'press') button.dispatchEvent(new PointerEvent('pointerdown', { button: 0, bubbles: true }));
  if (ask === 'click') button.click();
}

const popupButton = (key: string) =>
  document.querySelector<HTMLElement>(`[data-popup-button="${CSS.escape(key)}"]`);

/** The keys that open a menu from its button (WAI-ARIA menu button pattern, as Radix's trigger). */
const MENU_KEYS = ['Enter', ' ', 'ArrowDown'];
