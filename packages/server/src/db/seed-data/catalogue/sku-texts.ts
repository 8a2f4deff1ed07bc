/** Names and descriptions of products and spare parts in the four languages. */
import type { BrandSeed, FamilySeed } from './brands.js';
import type { Labels } from './labels.js';
import type { Colour } from './palette.js';
import type { PartProfile, Profile, Size } from './profiles.js';

const four = (make: (index: 0 | 1 | 2 | 3) => string): Labels => [
  make(0),
  make(1),
  make(2),
  make(3),
];
/** English and French lower-case a noun mid-sentence; German keeps its capitals, Chinese has none. */
const lowerInSentence = (index: number, text: string) =>
  index === 1 || index === 3 ? text.toLowerCase() : text;
/** Sentences joined the way each language writes them (Chinese full stops carry no space). */
const sentences = (index: number, parts: string[]) =>
  parts.map((p) => p + (index === 0 ? '。' : '.')).join(index === 0 ? '' : ' ');

export function productTexts(input: {
  family: FamilySeed;
  brand: BrandSeed;
  profile: Profile;
  size: Size;
  colour: Colour;
  open: readonly [number, number, number];
}): { names: Labels; descriptions: Labels } {
  const { family, brand, profile, size, colour, open } = input;
  const dims = open.join(' × ');
  const intro: Labels = [
    `${brand.name} ${family.name} 系列`,
    `The ${family.name} line by ${brand.name}`,
    `Serie ${family.name} von ${brand.name}`,
    `Gamme ${family.name} de ${brand.name}`,
  ];
  const openSize: Labels = [
    `展开尺寸 ${dims} cm`,
    `Open size ${dims} cm`,
    `Aufgebaut ${dims} cm`,
    `Dimensions ouvertes ${dims} cm`,
  ];
  return {
    names: four(
      (i) =>
        `${family.name} ${profile.noun[i]} ${size.labels[i]}${i === 0 ? '，' : ', '}${colour.labels[i]}`,
    ),
    descriptions: four((i) => sentences(i, [intro[i], profile.material[i], openSize[i]])),
  };
}

export function partTexts(input: {
  family: FamilySeed;
  size: Size;
  part: PartProfile;
  parentArtNo: string;
}): {
  names: Labels;
  descriptions: Labels;
} {
  const { family, size, part, parentArtNo } = input;
  const fits: Labels = [
    `适用于 ${parentArtNo}`,
    `Fits ${parentArtNo}`,
    `Passend für ${parentArtNo}`,
    `Compatible avec ${parentArtNo}`,
  ];
  return {
    names: four((i) => `${part.noun[i]} ${family.name} ${size.labels[i]}`),
    descriptions: four((i) => sentences(i, [fits[i]])),
  };
}

/** A family's description: its line, brand, what it is and what it is made of. */
export function familyDescription(family: FamilySeed, brand: BrandSeed, profile: Profile): Labels {
  const line: Labels = [
    `${brand.name} ${family.name} 系列${profile.noun[0]}`,
    `The ${family.name} line by ${brand.name}: ${profile.noun[1].toLowerCase()}`,
    `Serie ${family.name} von ${brand.name}: ${profile.noun[2]}`,
    `Gamme ${family.name} de ${brand.name} : ${profile.noun[3].toLowerCase()}`,
  ];
  return four((i) =>
    sentences(i, [`${line[i]}${i === 0 ? '，' : ', '}${lowerInSentence(i, profile.material[i])}`]),
  );
}
