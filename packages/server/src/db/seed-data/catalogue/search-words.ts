/**
 * Search suggestions per language; the first eight of each language are the 'Popular searches'. Each word finds
 * products in its own language and fits the search field (test/catalogue/search.test.ts holds them to it).
 */
import { FAMILY_SEED } from './brands.js';
import type { Labels } from './labels.js';

const WORDS: Labels[] = [
  ['伞', 'parasol', 'Schirm', 'parasol'],
  ['躺椅', 'sun lounger', 'Sonnenliege', 'bain de soleil'],
  ['餐桌', 'dining table', 'Esstisch', 'table de repas'],
  ['柚木', 'teak', 'Teak', 'teck'],
  ['沙发', 'sofa', 'Sofa', 'canapé'],
  ['坐垫', 'cushion', 'Auflage', 'coussin'],
  ['堆叠椅', 'stacking chair', 'Stapelstuhl', 'chaise empilable'],
  ['凉亭', 'gazebo', 'Pavillon', 'tonnelle'],
  ['椅', 'chair', 'Stuhl', 'chaise'],
  ['转角沙发', 'corner sofa', 'Ecksofa', "salon d'angle"],
  ['伞座', 'parasol base', 'Schirmsockel', 'pied de parasol'],
  ['太阳能灯', 'solar lantern', 'Solarlaterne', 'lanterne solaire'],
  ['花盆', 'planter', 'Pflanzgefäß', 'jardinière'],
  ['防护罩', 'cover', 'Schutzhülle', 'housse'],
  ['取暖器', 'patio heater', 'Terrassenheizer', 'chauffage'],
  ['长椅', 'bench', 'Gartenbank', 'banc'],
  ['扶手椅', 'armchair', 'Armlehnstuhl', 'fauteuil'],
  ['伞布', 'canopy', 'Bespannung', 'toile'],
];

export const POPULAR_WORDS_PER_LANGUAGE = 8;

/** Rows [id, languageId, word, popular, sort]: the words above, then the family names in every language. */
export function searchWordRows(): unknown[][] {
  const rows: unknown[][] = [];
  for (let languageIndex = 0; languageIndex < 4; languageIndex++) {
    const words = [
      ...WORDS.map((labels) => labels[languageIndex]),
      ...FAMILY_SEED.map((family) => family.name),
    ];
    words.forEach((word, index) => {
      rows.push([
        rows.length + 1,
        languageIndex + 1,
        word,
        index < POPULAR_WORDS_PER_LANGUAGE,
        index + 1,
      ]);
    });
  }
  return rows;
}
