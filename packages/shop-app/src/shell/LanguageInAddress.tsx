/** Keeps the address's `?lang=` and the page's description in step with a language switch, so a reload stays in it. */
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { isLanguage, type Language } from '@kontor/api/rules';
import { useNavigate } from '../router/index.js';
import { languageAtom } from '../state/settings.js';

/** The description the server's head gives `href` (its words live in the server's seo/messages.ts and the product). */
async function describedAs(href: string): Promise<string | undefined> {
  const response = await fetch(href, { headers: { Accept: 'text/html' } });
  if (!response.ok) return undefined;
  const head = new DOMParser().parseFromString(await response.text(), 'text/html');
  return head.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined;
}

/**
 * On a switch, an address naming another language (`?lang=de`, which beats the stored choice on a reload) is replaced
 * by one naming the new language, and the meta description is read again in it (the title follows the page's name).
 * The first language is the page's own: nothing is done for it.
 */
export function LanguageInAddress() {
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const last = useRef<Language>(language);
  useEffect(() => {
    if (last.current === language) return;
    last.current = language;
    const { pathname, search, hash } = window.location;
    const params = new URLSearchParams(search);
    const named = params.get('lang');
    if (isLanguage(named) && named !== language) {
      params.set('lang', language);
      void navigate(`${pathname}?${params.toString()}${hash}`, { replace: true });
    }
    // The not-found page is answered 404 (which the console would report as a failed load): its words are the shop's.
    if (pathname === '/404') return;
    let current = true;
    const address = isLanguage(named) ? `${pathname}?${params.toString()}` : pathname + search;
    void describedAs(address)
      .then((description) => {
        const meta = document.querySelector('meta[name="description"]');
        if (current && description !== undefined && meta) meta.setAttribute('content', description);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language, navigate]);
  return null;
}
