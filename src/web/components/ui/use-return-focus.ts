import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix gives focus back to a dialog's Trigger when it closes, but dialogs opened from state (a card's
 * 'Modifier', 'Nouveau message') have no Trigger and focus fell to <body>. The element focused when the
 * dialog opens is its opener: focus goes back to it on close. If it has gone meanwhile (the deleted card's
 * button), Radix's own behaviour applies.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix fires this before moving focus into the dialog, so the opener still has it.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
