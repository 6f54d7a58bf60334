import type { Category, Color, Season } from '~/domain/clothing';
import { EMPTY_DIAGNOSIS_INPUT, type DiagnosisInput } from '~/domain/diagnosis';
import type { OutfitReaction } from '~/domain/outfits';
import type { ProposalDecision } from '~/domain/proposals';
import type { Gender } from '~/domain/genders';
import type { GarmentKind } from './garment-art';

export const DEMO_PASSWORD = 'atelier2026';
export const DEMO_CONSULTANT = {
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire.martin@demo.atelier',
};

export type DemoGarment = {
  kind: GarmentKind;
  category: Category;
  color: Color;
  hex: string;
  season: Season;
  notes?: string;
  /** Name, brand, size, price ('95' euros) and purchase date ('YYYY-MM-DD'), as the dialog sends them. */
  details?: Partial<
    Record<'name' | 'brand' | 'size' | 'price' | 'purchaseDate' | 'shop' | 'productUrl' | 'fitNote', string>
  >;
};

export type DemoClient = {
  firstName: string;
  lastName: string;
  email: string;
  avatar: string;
  measurements: {
    gender: Gender;
    age: number;
    height: number;
    weight: number;
    bustSize?: number;
    shoulderWidth?: number;
    waistSize?: number;
    hipSize?: number;
  };
  wardrobe: DemoGarment[];
  proposals: DemoGarment[];
  /** Outfits as indexes into wardrobe (w) and proposals (p). */
  outfits: { name: string; comments: string; garments: { from: 'w' | 'p'; index: number }[] }[];
  messages: { from: 'consultant' | 'client'; text: string }[];
  /** The consultant's private notes on this client, oldest first. */
  notes?: string[];
  /** Her 'À relancer le …' day, in days from the seeding (0: today). */
  followUpInDays?: number;
  /** What her consultant recorded after the colour and morphology session. */
  diagnosis?: DiagnosisInput;
  /** The budget her consultant set, in euros. */
  budget?: number;
  /** Her answers to proposals and her reactions to outfits (indexes into proposals and outfits). */
  answers?: { proposal: number; decision: ProposalDecision; comment?: string }[];
  reactions?: { outfit: number; reaction: OutfitReaction; comment?: string }[];
};

const g = (
  kind: GarmentKind,
  category: Category,
  color: Color,
  hex: string,
  season: Season = 'all',
  notes?: string,
): DemoGarment => ({ kind, category, color, hex, season, notes });

const named = (garment: DemoGarment, details: DemoGarment['details']): DemoGarment => ({
  ...garment,
  details,
});

export const DEMO_CLIENTS: DemoClient[] = [
  {
    firstName: 'Sophie',
    lastName: 'Lambert',
    email: 'sophie.lambert@demo.atelier',
    avatar: '#f9a8d4',
    measurements: {
      gender: 'femme',
      age: 34,
      height: 166,
      weight: 58,
      bustSize: 88,
      shoulderWidth: 38,
      waistSize: 68,
      hipSize: 95,
    },
    wardrobe: [
      named(g('shirt', 'top', 'white', '#f8fafc', 'all', 'Chemise en popeline, coupe droite'), {
        name: 'Chemise blanche',
        brand: 'Sézane',
        size: '38',
        price: '95',
        purchaseDate: '2025-09-14',
      }),
      g('tshirt', 'top', 'blue', '#1e3a8a', 'summer'),
      named(g('sweater', 'top', 'beige', '#d6c7a1', 'winter', 'Cachemire, à laver à la main'), {
        name: 'Pull en cachemire',
        brand: 'Éric Bompard',
        size: 'M',
        price: '189,90',
      }),
      named(g('jeans', 'bottom', 'blue', '#3b5b9a'), { name: 'Jean droit', brand: "Levi's", size: 'W28' }),
      g('skirt', 'bottom', 'black', '#1f2937', 'autumn'),
      g('dress', 'one_piece', 'red', '#b91c1c', 'summer', 'Robe de cocktail'),
      g('sneakers', 'shoes', 'white', '#e5e7eb'),
      g('heels', 'shoes', 'black', '#111827'),
      g('bag', 'accessory', 'brown', '#7c4a1e', 'all', 'Sac en cuir, cadeau'),
    ],
    proposals: [
      named(g('blazer', 'outerwear', 'beige', '#c8b48a', 'spring', 'Blazer lin, à essayer en 38'), {
        name: 'Blazer en lin',
        price: '129,90',
        size: '38',
        shop: 'Sézane',
        productUrl: 'https://www.sezane.com/fr',
        fitNote: 'Coupe ajustée : gardez votre taille habituelle.',
      }),
    ],
    outfits: [
      {
        name: 'Réunion du lundi',
        comments: 'Le blazer structure la silhouette ; gardez la chemise rentrée et un bijou discret.',
        garments: [
          { from: 'w', index: 0 },
          { from: 'w', index: 4 },
          { from: 'w', index: 7 },
          { from: 'p', index: 0 },
        ],
      },
      {
        name: 'Week-end en ville',
        comments: 'Une tenue décontractée qui reste soignée.',
        garments: [
          { from: 'w', index: 1 },
          { from: 'w', index: 3 },
          { from: 'w', index: 6 },
          { from: 'w', index: 8 },
        ],
      },
    ],
    notes: [
      'Premier rendez-vous : aime les coupes droites et les matières naturelles, évite le jaune moutarde.',
      'Veut une garde-robe de bureau plus légère pour le printemps ; budget autour de 300 €.',
    ],
    followUpInDays: 0,
    budget: 300,
    answers: [{ proposal: 0, decision: 'wanted', comment: 'Parfait pour les réunions du lundi.' }],
    reactions: [
      { outfit: 0, reaction: 'love' },
      { outfit: 1, reaction: 'revise', comment: 'Plus de couleur pour le week-end ?' },
    ],
    diagnosis: {
      ...EMPTY_DIAGNOSIS_INPUT,
      morphology: 'X',
      morphologyNote: 'Taille bien marquée, épaules et hanches alignées : on garde la taille visible.',
      palette: 'hiver_froid',
      avoidColors: [{ name: 'Jaune moutarde', hex: '#d4a017' }],
    },
    messages: [
      {
        from: 'consultant',
        text: 'Bonjour Sophie ! Je vous ai préparé deux tenues, dites-moi ce que vous en pensez.',
      },
      {
        from: 'client',
        text: 'Merci Claire, la tenue de réunion me plaît beaucoup. Le blazer existe en bleu ?',
      },
      { from: 'consultant', text: 'Oui, je regarde et je vous l’ajoute au catalogue.' },
    ],
  },
  {
    firstName: 'Thomas',
    lastName: 'Girard',
    email: 'thomas.girard@demo.atelier',
    avatar: '#93c5fd',
    measurements: {
      gender: 'homme',
      age: 41,
      height: 182,
      weight: 80,
      shoulderWidth: 47,
      waistSize: 88,
      hipSize: 98,
    },
    wardrobe: [
      g('shirt', 'top', 'blue', '#93c5fd', 'all', 'Oxford bleu ciel'),
      g('sweater', 'top', 'grey', '#6b7280', 'winter'),
      g('trousers', 'bottom', 'grey', '#4b5563'),
      g('jeans', 'bottom', 'blue', '#1e3a5f'),
      g('boots', 'shoes', 'brown', '#7c4a1e', 'autumn'),
      g('sneakers', 'shoes', 'white', '#e5e7eb'),
      g('coat', 'outerwear', 'beige', '#c2ae85', 'winter', 'Trench, manches un peu longues'),
    ],
    proposals: [g('blazer', 'outerwear', 'blue', '#1e3a8a', 'all', 'Veste croisée marine')],
    outfits: [
      {
        name: 'Entretien',
        comments: 'Le marine inspire confiance : veste croisée, chemise claire, chaussures en cuir.',
        garments: [
          { from: 'w', index: 0 },
          { from: 'w', index: 2 },
          { from: 'w', index: 4 },
          { from: 'p', index: 0 },
        ],
      },
    ],
    notes: ['Nouveau poste en janvier : prévoir deux tenues de réunion.'],
    followUpInDays: 14,
    messages: [
      { from: 'client', text: 'Bonjour, j’ai un entretien jeudi. Des conseils ?' },
      { from: 'consultant', text: 'Bonjour Thomas, je viens de partager une tenue « Entretien » avec vous.' },
    ],
  },
  {
    firstName: 'Amina',
    lastName: 'Benali',
    email: 'amina.benali@demo.atelier',
    avatar: '#fcd34d',
    measurements: { gender: 'femme', age: 27, height: 172, weight: 64, bustSize: 92 },
    wardrobe: [
      g('tshirt', 'top', 'yellow', '#facc15', 'summer'),
      g('trousers', 'bottom', 'green', '#166534'),
      g('dress', 'one_piece', 'purple', '#6d28d9', 'spring', 'Robe portefeuille'),
      g('heels', 'shoes', 'red', '#b91c1c'),
      g('scarf', 'accessory', 'orange', '#ea580c', 'autumn'),
      g('hat', 'accessory', 'beige', '#d6c7a1', 'summer'),
    ],
    proposals: [],
    outfits: [],
    messages: [],
  },
];
