/** Brands of the range and their families (product lines), each family in one category leaf. */
import type { Labels } from './labels.js';

export interface BrandSeed {
  id: number;
  code: string;
  name: string;
  description: Labels;
}

export interface FamilySeed {
  id: number;
  brandId: number;
  categoryId: number;
  name: string;
}

export const BRAND_SEED: BrandSeed[] = [
  {
    id: 1,
    code: 'SV',
    name: 'Solvik',
    description: [
      '北欧风格铝制户外家具',
      'Scandinavian aluminium outdoor furniture',
      'Skandinavische Gartenmöbel aus Aluminium',
      'Mobilier de jardin scandinave en aluminium',
    ],
  },
  {
    id: 2,
    code: 'TZ',
    name: 'Terrazza',
    description: [
      '意式柚木花园家具',
      'Italian-style teak garden furniture',
      'Teakholz-Gartenmöbel im italienischen Stil',
      'Mobilier de jardin en teck de style italien',
    ],
  },
  {
    id: 3,
    code: 'HH',
    name: 'Heldhaus',
    description: [
      '经久耐用的德式花园家具',
      'Durable German garden furniture',
      'Langlebige Gartenmöbel aus Deutschland',
      'Mobilier de jardin allemand robuste',
    ],
  },
  {
    id: 4,
    code: 'MR',
    name: 'Marenco',
    description: [
      '专业遮阳伞与凉亭',
      'Professional parasols and gazebos',
      'Profi-Sonnenschirme und Pavillons',
      'Parasols et tonnelles professionnels',
    ],
  },
  {
    id: 5,
    code: 'LB',
    name: 'Lumbra',
    description: [
      '户外照明与取暖',
      'Outdoor lighting and heating',
      'Licht und Wärme für draußen',
      "Éclairage et chauffage d'extérieur",
    ],
  },
  {
    id: 6,
    code: 'OW',
    name: 'Ostwind',
    description: [
      '花园收纳、花盆与休闲家具',
      'Garden storage, planters and lounge furniture',
      'Gartenaufbewahrung, Pflanzgefäße und Loungemöbel',
      'Rangement, jardinières et mobilier lounge',
    ],
  },
];

const f = (id: number, brandId: number, categoryId: number, name: string): FamilySeed => ({
  id,
  brandId,
  categoryId,
  name,
});

export const FAMILY_SEED: FamilySeed[] = [
  f(1, 1, 111, 'Vento'),
  f(2, 1, 112, 'Alba'),
  f(3, 1, 114, 'Fjord'),
  f(4, 1, 131, 'Nordkap'),
  f(5, 1, 121, 'Lykke'),
  f(6, 2, 113, 'Capri'),
  f(7, 2, 114, 'Siena'),
  f(8, 2, 132, 'Lucca'),
  f(9, 2, 141, 'Portofino'),
  f(10, 2, 123, 'Amalfi'),
  f(11, 3, 111, 'Hansa'),
  f(12, 3, 112, 'Elbe'),
  f(13, 3, 122, 'Rhein'),
  f(14, 3, 121, 'Mosel'),
  f(15, 3, 141, 'Harz'),
  f(16, 3, 131, 'Sylt'),
  f(17, 4, 211, 'Riviera'),
  f(18, 4, 211, 'Levante'),
  f(19, 4, 212, 'Maestrale'),
  f(20, 4, 212, 'Scirocco'),
  f(21, 4, 221, 'Granito'),
  f(22, 4, 231, 'Pergola'),
  f(23, 5, 421, 'Lucciola'),
  f(24, 5, 421, 'Stella'),
  f(25, 5, 422, 'Calore'),
  f(26, 5, 422, 'Brace'),
  f(27, 6, 411, 'Truhe'),
  f(28, 6, 412, 'Mantel'),
  f(29, 6, 431, 'Kübel'),
  f(30, 6, 123, 'Atoll'),
  f(31, 6, 122, 'Dune'),
  f(32, 6, 113, 'Kiel'),
];
