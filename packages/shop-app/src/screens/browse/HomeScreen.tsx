/** / and /index: hot and popular products, and the whole-container offers. */
import { useIntl } from 'react-intl';
import type { Product, Recommendation } from '@kontor/api/contract';
import { containerLabel } from '@kontor/api/rules';
import {
  BrowsePage,
  BrowseSection,
  Note,
  PageHeading,
  Tile,
  TileList,
} from '@kontor/ui/storefront/BrowseLayout';
import { safeHref } from './links.js';
import { gridStatus, useRecommendations } from './listQueries.js';
import { useFactsPending } from './queries.js';
import { ProductList } from './ProductList.js';
import { messages } from './browse.messages.js';
import { useNextTask } from '../../shell/useNextTask.js';
import { CARDS_PER_TASK, useInSteps } from '../../shell/useInSteps.js';

const productsOf = (tiles: Recommendation[] | undefined, type: string): Product[] =>
  (tiles ?? []).filter((tile) => tile.type === type && tile.product).map((tile) => tile.product!);

export default function HomeScreen() {
  const intl = useIntl();
  const tiles = useRecommendations();
  const status = gridStatus(tiles);
  const containers = (tiles.data ?? []).filter((tile) => tile.type === 'fcl');
  const hot = productsOf(tiles.data, 'hot');
  const popular = productsOf(tiles.data, 'popular');
  const retry = () => void tiles.refetch();
  const factsPending = useFactsPending(tiles);
  // Each list draws a few cards a task; the lower sections start once the hot list is whole, so its growing never
  // moves them on a wide screen.
  const hotShown = useInSteps(hot.length, CARDS_PER_TASK);
  const lowerSections = useNextTask(!tiles.isPending && hotShown === hot.length);
  const popularShown = useInSteps(lowerSections ? popular.length : 0, CARDS_PER_TASK);
  return (
    <BrowsePage>
      <PageHeading title={intl.formatMessage(messages.homeTitle)} />
      <BrowseSection id="home-hot" title={intl.formatMessage(messages.hot)}>
        <ProductList
          products={hot.slice(0, hotShown)}
          status={status}
          onRetry={retry}
          skeletons={4}
          factsPending={factsPending}
          aria-label={intl.formatMessage(messages.hot)}
        />
      </BrowseSection>
      {/* The sections under the hot products come with the data: drawn under skeletons, they would move when the
          products arrive (layout shift); the hot list's skeletons already fill the first screen. They draw a task
          after the last hot products, below the first screenful. */}
      {lowerSections && (
        <>
          <BrowseSection id="home-fcl" title={intl.formatMessage(messages.wholeContainers)}>
            <TileList label={intl.formatMessage(messages.wholeContainers)}>
              {containers.map((tile) => (
                <Tile
                  key={tile.id}
                  title={tile.title}
                  image={tile.image}
                  {...(safeHref(tile.link) ? { href: safeHref(tile.link)! } : {})}
                >
                  {typeof tile.cabinetType === 'string' && (
                    <Note>
                      {intl.formatMessage(messages.cabinet, { cabinet: containerLabel(tile.cabinetType) })}
                    </Note>
                  )}
                </Tile>
              ))}
            </TileList>
          </BrowseSection>
          <BrowseSection id="home-popular" title={intl.formatMessage(messages.popular)}>
            <ProductList
              products={popular.slice(0, popularShown)}
              status={status}
              onRetry={retry}
              skeletons={4}
              factsPending={factsPending}
              aria-label={intl.formatMessage(messages.popular)}
            />
          </BrowseSection>
        </>
      )}
    </BrowsePage>
  );
}
