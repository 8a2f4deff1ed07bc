/**
 * The shape of a product profile (what a product of a category leaf is like: noun, material, base price in €,
 * open and carton dimensions in cm, pieces per carton, weight in kg, two sizes, spare parts), and the parts' profiles.
 */
import { same, type Labels } from './labels.js';

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

export const cm = (a: number, b: number): readonly [Size, Size] => [
  { labels: same(`${a} cm`), factor: 1 },
  { labels: same(`${b} cm`), factor: b / a },
];
export const standardAndWide: readonly [Size, Size] = [
  { labels: ['标准款', 'Standard', 'Standard', 'Standard'], factor: 1 },
  { labels: ['加宽款', 'Wide', 'Breit', 'Large'], factor: 1.15 },
];

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
  cushion: {
    noun: ['坐垫', 'Seat cushion', 'Sitzauflage', "Coussin d'assise"],
    categoryId: 311,
    price: 39,
    open: [50, 50, 6],
    carton: [55, 55, 40],
    perCarton: 6,
    weight: 0.9,
  },
  glides: {
    noun: ['脚垫套装', 'Glide set', 'Gleiterset', 'Jeu de patins'],
    categoryId: 312,
    price: 9.9,
    open: [5, 5, 2],
    carton: [30, 20, 15],
    perCarton: 50,
    weight: 0.08,
  },
  fittings: {
    noun: ['螺丝配件包', 'Fitting kit', 'Beschlagset', 'Kit de visserie'],
    categoryId: 312,
    price: 14.9,
    open: [20, 12, 4],
    carton: [40, 30, 20],
    perCarton: 40,
    weight: 0.3,
  },
  canopy: {
    noun: ['替换伞布', 'Replacement canopy', 'Ersatzbespannung', 'Toile de rechange'],
    categoryId: 321,
    price: 119,
    open: [300, 300, 1],
    carton: [50, 40, 12],
    perCarton: 2,
    weight: 3.2,
  },
  crank: {
    noun: ['摇柄组件', 'Crank unit', 'Kurbeleinheit', 'Ensemble manivelle'],
    categoryId: 322,
    price: 34,
    open: [25, 10, 10],
    carton: [40, 30, 25],
    perCarton: 12,
    weight: 0.6,
  },
};
