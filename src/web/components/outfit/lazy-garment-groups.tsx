import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '~/web/components/ui/spinner';

/** Starts loading the garment list (its notes' popover and floating-ui with it); once is enough. */
export const loadGarmentGroups = () => import('./garment-groups');

const GarmentGroups = lazy(async () => ({ default: (await loadGarmentGroups()).GarmentGroups }));

/**
 * An outfit's garments, loaded with the dialog that shows them rather than with the page of cards: the notes'
 * popover and its positioning would otherwise weigh on every visit of 'Mes Tenues' and the client file (issue 32).
 */
export function LazyGarmentGroups(props: ComponentProps<typeof GarmentGroups>) {
  return (
    <Suspense fallback={<Spinner />}>
      <GarmentGroups {...props} />
    </Suspense>
  );
}
