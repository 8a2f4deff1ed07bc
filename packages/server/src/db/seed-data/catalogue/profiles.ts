/**
 * What a product of each category leaf is like: its noun, material, base price (€), open and carton
 * dimensions (cm), pieces per carton, weight (kg), the two sizes it comes in, and its spare parts.
 */
import type { Labels } from './labels.js';

export type PartKind = 'cushion' | 'glides' | 'fittings' | 'canopy' | 'crank';

export interface Size {
  labels: Labels;
  /** Scales length, price and weight. */
  factor: number;
}

export interface Profile {
  noun: Labels;
  material: Labels;
  price: number;
  open: readonly [number, number, number];
  carton: readonly [number, number, number];
  perCarton: number;
  weight: number;
  sizes: readonly [Size, Size];
  parts: readonly PartKind[];
}

const same = (text: string): Labels => [text, text, text, text];
const cm = (a: number, b: number): readonly [Size, Size] => [
  { labels: same(`${a} cm`), factor: 1 },
  { labels: same(`${b} cm`), factor: b / a },
];
const standardAndWide: readonly [Size, Size] = [
  { labels: ['标准款', 'Standard', 'Standard', 'Standard'], factor: 1 },
  { labels: ['加宽款', 'Wide', 'Breit', 'Large'], factor: 1.15 },
];

const aluminium: Labels = ['粉末喷涂铝合金', 'Powder-coated aluminium', 'Pulverbeschichtetes Aluminium', 'Aluminium thermolaqué'];
const teak: Labels = ['A级柚木，油处理', 'Grade A teak, oiled', 'Teakholz Güteklasse A, geölt', 'Teck qualité A, huilé'];
const wicker: Labels = ['铝框架配聚乙烯藤编', 'Aluminium frame with polyethylene wicker', 'Aluminiumrahmen mit Polyethylen-Geflecht', 'Cadre aluminium et résine tressée'];
const textilene: Labels = ['铝框架配特斯林网布', 'Aluminium frame with textilene', 'Aluminiumrahmen mit Textilene', 'Cadre aluminium et textilène'];
const polyester: Labels = ['防紫外线聚酯面料，防水', 'UV-resistant polyester, waterproof', 'UV-beständiges Polyester, wasserdicht', 'Polyester anti-UV, imperméable'];
const steel: Labels = ['不锈钢', 'Stainless steel', 'Edelstahl', 'Acier inoxydable'];
const fibreclay: Labels = ['纤维黏土，耐霜冻', 'Fibre clay, frost-proof', 'Fiberclay, frostfest', 'Fibre argile, résistante au gel'];
const granite: Labels = ['抛光花岗岩，带滚轮', 'Polished granite on castors', 'Polierter Granit mit Rollen', 'Granit poli sur roulettes'];

export const PROFILES: Record<number, Profile> = {
  111: { noun: ['铝制餐桌', 'Dining table', 'Esstisch', 'Table de repas'], material: aluminium, price: 389, open: [160, 90, 75], carton: [168, 96, 14], perCarton: 1, weight: 24, sizes: cm(160, 220), parts: ['glides', 'fittings'] },
  112: { noun: ['堆叠椅', 'Stacking chair', 'Stapelstuhl', 'Chaise empilable'], material: textilene, price: 69, open: [56, 60, 88], carton: [60, 62, 110], perCarton: 4, weight: 4.2, sizes: standardAndWide, parts: ['glides', 'cushion'] },
  113: { noun: ['伸缩餐桌', 'Extending table', 'Ausziehtisch', 'Table à rallonge'], material: teak, price: 749, open: [180, 100, 76], carton: [188, 106, 16], perCarton: 1, weight: 48, sizes: cm(180, 240), parts: ['fittings'] },
  114: { noun: ['扶手椅', 'Armchair', 'Armlehnstuhl', 'Fauteuil'], material: teak, price: 189, open: [60, 62, 90], carton: [64, 66, 48], perCarton: 2, weight: 9.5, sizes: standardAndWide, parts: ['cushion', 'glides'] },
  121: { noun: ['三人沙发', 'Three-seater sofa', 'Dreisitzer-Sofa', 'Canapé trois places'], material: wicker, price: 899, open: [210, 85, 72], carton: [215, 90, 78], perCarton: 1, weight: 38, sizes: cm(210, 240), parts: ['cushion', 'fittings'] },
  122: { noun: ['转角沙发组', 'Corner sofa set', 'Ecksofa-Set', "Salon d'angle"], material: wicker, price: 1490, open: [260, 260, 70], carton: [140, 95, 75], perCarton: 1, weight: 72, sizes: cm(260, 300), parts: ['cushion', 'fittings'] },
  123: { noun: ['休闲椅', 'Lounge chair', 'Loungesessel', 'Fauteuil lounge'], material: wicker, price: 329, open: [78, 82, 70], carton: [82, 86, 74], perCarton: 1, weight: 14, sizes: standardAndWide, parts: ['cushion'] },
  131: { noun: ['躺椅', 'Sun lounger', 'Sonnenliege', 'Bain de soleil'], material: textilene, price: 219, open: [196, 68, 36], carton: [198, 70, 22], perCarton: 2, weight: 11, sizes: standardAndWide, parts: ['glides'] },
  132: { noun: ['带轮躺椅', 'Lounger on wheels', 'Rollliege', 'Bain de soleil à roues'], material: teak, price: 479, open: [200, 70, 38], carton: [204, 74, 30], perCarton: 1, weight: 26, sizes: standardAndWide, parts: ['cushion', 'fittings'] },
  141: { noun: ['花园长椅', 'Garden bench', 'Gartenbank', 'Banc de jardin'], material: teak, price: 299, open: [150, 62, 90], carton: [156, 66, 40], perCarton: 1, weight: 22, sizes: cm(150, 180), parts: ['fittings'] },
  211: { noun: ['侧柱伞', 'Cantilever parasol', 'Ampelschirm', 'Parasol déporté'], material: polyester, price: 459, open: [300, 300, 260], carton: [205, 30, 30], perCarton: 1, weight: 28, sizes: cm(300, 350), parts: ['canopy', 'crank'] },
  212: { noun: ['中柱伞', 'Centre-pole parasol', 'Mittelmastschirm', 'Parasol à mât central'], material: polyester, price: 149, open: [270, 270, 250], carton: [180, 18, 18], perCarton: 2, weight: 9, sizes: cm(270, 330), parts: ['canopy', 'crank'] },
  221: { noun: ['伞座', 'Parasol base', 'Schirmsockel', 'Pied de parasol'], material: granite, price: 119, open: [50, 50, 38], carton: [54, 54, 16], perCarton: 1, weight: 40, sizes: cm(50, 60), parts: [] },
  231: { noun: ['凉亭', 'Gazebo', 'Pavillon', 'Tonnelle'], material: aluminium, price: 1190, open: [300, 300, 270], carton: [230, 60, 40], perCarton: 1, weight: 95, sizes: cm(300, 400), parts: ['canopy', 'fittings'] },
  411: { noun: ['坐垫箱', 'Cushion box', 'Auflagenbox', 'Coffre à coussins'], material: wicker, price: 179, open: [130, 60, 65], carton: [134, 64, 30], perCarton: 1, weight: 15, sizes: cm(130, 150), parts: [] },
  412: { noun: ['家具防护罩', 'Furniture cover', 'Möbelschutzhülle', 'Housse de mobilier'], material: polyester, price: 39, open: [200, 120, 80], carton: [40, 30, 12], perCarton: 10, weight: 1.4, sizes: cm(200, 300), parts: [] },
  421: { noun: ['太阳能灯', 'Solar lantern', 'Solarlaterne', 'Lanterne solaire'], material: steel, price: 29, open: [22, 22, 45], carton: [50, 50, 50], perCarton: 8, weight: 1.1, sizes: standardAndWide, parts: [] },
  422: { noun: ['取暖器', 'Patio heater', 'Terrassenheizer', 'Chauffage de terrasse'], material: steel, price: 249, open: [80, 80, 225], carton: [84, 84, 60], perCarton: 1, weight: 19, sizes: standardAndWide, parts: ['fittings'] },
  431: { noun: ['花盆', 'Planter', 'Pflanzgefäß', 'Jardinière'], material: fibreclay, price: 89, open: [60, 60, 60], carton: [64, 64, 64], perCarton: 1, weight: 12, sizes: cm(60, 80), parts: [] },
};

export interface PartProfile {
  noun: Labels;
  categoryId: number;
  price: number;
  open: readonly [number, number, number];
  carton: readonly [number, number, number];
  perCarton: number;
  weight: number;
}

export const PART_PROFILES: Record<PartKind, PartProfile> = {
  cushion: { noun: ['坐垫', 'Seat cushion', 'Sitzauflage', "Coussin d'assise"], categoryId: 311, price: 39, open: [50, 50, 6], carton: [55, 55, 40], perCarton: 6, weight: 0.9 },
  glides: { noun: ['脚垫套装', 'Glide set', 'Gleiterset', 'Jeu de patins'], categoryId: 312, price: 9.9, open: [5, 5, 2], carton: [30, 20, 15], perCarton: 50, weight: 0.08 },
  fittings: { noun: ['螺丝配件包', 'Fitting kit', 'Beschlagset', 'Kit de visserie'], categoryId: 312, price: 14.9, open: [20, 12, 4], carton: [40, 30, 20], perCarton: 40, weight: 0.3 },
  canopy: { noun: ['替换伞布', 'Replacement canopy', 'Ersatzbespannung', 'Toile de rechange'], categoryId: 321, price: 119, open: [300, 300, 1], carton: [50, 40, 12], perCarton: 2, weight: 3.2 },
  crank: { noun: ['摇柄组件', 'Crank unit', 'Kurbeleinheit', 'Ensemble manivelle'], categoryId: 322, price: 34, open: [25, 10, 10], carton: [40, 30, 25], perCarton: 12, weight: 0.6 },
};
