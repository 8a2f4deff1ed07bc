/** Frame and fabric colours of the range, with the swatch used for generated product pictures. */
import type { Labels } from './labels.js';

export interface Colour {
  code: string;
  hex: string;
  labels: Labels;
}

export const COLOURS: Colour[] = [
  {
    code: 'anthracite',
    hex: '#3b3e42',
    labels: ['炭灰色', 'Anthracite', 'Anthrazit', 'Anthracite'],
  },
  { code: 'white', hex: '#f2f1ec', labels: ['白色', 'White', 'Weiß', 'Blanc'] },
  { code: 'taupe', hex: '#8b7d6b', labels: ['灰褐色', 'Taupe', 'Taupe', 'Taupe'] },
  { code: 'sand', hex: '#d8c8a8', labels: ['沙色', 'Sand', 'Sand', 'Sable'] },
  {
    code: 'teak',
    hex: '#a0703c',
    labels: ['柚木色', 'Natural teak', 'Teak natur', 'Teck naturel'],
  },
  { code: 'graphite', hex: '#55585c', labels: ['石墨色', 'Graphite', 'Graphit', 'Graphite'] },
  { code: 'champagne', hex: '#c9b68c', labels: ['香槟色', 'Champagne', 'Champagner', 'Champagne'] },
  { code: 'olive', hex: '#6b7048', labels: ['橄榄绿', 'Olive', 'Oliv', 'Olive'] },
  { code: 'navy', hex: '#243a5e', labels: ['海军蓝', 'Navy', 'Marineblau', 'Bleu marine'] },
  {
    code: 'terracotta',
    hex: '#b5563a',
    labels: ['赤陶色', 'Terracotta', 'Terrakotta', 'Terre cuite'],
  },
];
