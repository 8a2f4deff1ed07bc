/** European ports of arrival a container order can name (UN/LOCODE codes). */
import type { Labels } from './labels.js';

export const PORT_SEED: { id: number; code: string; labels: Labels }[] = [
  { id: 1, code: 'DEHAM', labels: ['汉堡', 'Hamburg', 'Hamburg', 'Hambourg'] },
  { id: 2, code: 'NLRTM', labels: ['鹿特丹', 'Rotterdam', 'Rotterdam', 'Rotterdam'] },
  { id: 3, code: 'BEANR', labels: ['安特卫普', 'Antwerp', 'Antwerpen', 'Anvers'] },
  { id: 4, code: 'FRLEH', labels: ['勒阿弗尔', 'Le Havre', 'Le Havre', 'Le Havre'] },
  { id: 5, code: 'DEBRV', labels: ['不来梅港', 'Bremerhaven', 'Bremerhaven', 'Bremerhaven'] },
  { id: 6, code: 'GBFXT', labels: ['费利克斯托', 'Felixstowe', 'Felixstowe', 'Felixstowe'] },
  { id: 7, code: 'PLGDN', labels: ['格但斯克', 'Gdańsk', 'Danzig', 'Gdańsk'] },
  { id: 8, code: 'ITGOA', labels: ['热那亚', 'Genoa', 'Genua', 'Gênes'] },
  { id: 9, code: 'ESBCN', labels: ['巴塞罗那', 'Barcelona', 'Barcelona', 'Barcelone'] },
  { id: 10, code: 'SIKOP', labels: ['科佩尔', 'Koper', 'Koper', 'Koper'] },
];
