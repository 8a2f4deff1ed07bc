/** What the search overlay shows and reports: shared by its trigger and its lazily loaded panel. */

/** Suggestions with the text they answer, so an answer to an older text is never shown. */
export interface SearchSuggestions {
  term: string;
  words: readonly string[];
}

export interface SearchOverlayProps {
  /** 'Popular searches' (getRecommendWord); undefined while loading. */
  popularWords: readonly string[] | undefined;
  /** The latest suggestions (getSearchWords) and the text they were asked for. */
  suggestions?: SearchSuggestions | undefined;
  /** The typed text changed (the app asks for suggestions, debounced). */
  onInputChange?: ((text: string) => void) | undefined;
  /** Search for a word: the app goes to /search?searchWord=... */
  onSearch: (word: string) => void;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}
