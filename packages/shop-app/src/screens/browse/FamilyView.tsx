/** /family and /partsFamily: a family's products (or spare parts) and the products recommended beside it. */
import { usePageName, useSearchParams } from '../../router/index.js';
import { useIntl } from 'react-intl';
import { BrowsePage, BrowseSection, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { gridStatus, useFamilyProducts, useFamilyRecommendations } from './listQueries.js';
import { ProductList } from './ProductList.js';
import { SubjectNotFound } from './SubjectNotFound.js';
import { useFactsPending } from './queries.js';
import { isNotFound } from '../../queryClient.js';
import { messages } from './browse.messages.js';
import { messages as notFoundMessages } from './notFound.messages.js';

export function FamilyView({ parts }: { parts: boolean }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const familyId = params.get('id');
  const products = useFamilyProducts(familyId, parts);
  const recommended = useFamilyRecommendations(familyId);
  const productsPending = useFactsPending(products);
  const recommendedPending = useFactsPending(recommended);
  const familyName = products.data?.[0]?.familyName;
  const kindTitle = intl.formatMessage(parts ? messages.partsFamilyTitle : messages.familyTitle);
  usePageName(typeof familyName === 'string' ? familyName : undefined);
  // The server knows a family by its recommendations' call (404 for an unknown id); its products' call answers [].
  if (!familyId || isNotFound(recommended.error)) return <SubjectNotFound title={kindTitle} message={notFoundMessages.noFamily} announced={!!familyId} />;
  return (
    <BrowsePage>
      <PageHeading eyebrow={kindTitle} title={typeof familyName === 'string' ? familyName : kindTitle} />
      <BrowseSection id="family-products" title={intl.formatMessage(messages.products)}>
        <ProductList products={products.data} factsPending={productsPending} status={gridStatus(products)} onRetry={() => void products.refetch()} kind={parts ? 'detailParts' : 'detail'} />
      </BrowseSection>
      <BrowseSection id="family-recommended" title={intl.formatMessage(messages.recommended)}>
        <ProductList products={recommended.data} factsPending={recommendedPending} status={gridStatus(recommended)} onRetry={() => void recommended.refetch()} skeletons={4} />
      </BrowseSection>
    </BrowsePage>
  );
}
