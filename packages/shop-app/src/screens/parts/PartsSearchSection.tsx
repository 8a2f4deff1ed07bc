/** The spare parts search of /partsService: the word lives in the address (?q=), each part opens /partsServiceDetail. */
import { useSearchParams } from '../../router/index.js';
import { PartsSearch } from '@kontor/ui/storefront/PartsSearch';
import { detailHref } from '../browse/links.js';
import { gridStatus } from '../browse/listQueries.js';
import { usePartsSearch } from './parts.queries.js';

export function PartsSearchSection() {
  const [params, setParams] = useSearchParams();
  const word = params.get('q') ?? '';
  const parts = usePartsSearch(word);
  return (
    <PartsSearch
      word={word}
      onSearch={(next) => setParams(next ? { tab: 'search', q: next } : { tab: 'search' }, { replace: true })}
      parts={parts.data}
      status={gridStatus(parts)}
      hrefOf={(part) => detailHref(part, 'partsServiceDetail')}
      onRetry={() => void parts.refetch()}
    />
  );
}
