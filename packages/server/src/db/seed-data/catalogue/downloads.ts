/** Data classes of the catalogue-download dialog and their files (one set per language, PDFs served here). */
import { LANGUAGE_CODES, same, type Labels } from './labels.js';

interface ClassSeed {
  id: number;
  code: string;
  labels: Labels;
  files: { slug: string; labels: Labels }[];
}

const brandCatalogue = (brand: string) => ({
  slug: brand.toLowerCase(),
  labels: [
    `${brand} 产品目录 2027`,
    `${brand} catalogue 2027`,
    `${brand} Katalog 2027`,
    `Catalogue ${brand} 2027`,
  ] as Labels,
});

export const DATA_CLASS_SEED: ClassSeed[] = [
  {
    id: 1,
    code: 'catalogue',
    labels: ['产品目录', 'Catalogues', 'Kataloge', 'Catalogues'],
    files: [
      {
        slug: 'complete-range',
        labels: [
          '全系列产品目录 2027',
          'Complete range 2027',
          'Gesamtsortiment 2027',
          'Gamme complète 2027',
        ],
      },
      {
        slug: 'new-arrivals',
        labels: ['2027 新品', 'New arrivals 2027', 'Neuheiten 2027', 'Nouveautés 2027'],
      },
      ...['Solvik', 'Terrazza', 'Heldhaus', 'Marenco', 'Lumbra', 'Ostwind'].map(brandCatalogue),
      {
        slug: 'dining',
        labels: ['餐桌椅系列', 'Dining collection', 'Kollektion Essen', 'Collection repas'],
      },
      {
        slug: 'lounge',
        labels: ['休闲系列', 'Lounge collection', 'Kollektion Lounge', 'Collection lounge'],
      },
      {
        slug: 'shade',
        labels: ['遮阳系列', 'Parasols and shade', 'Sonnenschutz', 'Parasols et ombrage'],
      },
      {
        slug: 'garden-living',
        labels: ['花园生活', 'Garden living', 'Gartenleben', 'Vie au jardin'],
      },
      {
        slug: 'spare-parts',
        labels: [
          '备件目录',
          'Spare parts catalogue',
          'Ersatzteilkatalog',
          'Catalogue des pièces détachées',
        ],
      },
      {
        slug: 'container-loads',
        labels: ['整柜方案', 'Full container loads', 'Komplettcontainer', 'Conteneurs complets'],
      },
    ],
  },
  {
    id: 2,
    code: 'pricelist',
    labels: ['价格表', 'Price lists', 'Preislisten', 'Listes de prix'],
    files: [
      {
        slug: 'ddp-eur',
        labels: [
          'DDP 价格表（欧元）',
          'DDP price list (EUR)',
          'DDP-Preisliste (EUR)',
          'Liste de prix DDP (EUR)',
        ],
      },
      {
        slug: 'fob-eur',
        labels: [
          'FOB 价格表（欧元）',
          'FOB price list (EUR)',
          'FOB-Preisliste (EUR)',
          'Liste de prix FOB (EUR)',
        ],
      },
      {
        slug: 'spare-parts',
        labels: [
          '备件价格表',
          'Spare parts prices',
          'Ersatzteilpreise',
          'Prix des pièces détachées',
        ],
      },
    ],
  },
  {
    id: 3,
    code: 'assembly',
    labels: ['安装说明', 'Assembly instructions', 'Aufbauanleitungen', 'Notices de montage'],
    files: [
      {
        slug: 'dining-tables',
        labels: ['餐桌安装', 'Dining tables', 'Esstische', 'Tables de repas'],
      },
      {
        slug: 'corner-sofas',
        labels: ['转角沙发安装', 'Corner sofas', 'Ecksofas', "Canapés d'angle"],
      },
      {
        slug: 'cantilever-parasols',
        labels: ['侧柱伞安装', 'Cantilever parasols', 'Ampelschirme', 'Parasols déportés'],
      },
      { slug: 'gazebos', labels: ['凉亭安装', 'Gazebos', 'Pavillons', 'Tonnelles'] },
      {
        slug: 'patio-heaters',
        labels: ['取暖器安装', 'Patio heaters', 'Terrassenheizer', 'Chauffages de terrasse'],
      },
    ],
  },
  {
    id: 4,
    code: 'certificates',
    labels: ['证书', 'Certificates', 'Zertifikate', 'Certificats'],
    files: [
      { slug: 'fsc', labels: same('FSC® 100%') },
      { slug: 'gs', labels: same('TÜV GS') },
      { slug: 'reach', labels: same('REACH') },
      { slug: 'amfori-bsci', labels: same('amfori BSCI') },
    ],
  },
  {
    id: 5,
    code: 'care',
    labels: ['保养指南', 'Care guides', 'Pflegehinweise', "Guides d'entretien"],
    files: [
      { slug: 'teak', labels: ['柚木保养', 'Teak care', 'Teakpflege', 'Entretien du teck'] },
      {
        slug: 'aluminium',
        labels: ['铝制品保养', 'Aluminium care', 'Aluminiumpflege', "Entretien de l'aluminium"],
      },
      {
        slug: 'fabrics',
        labels: ['面料保养', 'Fabric care', 'Stoffpflege', 'Entretien des tissus'],
      },
    ],
  },
  {
    id: 6,
    code: 'marketing',
    labels: ['营销资料', 'Marketing material', 'Werbematerial', 'Matériel marketing'],
    files: [
      {
        slug: 'image-brochure',
        labels: ['企业画册', 'Company brochure', 'Imagebroschüre', "Brochure d'entreprise"],
      },
      {
        slug: 'pos-displays',
        labels: ['店内陈列', 'Point-of-sale displays', 'POS-Displays', 'Présentoirs PLV'],
      },
      {
        slug: 'season-flyer',
        labels: ['季节传单', 'Season flyer', 'Saisonflyer', 'Dépliant de saison'],
      },
    ],
  },
  {
    id: 7,
    code: 'logistics',
    labels: ['物流', 'Logistics', 'Logistik', 'Logistique'],
    files: [
      {
        slug: 'loading-plans',
        labels: ['装柜方案', 'Loading plans', 'Ladepläne', 'Plans de chargement'],
      },
      {
        slug: 'shipping-schedule',
        labels: ['船期表', 'Shipping schedule', 'Schiffsfahrplan', 'Calendrier maritime'],
      },
    ],
  },
];

/** One file row per class, file and language: [id, classId, languageId, name, fileLink, sort]. */
export function dataFileRows(): unknown[][] {
  const rows: unknown[][] = [];
  for (const dataClass of DATA_CLASS_SEED) {
    dataClass.files.forEach((file, index) => {
      LANGUAGE_CODES.forEach((code, languageIndex) => {
        const link = `/admin/sys-file/${dataClass.code}-${file.slug}-${code}.pdf`;
        rows.push([
          rows.length + 1,
          dataClass.id,
          languageIndex + 1,
          file.labels[languageIndex],
          link,
          index + 1,
        ]);
      });
    });
  }
  return rows;
}
