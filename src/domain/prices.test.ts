import { describe, expect, it } from 'vitest';
import { formatPrice } from './prices';
import { MAX_BUDGET_EUROS, PROPOSAL_MESSAGES } from './proposals';
import { MAX_PRICE_CENTS } from './wardrobe';
import { WARDROBE_MESSAGES } from './wardrobe-texts';

describe('formatPrice', () => {
  it('writes euros the French way: U+202F between thousands, a no-break space before the sign', () => {
    expect(formatPrice(89)).toBe('89,00\u00A0€');
    expect(formatPrice(1249.9)).toBe('1\u202F249,90\u00A0€');
    expect(formatPrice(100_000, { cents: false })).toBe('100\u202F000\u00A0€');
  });

  it('is the format of the prices in the messages', () => {
    expect(WARDROBE_MESSAGES.priceTooHigh).toBe(
      `Le prix ne peut pas dépasser ${formatPrice(MAX_PRICE_CENTS / 100, { cents: false })}`,
    );
    expect(PROPOSAL_MESSAGES.budgetInvalid).toContain(
      ` et ${formatPrice(MAX_BUDGET_EUROS, { cents: false })}`,
    );
  });
});
