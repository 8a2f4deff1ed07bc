/** /product: the brands; choosing one (?brand=) lists its families, each leading to /family?id=. */
import { useSearchParams } from '../../router/index.js';
import { useIntl } from 'react-intl';
import { EmptyState } from '@kontor/ui/EmptyState';
import { Pagination } from '@kontor/ui/Pagination';
import { Skeleton } from '@kontor/ui/Skeleton';
import { BrowsePage, BrowseSection, Note, PageHeading, Tile, TileList } from '@kontor/ui/storefront/BrowseLayout';
import { PAGE_SIZE, useBrands, useFamilies } from './listQueries.js';
import { messages } from './browse.messages.js';

export default function BrandsScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const brandId = params.get('brand');
  const current = Number(params.get('page') ?? 1) || 1;
  const brands = useBrands();
  const families = useFamilies(brandId, current);
  const brand = brands.data?.find((b) => String(b.id) === brandId);
  const failed = <EmptyState title={<span role="alert">{intl.formatMessage(messages.listError)}</span>} />;
  return (
    <BrowsePage>
      <PageHeading title={intl.formatMessage(messages.brandsTitle)} />
      {brands.isPending && <Skeleton lines={4} />}
      {brands.isError && failed}
      <TileList label={intl.formatMessage(messages.brandsTitle)}>
        {brands.data?.map((b) => (
          <Tile key={b.id} title={b.name} headingLevel={2} image={b.logo} href={`/product?brand=${encodeURIComponent(String(b.id))}`} isCurrent={String(b.id) === brandId}>
            {b.description && <Note>{b.description}</Note>}
            {typeof b.familyCount === 'number' && <Note>{intl.formatMessage(messages.families, { count: b.familyCount })}</Note>}
          </Tile>
        ))}
      </TileList>
      <BrowseSection id="brand-families" title={brand ? intl.formatMessage(messages.familiesOf, { brand: brand.name }) : intl.formatMessage(messages.chooseBrand)}>
        {brandId && families.isPending && <Skeleton lines={4} />}
        {families.isError && failed}
        {families.data && (
          <TileList>
            {families.data.records.map((f) => (
              <Tile key={f.id} title={f.name} image={f.image} href={`/family?id=${encodeURIComponent(String(f.id))}`}>
                {f.description && <Note>{f.description}</Note>}
              </Tile>
            ))}
          </TileList>
        )}
        {families.data && families.data.total > PAGE_SIZE && (
          <Pagination current={current} size={PAGE_SIZE} total={families.data.total} onChange={(page) => setParams({ brand: brandId ?? '', page: String(page) })} />
        )}
      </BrowseSection>
    </BrowsePage>
  );
}
