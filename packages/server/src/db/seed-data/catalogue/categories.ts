/** The garden-furniture category tree (three levels), labels in zh, en, de, fr order. */
import type { Labels } from './labels.js';

export interface CategorySeed {
  id: number;
  parentId: number | null;
  sort: number;
  labels: Labels;
}

const node = (id: number, parentId: number | null, sort: number, labels: Labels): CategorySeed => ({
  id,
  parentId,
  sort,
  labels,
});

export const CATEGORY_SEED: CategorySeed[] = [
  node(1, null, 1, ['户外家具', 'Outdoor furniture', 'Gartenmöbel', 'Mobilier de jardin']),
  node(11, 1, 1, ['餐桌椅', 'Dining sets', 'Essgruppen', 'Salons de jardin']),
  node(111, 11, 1, ['铝制餐桌', 'Aluminium tables', 'Aluminiumtische', 'Tables en aluminium']),
  node(112, 11, 2, ['堆叠椅', 'Stacking chairs', 'Stapelstühle', 'Chaises empilables']),
  node(113, 11, 3, ['柚木餐桌', 'Teak tables', 'Teakholztische', 'Tables en teck']),
  node(114, 11, 4, ['扶手椅', 'Armchairs', 'Armlehnstühle', 'Fauteuils']),
  node(12, 1, 2, ['休闲沙发', 'Lounge sofas', 'Loungesofas', 'Canapés lounge']),
  node(121, 12, 1, ['藤编沙发', 'Wicker sofas', 'Geflechtsofas', 'Canapés en résine tressée']),
  node(122, 12, 2, ['转角沙发', 'Corner sofas', 'Ecksofas', "Canapés d'angle"]),
  node(123, 12, 3, ['休闲椅', 'Lounge chairs', 'Loungesessel', 'Fauteuils lounge']),
  node(13, 1, 3, ['躺椅', 'Sun loungers', 'Sonnenliegen', 'Bains de soleil']),
  node(131, 13, 1, [
    '铝制躺椅',
    'Aluminium loungers',
    'Aluminiumliegen',
    'Bains de soleil en aluminium',
  ]),
  node(132, 13, 2, ['柚木躺椅', 'Teak loungers', 'Teakholzliegen', 'Bains de soleil en teck']),
  node(14, 1, 4, ['长椅', 'Benches', 'Bänke', 'Bancs']),
  node(141, 14, 1, ['花园长椅', 'Garden benches', 'Gartenbänke', 'Bancs de jardin']),
  node(2, null, 2, ['遮阳', 'Shade', 'Sonnenschutz', 'Ombrage']),
  node(21, 2, 1, ['遮阳伞', 'Parasols', 'Sonnenschirme', 'Parasols']),
  node(211, 21, 1, ['侧柱伞', 'Cantilever parasols', 'Ampelschirme', 'Parasols déportés']),
  node(212, 21, 2, [
    '中柱伞',
    'Centre-pole parasols',
    'Mittelmastschirme',
    'Parasols à mât central',
  ]),
  node(22, 2, 2, ['伞座', 'Parasol bases', 'Schirmständer', 'Pieds de parasol']),
  node(221, 22, 1, ['花岗岩伞座', 'Granite bases', 'Granitsockel', 'Pieds en granit']),
  node(23, 2, 3, ['凉亭', 'Gazebos', 'Pavillons', 'Tonnelles']),
  node(231, 23, 1, [
    '铝制凉亭',
    'Aluminium gazebos',
    'Aluminiumpavillons',
    'Tonnelles en aluminium',
  ]),
  node(4, null, 3, ['花园生活', 'Garden living', 'Gartenleben', 'Vie au jardin']),
  node(41, 4, 1, [
    '收纳与保护',
    'Storage and covers',
    'Aufbewahrung und Schutz',
    'Rangement et housses',
  ]),
  node(411, 41, 1, ['坐垫箱', 'Cushion boxes', 'Auflagenboxen', 'Coffres à coussins']),
  node(412, 41, 2, ['防护罩', 'Protective covers', 'Schutzhüllen', 'Housses de protection']),
  node(42, 4, 2, [
    '照明与取暖',
    'Lighting and heating',
    'Licht und Wärme',
    'Éclairage et chauffage',
  ]),
  node(421, 42, 1, ['太阳能灯', 'Solar lights', 'Solarleuchten', 'Lampes solaires']),
  node(422, 42, 2, ['取暖器', 'Patio heaters', 'Terrassenstrahler', 'Chauffages de terrasse']),
  node(43, 4, 3, ['花盆', 'Planters', 'Pflanzgefäße', 'Jardinières']),
  node(431, 43, 1, ['大型花盆', 'Large planters', 'Großpflanzgefäße', 'Grandes jardinières']),
  node(3, null, 4, ['备件', 'Spare parts', 'Ersatzteile', 'Pièces détachées']),
  node(31, 3, 1, ['家具配件', 'Furniture parts', 'Möbelteile', 'Pièces de mobilier']),
  node(311, 31, 1, ['坐垫', 'Cushions', 'Auflagen', 'Coussins']),
  node(312, 31, 2, [
    '脚垫与连接件',
    'Glides and fittings',
    'Gleiter und Beschläge',
    'Patins et ferrures',
  ]),
  node(32, 3, 2, ['遮阳伞配件', 'Parasol parts', 'Schirmteile', 'Pièces de parasol']),
  node(321, 32, 1, ['伞布', 'Canopies', 'Bespannungen', 'Toiles']),
  node(322, 32, 2, [
    '伞骨与摇柄',
    'Ribs and cranks',
    'Streben und Kurbeln',
    'Baleines et manivelles',
  ]),
];

/** Leaves that spare parts go to, by what the part is. */
export const SPARE_PART_CATEGORY = { cushion: 311, fitting: 312, canopy: 321, crank: 322 } as const;
