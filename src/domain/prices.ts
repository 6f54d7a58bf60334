/** Made on first use: building a formatter costs a phone tens of milliseconds, on every page importing this. */
let withCents: Intl.NumberFormat | undefined;
let roundEuros: Intl.NumberFormat | undefined;

/**
 * Every price shown goes through here: '49,90 €', '1 299,00 €', with Intl's French spaces (U+202F between the
 * thousands, a no-break U+00A0 before '€': decision record 44). `{ cents: false }` for a round limit: '100 000 €'.
 */
export function formatPrice(euros: number, { cents = true }: { cents?: boolean } = {}): string {
  const format = cents
    ? (withCents ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }))
    : (roundEuros ??= new Intl.NumberFormat('fr-FR', {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }));
  return format.format(euros);
}
