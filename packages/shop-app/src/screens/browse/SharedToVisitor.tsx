/** The share page's part for a visitor where a member has the buy box: the stock the server shows, and a way to sign in. */
import { useIntl } from 'react-intl';
import { Link } from '@kontor/ui/Link';
import { StockTable } from '@kontor/ui/storefront/StockTable';
import { loginPathFor } from '../../session/target.js';
import type { useProduct } from './queries.js';
import { messages } from './browse.messages.js';

export function SharedToVisitor({ product: p }: { product: NonNullable<ReturnType<typeof useProduct>['data']> }) {
  const intl = useIntl();
  return (
    <>
      {/* Signed out, the server withholds stock and prices; the table shows only what it was given. */}
      {p.stockCn != null && (
        <StockTable stockCn={p.stockCn} stockDe={p.stockDe} stockProduction={p.stockProduction} laterDate={typeof p.laterDate === 'string' ? p.laterDate : null} />
      )}
      {/* The sign-in page, which returns to the product page (a members' page: without JavaScript it never shows). */}
      <Link href={loginPathFor(`/detail?id=${encodeURIComponent(String(p.skuId))}`)} variant="standalone">{intl.formatMessage(messages.signInToBuy)}</Link>
    </>
  );
}
