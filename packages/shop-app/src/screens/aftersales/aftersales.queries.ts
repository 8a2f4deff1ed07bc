/** Server state of the after-sales screens: the member's requests, one request, the proofs' upload and their pictures. */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ServiceOrderPageQuery } from '@kontor/api/contract';
import { useAtomValue } from 'jotai';
import { api } from '../../api.js';
import { signedInAtom } from '../../session/state.js';
import { languageIdAtom } from '../../state/settings.js';

export const afterSalesKeys = {
  all: ['after-sales'] as const,
  page: (query: ServiceOrderPageQuery) => ['after-sales', 'page', query] as const,
  one: (id: string) => ['after-sales', 'one', id] as const,
};

/** The member's requests, their products named in the shop's language. */
export function useAfterSalesPage(page: ServiceOrderPageQuery) {
  const languageId = useAtomValue(languageIdAtom);
  const query = { ...page, languageId };
  return useQuery({
    queryKey: afterSalesKeys.page(query),
    queryFn: () => api.serviceOrders.mine(query),
    // Asked once the session is read: the server draws the personal centre for nobody, then it hydrates.
    enabled: useAtomValue(signedInAtom),
  });
}

export function useAfterSalesRequest(id: string | null) {
  return useQuery({
    queryKey: afterSalesKeys.one(id ?? ''),
    queryFn: () => api.serviceOrders.get(id!),
    enabled: useAtomValue(signedInAtom) && id !== null && id !== '',
  });
}

/** Uploads one file after the other so progress moves per file (fetch reports no upload progress). */
export async function uploadProofs(
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<string[]> {
  const links: string[] = [];
  for (const [index, file] of files.entries()) {
    const [stored] = await api.files.upload([file]);
    if (!stored) throw new Error('upload');
    links.push(stored.url);
    onProgress((index + 1) / files.length);
  }
  return links;
}

/** A proof file loaded for showing: its link, object URL, name, type and content. */
export interface ProofFile {
  link: string;
  src: string;
  name: string;
  mimeType: string | undefined;
  blob: Blob;
}

/**
 * The stored files behind upload links as object URLs: the files need the bearer token, so `<img src>` cannot fetch
 * them. Each keeps its type (a PDF receipt is not a picture) and its blob, to be saved as it is.
 */
export function useProofPictures(links: readonly string[]) {
  const [pictures, setPictures] = useState<ProofFile[]>([]);
  const key = links.join('\n');
  useEffect(() => {
    let alive = true;
    const made: string[] = [];
    void Promise.all(
      key
        .split('\n')
        .filter(Boolean)
        .map(async (link) => {
          const name = link.split('/').at(-1) ?? link;
          try {
            const download = await api.http.download('get', link);
            const src = URL.createObjectURL(download.blob);
            made.push(src);
            return { link, src, name: download.fileName || name, mimeType: download.blob.type || undefined, blob: download.blob };
          } catch {
            return undefined;
          }
        }),
    ).then((loaded) => {
      if (alive) setPictures(loaded.filter((picture) => picture !== undefined));
      else made.forEach((src) => URL.revokeObjectURL(src));
    });
    return () => {
      alive = false;
      made.forEach((src) => URL.revokeObjectURL(src));
    };
  }, [key]);
  return pictures;
}
