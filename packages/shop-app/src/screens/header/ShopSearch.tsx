/** The header's search overlay: popular words, debounced suggestions, and /search?searchWord=... on Enter. */
import { useState } from 'react';
import { useNavigate } from '../../router/index.js';
import { SearchOverlay } from '@kontor/ui/storefront/SearchOverlay';
import { usePopularWords, useSearchSuggestions } from '../../queries/header.js';
import { useDebouncedValue } from './useDebouncedValue.js';

export const searchHref = (word: string) => `/search?searchWord=${encodeURIComponent(word)}`;

export function ShopSearch() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const term = useDebouncedValue(typed.trim());
  const popular = usePopularWords(open);
  const suggestions = useSearchSuggestions(open ? term : '');
  return (
    <SearchOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        setOpen(isOpen);
        if (!isOpen) setTyped('');
      }}
      popularWords={popular.data}
      suggestions={suggestions}
      onInputChange={setTyped}
      onSearch={(word) => void navigate(searchHref(word))}
    />
  );
}
