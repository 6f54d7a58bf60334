import { describe, expect, it } from 'vitest';
import { erasureLines } from './consent';

const none = {
  measurements: false,
  measurementChanges: 0,
  garments: 0,
  pendingPhotos: 0,
  outfits: 0,
  morphology: false,
  documents: 0,
  colourAnalysis: false,
};

describe('erasureLines', () => {
  it('lists nothing when nothing is kept', () => {
    expect(erasureLines(none)).toEqual([]);
  });

  it('counts each kind, singular and plural', () => {
    expect(
      erasureLines({
        ...none,
        measurements: true,
        measurementChanges: 1,
        garments: 1,
        pendingPhotos: 1,
        outfits: 1,
        morphology: true,
        documents: 1,
        colourAnalysis: true,
      }),
    ).toEqual([
      'vos mensurations et leur historique (1 modification)',
      'la morphologie que votre conseiller a établie',
      '1 vêtement de votre garde-robe, avec sa photo',
      '1 photo en attente dans « Ajouter plusieurs vêtements »',
      '1 tenue composée pour vous (leur image montre vos vêtements ou votre silhouette)',
      'votre analyse couleur (la photo de votre visage et les couleurs mesurées dessus)',
      '1 document de « Mes documents » (carnet de style, liste d’achats)',
    ]);
    expect(erasureLines({ ...none, measurements: true, measurementChanges: 3, garments: 12 })).toEqual([
      'vos mensurations et leur historique (3 modifications)',
      '12 vêtements de votre garde-robe, avec leurs photos',
    ]);
  });
});
