/**
 * Sets up the platform's locale services on a worker thread while the page loads, so the app's first formatter on
 * the main thread finds them ready. Runs in index.html as its source text (passed to the first-screen painter), so
 * it refers to nothing outside itself.
 */

/**
 * V8 builds each Intl service's locale tables on first use, whatever the locale: `Intl.Locale` 6-22 ms and
 * `Intl.NumberFormat` 14-45 ms on this project's 2-core machines, four times that on a phone, in one piece that
 * cannot be split. The tables are the renderer process's, not the thread's: after a worker has built them, the
 * same calls on the main thread take 0.1-1.4 ms (measured 28 Nov: 4 runs each in Chromium 156). So a throwaway
 * worker pays for them beside the page's own work, and a browser without workers (or blob workers) pays on the
 * main thread as before (shell/warmIntl.ts). `names` (ids.ts LOCALE_SERVICES) tell the app when the worker is done:
 * its own warm-up waits for that rather than doing the same work beside the worker.
 */
export function warmLocaleServices(lang: string, names: { attribute: string; event: string }): void {
  const source = `new Intl.Locale(${JSON.stringify(lang)}).maximize();new Intl.NumberFormat(${JSON.stringify(lang)},{style:"currency",currency:"EUR"}).format(1);new Intl.PluralRules(${JSON.stringify(lang)}).select(1);postMessage(0)`;
  try {
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const root = document.documentElement;
    root.dataset[names.attribute] = 'warming';
    const end = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
      root.dataset[names.attribute] = 'ready';
      document.dispatchEvent(new Event(names.event));
    };
    worker.onmessage = end;
    worker.onerror = end;
  } catch {
    // No worker here: the main thread sets the services up when the app starts.
  }
}
