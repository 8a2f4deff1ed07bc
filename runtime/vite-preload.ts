/**
 * How a lazy `import()` of the storefront loads the files its chunk needs: Vite's `__vitePreload` (its
 * `vite/preload-helper`), replaced in the storefront build. The same contract: each dependency is fetched once,
 * stylesheets are in place before the chunk runs (a failed one raises `vite:preloadError`, and throws unless a
 * listener prevents it), scripts are preloaded beside the chunk. One difference: script preload links go in a few at a
 * time, a task apart. Each costs a quarter of a millisecond of main thread here (a module fetch set up), and a route's
 * first screen adds 30-50 of them while the entry evaluates, a long task of its own on a phone. The chunk itself waits
 * for its stylesheets' round trip anyway, so the scripts lose nothing by starting a task later.
 */

/** Script preload links added per task: 1.5-3 ms of main thread here. */
const LINKS_PER_TASK = 6;

const loads = new Map<string, Promise<unknown> | undefined>();
const pendingScripts: HTMLLinkElement[] = [];
let linked: Set<string> | undefined;

/** Links the page had before (a server-rendered preload, a stylesheet): never added twice. */
function alreadyLinked(href: string, stylesheet: boolean): boolean {
  linked ??= new Set(Array.from(document.getElementsByTagName('link'), (link) => `${link.rel === 'stylesheet'}|${link.href}`));
  return linked.has(`true|${href}`) || (!stylesheet && linked.has(`false|${href}`));
}

function addScriptLinks() {
  for (const link of pendingScripts.splice(0, LINKS_PER_TASK)) document.head.appendChild(link);
  if (pendingScripts.length > 0) setTimeout(addScriptLinks);
}

function load(href: string): Promise<unknown> | undefined {
  const stylesheet = new URL(href).pathname.endsWith('.css');
  if (alreadyLinked(href, stylesheet)) return undefined;
  const link = document.createElement('link');
  link.rel = stylesheet ? 'stylesheet' : 'modulepreload';
  if (!stylesheet) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  if (!stylesheet) {
    if (pendingScripts.push(link) === 1) setTimeout(addScriptLinks);
    return undefined;
  }
  document.head.appendChild(link);
  return new Promise((resolve, reject) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)), { once: true });
  });
}

function loadOnce(href: string): Promise<unknown> | undefined {
  if (loads.has(href)) return loads.get(href);
  const loading = load(href)?.finally(() => loads.set(href, undefined));
  loads.set(href, loading);
  return loading;
}

function preloadError(error: unknown) {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

/** `deps` are paths from the site's root ("assets/…"), as the build writes them for the base `/`. */
export function __vitePreload<T>(baseModule: () => Promise<T>, deps?: string[]): Promise<T> {
  const styles = (deps ?? []).map((dep) => loadOnce(new URL(`/${dep}`, document.baseURI).href)).filter((loading) => loading !== undefined);
  return Promise.allSettled(styles).then((settled) => {
    for (const result of settled) if (result.status === 'rejected') preloadError(result.reason);
    return baseModule().catch(preloadError) as Promise<T>;
  });
}
