/**
 * How a lazy `import()` of the storefront loads the files its chunk needs: Vite's `__vitePreload` (its
 * `vite/preload-helper`), replaced in the storefront build. The same contract: each dependency is fetched once,
 * stylesheets are in place before the chunk runs (a failed one raises `vite:preloadError`, and throws unless a
 * listener prevents it), scripts are preloaded beside the chunk. One difference: the links go in a few
 * milliseconds' worth at a time, a task apart, stylesheets first. Each costs a quarter of a millisecond of main thread
 * or more (a fetch set up, a style sheet registered), and a route's first screen adds 30-50 of them as it starts, a
 * long task of its own on a phone. The chunk waits for its stylesheets' round trip anyway: a task more costs it
 * nothing.
 */

/**
 * Main thread each task of links may take (at least one link a task). A link costs 0.25 ms on a fast machine and
 * 1-2.5 ms on a slow one, so a fixed count (six until 28 Nov) made 8-17 ms tasks there, long tasks on a phone
 * four times slower; by time, each stays under a quarter of a long task on such a phone.
 */
const TASK_BUDGET_MS = 3;

const loads = new Map<string, Promise<unknown> | undefined>();
/** Links waiting for their task: stylesheets first, since the chunk waits for them. */
const pending: { styles: HTMLLinkElement[]; scripts: HTMLLinkElement[] } = { styles: [], scripts: [] };
let linked: Set<string> | undefined;

/** Links the page had before (a server-rendered preload, a stylesheet): never added twice. */
function alreadyLinked(href: string, stylesheet: boolean): boolean {
  linked ??= new Set(Array.from(document.getElementsByTagName('link'), (link) => `${link.rel === 'stylesheet'}|${link.href}`));
  return linked.has(`true|${href}`) || (!stylesheet && linked.has(`false|${href}`));
}

function addLinks() {
  const started = performance.now();
  do {
    const link = pending.styles.shift() ?? pending.scripts.shift();
    if (!link) return;
    document.head.appendChild(link);
  } while (performance.now() - started < TASK_BUDGET_MS);
  if (pending.styles.length + pending.scripts.length > 0) setTimeout(addLinks);
}

function load(href: string): Promise<unknown> | undefined {
  const stylesheet = new URL(href).pathname.endsWith('.css');
  if (alreadyLinked(href, stylesheet)) return undefined;
  const link = document.createElement('link');
  link.rel = stylesheet ? 'stylesheet' : 'modulepreload';
  if (!stylesheet) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  const loaded = stylesheet
    ? new Promise((resolve, reject) => {
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)), { once: true });
      })
    : undefined;
  if (pending.styles.length + pending.scripts.length === 0) setTimeout(addLinks);
  (stylesheet ? pending.styles : pending.scripts).push(link);
  return loaded;
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
