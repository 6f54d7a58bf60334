import { describe, expect, it } from 'vitest';
import { WEARABLE_WITH_CAP } from '~/domain/limits';
import { garmentDetails, garmentLabels, garmentPurchase, garmentTitle, unlocksText } from './garment-text';

const plain = {
  category: 'top',
  color: 'black',
  season: 'summer',
  name: null,
  brand: null,
  size: null,
  shop: null,
  productUrl: null,
  fitNote: null,
  price: null,
  purchaseDate: null,
} as const;

describe('garment texts', () => {
  it('titles a garment by its name, else by its category', () => {
    expect(garmentTitle(plain)).toBe('Haut');
    expect(garmentTitle({ ...plain, name: 'Chemise en lin' })).toBe('Chemise en lin');
  });

  it('names the category beside colour and season only when the name is the title', () => {
    expect(garmentLabels(plain)).toEqual(['Noir', 'Été']);
    expect(garmentLabels({ ...plain, name: 'Chemise en lin' })).toEqual(['Haut', 'Noir', 'Été']);
  });

  it('writes brand, size, price and purchase date in French, leaving out the missing ones', () => {
    expect(garmentDetails(plain)).toEqual([]);
    expect(garmentPurchase(plain)).toBeNull();
    const full = { ...plain, brand: 'Sézane', size: 'M', price: 1249.9, purchaseDate: '2026-03-12' };
    expect(garmentDetails(full)).toEqual(['Sézane', 'Taille M', '1 249,90 €']);
    expect(garmentPurchase(full)).toBe('Acheté le 12 mars 2026');
    expect(garmentDetails({ ...plain, price: 0 })).toEqual(['0,00 €']);
  });

  it('says what a proposal unlocks, with the count capped past which it says nothing more', () => {
    expect(unlocksText({ outfits: 0, wearableWith: 0 }, 'client')).toBe('');
    expect(unlocksText({ outfits: 2, wearableWith: 5 }, 'client')).toBe(
      'Se porte avec 5 de vos vêtements · Dans 2 tenues',
    );
    expect(unlocksText({ outfits: 1, wearableWith: WEARABLE_WITH_CAP }, 'consultant')).toBe(
      `Se porte avec au moins ${WEARABLE_WITH_CAP} de ses vêtements · Dans 1 tenue`,
    );
    expect(unlocksText({ outfits: 2, wearableWith: 5, newLooks: 6 }, 'client')).toBe(
      'Se porte avec 5 de vos vêtements · Ouvre 6 nouvelles tenues complètes · Dans 2 tenues',
    );
    expect(unlocksText({ outfits: 0, wearableWith: 3, newLooks: 1 }, 'consultant')).toBe(
      'Se porte avec 3 de ses vêtements · Ouvre 1 nouvelle tenue complète',
    );
  });
});
