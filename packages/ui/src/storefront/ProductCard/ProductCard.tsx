/**
 * ProductCard: one product in a grid: square lazy image, art. no., name (two lines), brand, price or
 * 'price on request', a stock chip, how many fit a 40' container, and one add action.
 */
import { useIntl } from 'react-intl';
import ImageOff from 'lucide-react/icons/image-off';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleSlash from 'lucide-react/icons/circle-slash';
import Factory from 'lucide-react/icons/factory';
import { isWebUrl, totalStock, type StockFacts } from '@kontor/api/rules';
import { VisuallyHidden } from '../../styles/VisuallyHidden.js';
import { Button } from '../../components/Button/Button.js';
import { Link } from '../../components/Link/Link.js';
import { useMoney } from '../../i18n/numbers.js';
import { cx } from '../../styles/cx.js';
import { useCount } from '../ProductLogistics/useCount.js';
import * as css from './ProductCard.css.js';
import { messages } from './ProductCard.messages.js';
import { useDate } from '../../i18n/dates.js';
import { SkeletonValue } from '../../components/Skeleton/Skeleton.js';

export interface ProductCardData extends StockFacts {
  skuId: string | number;
  artNo: string;
  name: string;
  brand?: string | null;
  unitPrice?: number | null;
  discountPrice?: number | null;
  image?: string | null;
  qty40?: number | null;
  laterDate?: string | null;
  /**
   * How many of it a ready-made container load holds (the whole-container page): the load's add action carts
   * this many, so the buyer sees it before pressing it.
   */
  loadQuantity?: number | null;
}

export interface ProductCardProps {
  product: ProductCardData;
  /** Where the card leads: the product's detail page. */
  href: string;
  /** The one add action (one packing unit into the container cart); no button when left out. */
  onAdd?: () => void;
  isAdding?: boolean;
  /** The name's heading level: 3 under a section heading, 2 straight under the page's h1. */
  headingLevel?: 2 | 3;
  /** Price and stock are still to come (a member's arrive after the page shows): placeholders of their size stand in. */
  factsPending?: boolean;
  className?: string;
}

/** Cards draw their image at this intrinsic size; CSS keeps it square so the grid does not jump. */
const IMAGE_SIZE = 320;
/** A date as long as most in every language ('30 Sept', '30.09.'), to size the later date's reserved line. */
const RESERVE_DATE = '2000-09-30';

export function ProductCard({ product: p, href, onAdd, isAdding, headingLevel = 3, factsPending = false, className }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const intl = useIntl();
  const formatDate = useDate();
  const money = useMoney();
  const count = useCount();
  // Signed out, the server withholds stock: no chip then, rather than a false 'unavailable'.
  const knowsStock = !factsPending && (p.stockCn != null || p.stockDe != null || p.stockProduction != null);
  const soldOut = knowsStock && totalStock(p) <= 0;
  const onShelf = (p.stockCn ?? 0) + (p.stockDe ?? 0) > 0;
  const price = p.discountPrice ?? p.unitPrice;
  const laterDate = soldOut && p.laterDate ? p.laterDate : null;
  const StockIcon = soldOut ? CircleSlash : onShelf ? CircleCheck : Factory;
  const stockText = soldOut
    ? intl.formatMessage(messages.unavailable)
    : onShelf
      ? intl.formatMessage(messages.inStock, { cn: count(p.stockCn ?? 0), de: count(p.stockDe ?? 0) })
      : intl.formatMessage(messages.production, { count: count(p.stockProduction ?? 0) });
  return (
    <article className={cx(css.card, className)} data-sku={p.skuId}>
      <div className={css.media}>
        {isWebUrl(p.image) ? (
          <img className={css.image} src={p.image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" decoding="async" />
        ) : (
          <ImageOff className={css.noImage} aria-hidden />
        )}
      </div>
      <div className={css.body}>
        <p className={css.artNo}>
          <VisuallyHidden elementType="span">{intl.formatMessage(messages.artNo, { artNo: p.artNo })}</VisuallyHidden>
          <span aria-hidden>{p.artNo}</span>
        </p>
        <Heading className={css.name}>
          <Link href={href} variant="standalone" className={css.nameLink}>
            <span title={p.name}>{p.name}</span>
          </Link>
        </Heading>
        {p.brand && <p className={css.brand}>{p.brand}</p>}
        <p className={css.price} data-price="">
          {factsPending ? <SkeletonValue /> : price == null ? intl.formatMessage(messages.onRequest) : money(price)}
          {!factsPending && p.discountPrice != null && p.unitPrice != null && p.discountPrice < p.unitPrice && (
            <s className={css.oldPrice}>{money(p.unitPrice)}</s>
          )}
        </p>
        {factsPending && (
          <p className={css.chip} data-stock-status="pending">
            <SkeletonValue chars={12} />
          </p>
        )}
        {knowsStock && (
          <p className={cx(css.chip, soldOut ? css.chipOut : css.chipIn)} data-stock-status={soldOut ? 'unavailable' : 'available'}>
            <StockIcon className={css.chipIcon} aria-hidden />
            <span>{stockText}</span>
          </p>
        )}
        {(factsPending || knowsStock) && (
          // A member's card keeps the later date's line(s) in every state, the text hidden where there is none, so a
          // sold-out card filling in does not grow and push the next row down.
          <p className={cx(css.hint, !laterDate && css.reserved)} aria-hidden={laterDate ? undefined : true}>
            {intl.formatMessage(messages.laterDate, { date: formatDate(laterDate ?? RESERVE_DATE) })}
          </p>
        )}
        {p.qty40 != null && p.qty40 > 0 && <p className={css.hint}>{intl.formatMessage(messages.per40, { count: count(p.qty40) })}</p>}
        {p.loadQuantity != null && p.loadQuantity > 0 && (
          <p className={css.loadQuantity}>{intl.formatMessage(messages.inLoad, { count: count(p.loadQuantity) })}</p>
        )}
      </div>
      {onAdd && (
        <div className={css.footer}>
          <Button
            variant="secondary"
            className={css.add}
            isDisabled={soldOut || factsPending}
            isPending={isAdding}
            aria-label={soldOut ? undefined : intl.formatMessage(messages.addNamed, { name: p.name })}
            onPress={onAdd}
          >
            {intl.formatMessage(soldOut ? messages.unavailable : messages.add)}
          </Button>
        </div>
      )}
    </article>
  );
}
