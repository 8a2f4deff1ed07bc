/** What the range is made of, in the four languages (the first sentence of a product description). */
import type { Labels } from './labels.js';

export const aluminium: Labels = [
  '粉末喷涂铝合金',
  'Powder-coated aluminium',
  'Pulverbeschichtetes Aluminium',
  'Aluminium thermolaqué',
];
export const teak: Labels = [
  'A级柚木，油处理',
  'Grade A teak, oiled',
  'Teakholz Güteklasse A, geölt',
  'Teck qualité A, huilé',
];
export const wicker: Labels = [
  '铝框架配聚乙烯藤编',
  'Aluminium frame with polyethylene wicker',
  'Aluminiumrahmen mit Polyethylen-Geflecht',
  'Cadre aluminium et résine tressée',
];
export const textilene: Labels = [
  '铝框架配特斯林网布',
  'Aluminium frame with textilene',
  'Aluminiumrahmen mit Textilene',
  'Cadre aluminium et textilène',
];
export const polyester: Labels = [
  '防紫外线聚酯面料，防水',
  'UV-resistant polyester, waterproof',
  'UV-beständiges Polyester, wasserdicht',
  'Polyester anti-UV, imperméable',
];
export const steel: Labels = ['不锈钢', 'Stainless steel', 'Edelstahl', 'Acier inoxydable'];
export const fibreclay: Labels = [
  '纤维黏土，耐霜冻',
  'Fibre clay, frost-proof',
  'Fiberclay, frostfest',
  'Fibre argile, résistante au gel',
];
export const granite: Labels = [
  '抛光花岗岩，带滚轮',
  'Polished granite on castors',
  'Polierter Granit mit Rollen',
  'Granit poli sur roulettes',
];
