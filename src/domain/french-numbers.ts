/**
 * Numbers as Intl's French prints them, written by hand: the first Intl call on a page costs a phone tens of
 * milliseconds (it starts ICU), and every page printed a number or a price while it loaded (decision record 57).
 * `french-numbers.test.ts` compares both over many values.
 */

/** '8 000', '1 249': whole digits grouped by three with U+202F, a narrow no-break space. */
export function groupThousands(digits: number | string): string {
  return String(digits).replace(/\B(?=(\d{3})+$)/g, '\u202F');
}

/** '89,00 €', '1 249,90 €', or '100 000 €' without the cents: a no-break space (U+00A0) before the sign. */
export function frenchEuros(euros: number, cents: boolean): string {
  const [whole, fraction] = roundHalfUp(Math.abs(euros), cents ? 2 : 0);
  const sign = euros < 0 || Object.is(euros, -0) ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}\u00A0€`;
}

/**
 * `value` rounded to `decimals` as Intl does: on its shortest decimal writing ('701.005', half up to 701.01),
 * where toFixed reads the binary value underneath (701.00499…, down to 701.00).
 */
function roundHalfUp(value: number, decimals: number): [whole: string, fraction: string] {
  const written = String(value);
  if (written.includes('e')) {
    const [whole, fraction = ''] = value.toFixed(decimals).split('.');
    return [whole!, fraction];
  }
  const [whole, fraction = ''] = written.split('.');
  let scaled = BigInt(whole! + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return [digits.slice(0, digits.length - decimals), digits.slice(digits.length - decimals)];
}
