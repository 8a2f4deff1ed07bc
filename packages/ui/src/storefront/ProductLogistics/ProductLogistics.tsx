/** ProductLogistics: every figure that decides an order, as definition lists grouped item / carton / stowage. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CONTAINER_LABELS, formatLogisticsVolume, languageId } from '@kontor/api/rules';
import { useLanguage } from '../../i18n/LanguageContext.js';
import { useNumber } from '../../i18n/numbers.js';
import { cx } from '../../styles/cx.js';
import { useCount } from './useCount.js';
import * as css from './ProductLogistics.css.js';
import { messages } from './ProductLogistics.messages.js';

type Figure = number | null | undefined;

export interface ProductLogisticsData {
  volume?: Figure;
  weight?: Figure;
  colour?: string | null;
  openL?: Figure;
  openW?: Figure;
  openH?: Figure;
  packingUnit?: Figure;
  cartonVolume?: Figure;
  cartonL?: Figure;
  cartonW?: Figure;
  cartonH?: Figure;
  qty20?: Figure;
  qty40?: Figure;
  qty40h?: Figure;
}

export interface ProductLogisticsProps {
  product: ProductLogisticsData;
  /** Heading level of the section title (the groups take the next one). */
  headingLevel?: 2 | 3;
  className?: string;
}

interface Row {
  key: string;
  label: ReactNode;
  value: string;
}

export function ProductLogistics({ product: p, headingLevel = 2, className }: ProductLogisticsProps) {
  const intl = useIntl();
  const number = useNumber();
  const mode = languageId(useLanguage());
  const volume = (value: Figure) => formatLogisticsVolume(value, mode);
  const count = useCount();
  const none = intl.formatMessage(messages.none);
  const or = (value: string) => (value === '' ? none : value);
  const pieces = (value: Figure) => (value == null ? none : intl.formatMessage(messages.pieces, { count: count(value) }));
  const dims = (l: Figure, w: Figure, h: Figure) =>
    l == null || w == null || h == null ? none : intl.formatMessage(messages.dimensions, { l: number(l), w: number(w), h: number(h) });
  const groups: { key: string; title: ReactNode; rows: Row[] }[] = [
    {
      key: 'item',
      title: intl.formatMessage(messages.item),
      rows: [
        { key: 'volume', label: intl.formatMessage(messages.volume), value: or(volume(p.volume)) },
        { key: 'weight', label: intl.formatMessage(messages.weight), value: p.weight == null ? none : intl.formatMessage(messages.kilograms, { value: number(p.weight) }) },
        { key: 'colour', label: intl.formatMessage(messages.colour), value: p.colour || none },
        { key: 'open', label: intl.formatMessage(messages.openSize), value: dims(p.openL, p.openW, p.openH) },
      ],
    },
    {
      key: 'carton',
      title: intl.formatMessage(messages.carton),
      rows: [
        { key: 'packingUnit', label: intl.formatMessage(messages.packingUnit), value: pieces(p.packingUnit) },
        { key: 'cartonVolume', label: intl.formatMessage(messages.cartonVolume), value: or(volume(p.cartonVolume)) },
        { key: 'cartonSize', label: intl.formatMessage(messages.cartonSize), value: dims(p.cartonL, p.cartonW, p.cartonH) },
      ],
    },
    {
      key: 'stowage',
      title: intl.formatMessage(messages.stowage),
      rows: [
        { key: 'qty20', label: intl.formatMessage(messages.perContainer, { container: CONTAINER_LABELS['20'] }), value: pieces(p.qty20) },
        { key: 'qty40', label: intl.formatMessage(messages.perContainer, { container: CONTAINER_LABELS['40'] }), value: pieces(p.qty40) },
        { key: 'qty40h', label: intl.formatMessage(messages.perContainer, { container: CONTAINER_LABELS['40H'] }), value: pieces(p.qty40h) },
      ],
    },
  ];
  const Title = `h${headingLevel}` as const;
  const GroupTitle = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className={cx(css.root, className)} aria-labelledby="product-logistics-title">
      <Title id="product-logistics-title" className={css.title}>{intl.formatMessage(messages.title)}</Title>
      <div className={css.groups}>
        {groups.map((group) => (
          <div key={group.key} className={css.group} data-group={group.key}>
            <GroupTitle className={css.groupTitle}>{group.title}</GroupTitle>
            <dl className={css.list}>
              {group.rows.map((row) => (
                <div key={row.key} className={css.row} data-figure={row.key}>
                  <dt className={css.term}>{row.label}</dt>
                  <dd className={css.value}>{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
