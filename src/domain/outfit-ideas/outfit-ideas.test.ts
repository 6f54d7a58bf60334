import { describe, expect, it } from 'vitest';
import type { Category } from '../clothing';
import { PALETTES } from '../palettes';
import { proposeOutfitIdeas, signatureOf } from './search';
import { pairHarmony, toneOf } from './harmony';
import { garment, largeWardrobe, NO_DIAGNOSIS } from './test-wardrobe';
import type { IdeaDiagnosis, IdeaGarment, IdeasRequest, OutfitIdea } from './types';
import { hexToLab } from '../palette-match';

const TODAY = '2026-11-28';
const request = (garments: IdeaGarment[], fields: Partial<IdeasRequest> = {}): IdeasRequest => ({
  garments,
  diagnosis: NO_DIAGNOSIS,
  season: 'winter',
  today: TODAY,
  seed: 'graine',
  ...fields,
});
const categoriesOf = (idea: OutfitIdea) => idea.items.map((item) => item.category);
const many = (category: Category, n: number, fields: Partial<IdeaGarment> & { hex?: string } = {}) =>
  Array.from({ length: n }, () => garment(category, fields));
const morphology = (m: IdeaDiagnosis['morphology'], customAdvice: Category[] = []): IdeaDiagnosis => ({
  ...NO_DIAGNOSIS,
  morphology: m,
  customAdvice,
});

describe('outfit ideas: hard filters', () => {
  it('never proposes a look without a bottom (or a one-piece) or without shoes when she has them', () => {
    const wardrobe = largeWardrobe(300, 'filters');
    for (const seed of ['a', 'b', 'c']) {
      const { ideas } = proposeOutfitIdeas(request(wardrobe, { seed }));
      expect(ideas).toHaveLength(20);
      for (const idea of ideas) {
        const categories = categoriesOf(idea);
        const separates = categories.includes('top') && categories.includes('bottom');
        const onePiece = categories.includes('one_piece');
        expect(separates !== onePiece).toBe(true);
        expect(categories.filter((c) => c === 'shoes')).toHaveLength(1);
        // Winter, and she has winter outerwear: it is part of every look.
        expect(categories).toContain('outerwear');
        expect(new Set(categories).size).toBe(categories.length);
      }
    }
  });

  it('never proposes an out-of-season, archived or "à retoucher" piece', () => {
    const wardrobe = largeWardrobe(300, 'season');
    for (const season of ['summer', 'winter'] as const) {
      const { ideas } = proposeOutfitIdeas(request(wardrobe, { season }));
      expect(ideas.length).toBeGreaterThan(0);
      for (const item of ideas.flatMap((idea) => idea.items)) {
        expect(['all', season]).toContain(item.season);
        expect(item.archived).toBe(false);
        expect(item.toAlter).toBe(false);
      }
    }
  });

  it('keeps, for an occasion, the pieces labelled with it and those she never labelled', () => {
    const office = [
      ...many('top', 3, { occasions: ['office'] }),
      ...many('bottom', 3, { occasions: ['office', 'clients'] }),
    ];
    const weekend = [
      ...many('top', 3, { occasions: ['weekend'] }),
      ...many('bottom', 2, { occasions: ['weekend'] }),
    ];
    const unlabelled = [garment('shoes'), garment('shoes'), garment('bottom')];
    const wardrobe = [...office, ...weekend, ...unlabelled];
    const weekendIds = new Set(weekend.map((piece) => piece.id));

    const forOffice = proposeOutfitIdeas(request(wardrobe, { season: 'summer', occasion: 'office' }));
    expect(forOffice.ideas.length).toBeGreaterThan(0);
    for (const item of forOffice.ideas.flatMap((idea) => idea.items)) {
      expect(weekendIds.has(item.id)).toBe(false);
      expect(item.occasions.length === 0 || item.occasions.includes('office')).toBe(true);
    }
    // Without an occasion, every piece may come.
    const any = proposeOutfitIdeas(request(wardrobe, { season: 'summer' }));
    expect(any.ideas.flatMap((idea) => idea.items).some((item) => weekendIds.has(item.id))).toBe(true);
    // No top for a ceremony: the unlabelled bottom alone makes no look, and the top is what is missing.
    const forCeremony = proposeOutfitIdeas(request(wardrobe, { season: 'summer', occasion: 'ceremony' }));
    expect(forCeremony.ideas).toEqual([]);
    expect(forCeremony.missing).toContain('top');
  });

  it('makes looks without shoes only when she has none, and says what is missing', () => {
    const noShoes = [...many('top', 2), ...many('bottom', 2)];
    const result = proposeOutfitIdeas(request(noShoes));
    expect(result.missing).toEqual(['shoes']);
    expect(result.ideas).toHaveLength(4);
    for (const idea of result.ideas) expect(categoriesOf(idea)).toEqual(['top', 'bottom']);

    const onlyTops = [...many('top', 3), garment('shoes'), garment('bottom', { archived: true })];
    expect(proposeOutfitIdeas(request(onlyTops))).toEqual({ ideas: [], missing: ['bottom', 'one_piece'] });
  });

  it('leaves outerwear optional out of autumn and winter, and an accessory always optional', () => {
    const wardrobe = [...many('top', 4), ...many('bottom', 4), ...many('shoes', 2), ...many('outerwear', 2)];
    wardrobe.push(...many('accessory', 3));
    const { ideas } = proposeOutfitIdeas(request(wardrobe, { season: 'summer' }));
    const withCoat = ideas.filter((idea) => categoriesOf(idea).includes('outerwear')).length;
    expect(withCoat).toBeGreaterThan(0);
    expect(withCoat).toBeLessThan(ideas.length);
  });
});

describe('outfit ideas: scores', () => {
  it('orders by the palette verdict of the piece near the face', () => {
    const bottom = garment('bottom', { hex: '#2b2b2b' });
    const shoes = garment('shoes', { hex: '#2b2b2b' });
    const tops = (['out', 'in', 'near'] as const).map((paletteMatch) =>
      garment('top', { hex: '#f0f0f0', paletteMatch, name: `Haut ${paletteMatch}` }),
    );
    const diagnosis: IdeaDiagnosis = { ...NO_DIAGNOSIS, swatches: PALETTES.hiver_froid.swatches };
    const { ideas } = proposeOutfitIdeas(request([bottom, shoes, ...tops], { diagnosis }));
    expect(ideas.map((idea) => idea.items.find((i) => i.category === 'top')!.paletteMatch)).toEqual([
      'in',
      'near',
      'out',
    ]);
    expect(ideas[0]!.reasons[0]).toMatch(/^Haut in\u00a0: près du visage, dans votre palette \(.+\)$/);
    expect(ideas[2]!.reasons).toContain('Haut out\u00a0: près du visage, hors de votre palette');
  });

  it.each([
    ['A', 'light'],
    ['triangle', 'light'],
    ['V', 'dark'],
    ['triangle_inverse', 'dark'],
  ] as const)('follows the lightness rule of morphology %s (a %s top first)', (m, first) => {
    const light = garment('top', { hex: '#e8e8e8', name: 'light' });
    const dark = garment('top', { hex: '#262626', name: 'dark' });
    const bottom = garment('bottom', { hex: '#777777' });
    const shoes = garment('shoes', { hex: '#777777' });
    const { ideas } = proposeOutfitIdeas(
      request([light, dark, bottom, shoes], { diagnosis: morphology(m), season: 'spring' }),
    );
    expect(ideas.map((idea) => idea.items.find((i) => i.category === 'top')!.name)).toEqual(
      first === 'light' ? ['light', 'dark'] : ['dark', 'light'],
    );
    expect(ideas[0]!.score).toBeGreaterThan(ideas[1]!.score);
    expect(ideas[0]!.reasons.some((r) => r.includes('comme le conseille votre morphologie'))).toBe(true);
    expect(ideas[1]!.reasons.some((r) => r.includes('votre morphologie conseille plutôt l’inverse'))).toBe(
      true,
    );
  });

  it('judges nothing it cannot measure: H, a rewritten advice, a one-piece', () => {
    const light = garment('top', { hex: '#e8e8e8' });
    const dark = garment('top', { hex: '#262626' });
    const bottom = garment('bottom', { hex: '#777777' });
    const shoes = garment('shoes', { hex: '#777777' });
    for (const diagnosis of [morphology('H'), morphology('A', ['top']), NO_DIAGNOSIS]) {
      const { ideas } = proposeOutfitIdeas(request([light, dark, bottom, shoes], { diagnosis }));
      expect(ideas[0]!.score).toBe(ideas[1]!.score);
      expect(ideas.flatMap((i) => i.reasons).some((r) => r.includes('morphologie'))).toBe(false);
    }
  });

  it('always says why: a look nothing can be judged on is a complete look of the season', () => {
    const { ideas } = proposeOutfitIdeas(request([garment('top'), garment('bottom'), garment('shoes')]));
    expect(ideas[0]!.reasons).toEqual(['Une tenue complète avec vos pièces de saison']);
  });

  it('prefers harmonious colours: neutrals, analogous and complementary hues over a clash', () => {
    const navy = toneOf(hexToLab('#1e3a8a'));
    expect(pairHarmony(navy, toneOf(hexToLab('#f4f4f0')))).toBe('neutral');
    expect(pairHarmony(navy, toneOf(hexToLab('#4682b4')))).toBe('analogous');
    expect(pairHarmony(toneOf(hexToLab('#1e4fd8')), toneOf(hexToLab('#e67e22')))).toBe('complementary');
    expect(pairHarmony(toneOf(hexToLab('#b22222')), toneOf(hexToLab('#2e7d32')))).toBe('complementary');
    expect(pairHarmony(toneOf(hexToLab('#b22222')), toneOf(hexToLab('#f1c40f')))).toBe('clash');
    expect(pairHarmony(toneOf(hexToLab('#d9708f')), toneOf(hexToLab('#1e4fd8')))).toBe('clash');

    const bottom = garment('bottom', { hex: '#1e4fd8' });
    const shoes = garment('shoes', { hex: '#f4f4f0' });
    const orange = garment('top', { hex: '#e67e22', name: 'orange' });
    const pink = garment('top', { hex: '#d9708f', name: 'rose' });
    const { ideas } = proposeOutfitIdeas(request([bottom, shoes, orange, pink]));
    expect(ideas.map((i) => i.items[0]!.name)).toEqual(['orange', 'rose']);
    expect(ideas[0]!.reasons).toContain('Des couleurs complémentaires qui se répondent');
    expect(ideas[1]!.reasons).toContain('Des couleurs qui se heurtent entre les pièces');
  });

  it('puts pieces worn in the last 7 days down, and says so', () => {
    const worn = garment('top', { hex: '#cccccc', name: 'Pull gris', lastWornOn: '2026-11-26' });
    const rested = garment('top', { hex: '#cccccc', name: 'Pull gris clair', lastWornOn: '2026-11-10' });
    const rest = [garment('bottom', { hex: '#333333' }), garment('shoes', { hex: '#333333' })];
    const { ideas } = proposeOutfitIdeas(request([worn, rested, ...rest]));
    expect(ideas.map((i) => i.items[0]!.name)).toEqual(['Pull gris clair', 'Pull gris']);
    expect(ideas[1]!.reasons).toContain('Pièce déjà portée il y a 2\u00a0jours\u00a0: Pull gris');
  });
});

describe('outfit ideas: search', () => {
  const wardrobe = largeWardrobe(200, 'search');

  it('gives the same ideas for the same wardrobe and seed, whatever the order of the garments', () => {
    const first = proposeOutfitIdeas(request(wardrobe, { seed: 's1' }));
    const again = proposeOutfitIdeas(request([...wardrobe].reverse(), { seed: 's1' }));
    expect(again).toEqual(first);
    const other = proposeOutfitIdeas(request(wardrobe, { seed: 's2' }));
    expect(other.ideas.map((i) => i.signature)).not.toEqual(first.ideas.map((i) => i.signature));
  });

  it('varies: a piece in at most 3 ideas when the wardrobe allows it, and no idea twice', () => {
    const varied = [...many('top', 15), ...many('bottom', 12), ...many('shoes', 8), ...many('outerwear', 8)];
    const { ideas } = proposeOutfitIdeas(request(varied));
    expect(ideas).toHaveLength(20);
    const uses = new Map<string, number>();
    for (const item of ideas.flatMap((i) => i.items)) uses.set(item.id, (uses.get(item.id) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(3);
    expect(new Set(ideas.map((i) => i.signature)).size).toBe(20);
    for (const idea of ideas) expect(idea.signature).toBe(signatureOf(idea.items.map((i) => i.id)));
  });

  it('keeps a piece and changes the rest', () => {
    const top = wardrobe.find(
      (g) => g.category === 'top' && !g.archived && !g.toAlter && g.season === 'all',
    )!;
    const { ideas } = proposeOutfitIdeas(request(wardrobe, { keepId: top.id }));
    expect(ideas).toHaveLength(20);
    for (const idea of ideas) {
      expect(idea.items.map((i) => i.id)).toContain(top.id);
      expect(categoriesOf(idea)).toContain('bottom');
    }
    const dress = wardrobe.find(
      (g) => g.category === 'one_piece' && g.season === 'all' && !g.archived && !g.toAlter,
    )!;
    for (const idea of proposeOutfitIdeas(request(wardrobe, { keepId: dress.id })).ideas) {
      expect(idea.items.map((i) => i.id)).toContain(dress.id);
      expect(categoriesOf(idea)).not.toContain('top');
    }
    // A piece she cannot wear now (archived, out of season, unknown) gives no idea.
    const archived = wardrobe.find((g) => g.archived)!;
    expect(proposeOutfitIdeas(request(wardrobe, { keepId: archived.id })).ideas).toEqual([]);
  });

  it('does not propose a rejected idea again for 30 days', () => {
    const small = [...many('top', 3), ...many('bottom', 2), garment('shoes')];
    const all = proposeOutfitIdeas(request(small)).ideas;
    expect(all).toHaveLength(6);
    const rejected = all[0]!.signature;
    const after = (rejectedOn: string) =>
      proposeOutfitIdeas(request(small, { rejections: [{ signature: rejected, rejectedOn }] })).ideas.map(
        (i) => i.signature,
      );
    expect(after('2026-11-28')).not.toContain(rejected);
    expect(after('2026-10-30T10:00:00.000Z')).not.toContain(rejected);
    expect(after('2026-10-29')).toContain(rejected);
  });

  it('marks proposals and keeps them to a minority of the ideas, one at most per idea', () => {
    const proposals = [...many('top', 10, { proposal: true }), ...many('one_piece', 5, { proposal: true })];
    const mine = [...many('top', 6), ...many('bottom', 5), ...many('shoes', 3)];
    const { ideas } = proposeOutfitIdeas(request([...proposals, ...mine], { season: 'summer' }));
    expect(ideas).toHaveLength(20);
    const withProposal = ideas.filter((i) => i.items.some((item) => item.proposal));
    expect(withProposal.length).toBeGreaterThan(0);
    expect(withProposal.length).toBeLessThanOrEqual(6);
    for (const idea of withProposal) {
      expect(idea.items.filter((item) => item.proposal)).toHaveLength(1);
      expect(idea.reasons.some((r) => r.startsWith('Proposition de votre conseillère'))).toBe(true);
    }
  });

  it('answers 20 ideas from 500 garments', () => {
    const { ideas } = proposeOutfitIdeas(request(largeWardrobe(500, 'bench'), { season: 'autumn' }));
    expect(ideas).toHaveLength(20);
    for (let i = 1; i < ideas.length; i += 1)
      expect(ideas[i - 1]!.score).toBeGreaterThanOrEqual(ideas[i]!.score);
  });
});
