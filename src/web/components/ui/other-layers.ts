/**
 * Radix closes a dialog or popover on a press or focus "outside" it, and counts as inside whatever its own
 * component tree rendered into a portal (a select's list, a confirmation) because React's events bubble
 * through portals. Preact's follow the page instead (decision record 52), so a layer opened above this one
 * would close it: a press or focus landing in another Radix layer is kept from counting as outside.
 */
const OTHER_LAYERS =
  '[data-radix-popper-content-wrapper], [role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]';

type OutsideEvent = Event & { target: EventTarget | null };

export function ignoringOtherLayers<E extends OutsideEvent>(handler?: (event: E) => void) {
  return (event: E) => {
    if (event.target instanceof Element && event.target.closest(OTHER_LAYERS)) {
      event.preventDefault();
      return;
    }
    handler?.(event);
  };
}
