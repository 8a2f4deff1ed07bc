/** ProductGallery: the product's main image in a fixed square, with thumbnail buttons to switch it. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import ImageOff from 'lucide-react/icons/image-off';
import { Button } from 'react-aria-components/Button';
import { isWebUrl } from '@kontor/api/rules';
import { cx } from '../../styles/cx.js';
import * as css from './ProductGallery.css.js';
import { messages } from './ProductGallery.messages.js';

export interface ProductGalleryProps {
  /** Image URLs; only http(s) ones are shown. */
  images: readonly string[];
  /** The product's name, the images' alternative text. */
  alt: string;
  /** While the product loads: the same square stage, empty, so nothing under it moves when the images arrive. */
  loading?: boolean;
  className?: string;
}

/** Square images are drawn at this intrinsic size so the page keeps its place while they load. */
const SIZE = 640;

export function ProductGallery({ images, alt, loading = false, className }: ProductGalleryProps) {
  const intl = useIntl();
  const shown = images.filter((src) => isWebUrl(src));
  const [index, setIndex] = useState(0);
  const current = shown[Math.min(index, shown.length - 1)];
  return (
    <section className={cx(css.root, className)} aria-label={intl.formatMessage(messages.label)} aria-busy={loading || undefined}>
      <div className={css.stage}>
        {loading ? null : current ? (
          <img className={css.image} src={current} alt={alt} width={SIZE} height={SIZE} decoding="async" />
        ) : (
          <div className={css.placeholder}>
            <ImageOff className={css.placeholderIcon} aria-hidden />
            <span>{intl.formatMessage(messages.noImage)}</span>
          </div>
        )}
      </div>
      {shown.length > 1 && (
        <div className={css.thumbs}>
          {shown.map((src, i) => (
            <Button
              key={src}
              className={css.thumb}
              aria-label={intl.formatMessage(messages.thumbnail, { number: i + 1, total: shown.length })}
              aria-pressed={i === index}
              onPress={() => setIndex(i)}
            >
              <img className={css.thumbImage} src={src} alt="" width={SIZE / 8} height={SIZE / 8} loading="lazy" />
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
