/** Home: the category tree of the current language. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { languageId } from '@kontor/api/rules';
import { CategoryList } from '@kontor/ui/CategoryList';
import { Page } from '@kontor/ui/Page';
import { api } from '../api.js';
import { languageAtom } from '../state/settings.js';

export function HomePage() {
  const language = useAtomValue(languageAtom);
  const categories = useQuery({
    queryKey: ['categories', language],
    queryFn: () => api.categories.tree(languageId(language)),
  });
  return (
    <Page title={<FormattedMessage id="storefront.home.title" defaultMessage="Garden furniture by the container and the pallet" />}>
      {categories.data && <CategoryList categories={categories.data} />}
      {categories.isError && (
        <p role="alert">
          <FormattedMessage id="storefront.home.error" defaultMessage="The categories could not be loaded." />
        </p>
      )}
    </Page>
  );
}
