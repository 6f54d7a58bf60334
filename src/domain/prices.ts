import { frenchEuros } from './french-numbers';

/**
 * Every price shown goes through here: '49,90 €', '1 299,00 €', with Intl's French spaces (U+202F between the
 * thousands, a no-break U+00A0 before '€': decision record 44), written without Intl (decision record 57).
 * `{ cents: false }` for a round limit: '100 000 €'.
 */
export function formatPrice(euros: number, { cents = true }: { cents?: boolean } = {}): string {
  return frenchEuros(euros, cents);
}
