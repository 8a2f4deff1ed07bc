/** A paged list's place (its page, status filter and search text) kept in the page's address: Back from an item, a reload and a shared link find the list where it was. */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../router/index.js';

export interface ListPlace {
  current: number;
  status: number | null;
  search: string;
  /** A new page is a step of the history (Back returns to the page before); a filter or search replaces the step. */
  setCurrent(page: number): void;
  /** A new filter starts at the first page. */
  setStatus(status: number | null): void;
  setSearch(text: string): void;
  /** The place as query parameters (`&page=2&status=1`, or ''), for links that lead back to the list on the same page. */
  query: string;
}

const wholeNumber = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : null);

export function useListPlace(): ListPlace {
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, wholeNumber(params.get('page')) ?? 1);
  const status = wholeNumber(params.get('status'));
  // The field shows what is typed; the address follows it a navigation behind. An address the field did not write
  // (Back, Forward, a link) is shown in it.
  const inAddress = params.get('q') ?? '';
  const [search, setTyped] = useState(inAddress);
  const written = useRef(inAddress);
  useEffect(() => {
    if (inAddress === written.current) return;
    written.current = inAddress;
    setTyped(inAddress);
  }, [inAddress]);
  const change = (edit: (next: URLSearchParams) => void, replace: boolean) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        edit(next);
        return next;
      },
      { replace },
    );
  const put = (next: URLSearchParams, key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  const place = new URLSearchParams();
  for (const key of ['page', 'status', 'q']) if (params.get(key)) place.set(key, params.get(key) ?? '');
  return {
    current,
    status,
    search,
    setCurrent: (page) => change((next) => put(next, 'page', page > 1 ? String(page) : null), false),
    setStatus: (value) =>
      change((next) => {
        put(next, 'status', value === null ? null : String(value));
        next.delete('page');
      }, true),
    setSearch: (text) => {
      setTyped(text);
      written.current = text;
      change((next) => put(next, 'q', text === '' ? null : text), true);
    },
    query: place.size ? `&${place.toString()}` : '',
  };
}
