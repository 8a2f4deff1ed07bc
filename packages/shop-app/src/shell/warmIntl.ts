/**
 * Sets up the platform's locale services for the first screen in tasks of their own, while the route's code loads.
 * index.html usually has a worker doing it (first-screen/warmLocale.ts): the steps wait for it, then take a tenth of
 * a ms each, instead of building the same tables on the main thread while the worker builds them too.
 */
import { LOCALE_SERVICES } from '../first-screen/ids.js';

/**
 * The longest the steps wait for index.html's worker: it ended 110-200 ms after it started (28 Nov). Waiting longer
 * would let the first screen's own render pay for the services inside its task.
 */
const WORKER_WAIT_MS = 500;

/**
 * V8 sets up each Intl service on its first use, whatever the locale: Locale 3-9 ms here, NumberFormat 13-44 ms,
 * four times that on a phone. Paid inside the first render or a screen module's evaluation, they made those one long
 * task; here each runs as a task of its own before them, and every later formatter is ready in a tenth of a ms.
 * Numbers (prices, quantities, volumes) are on a signed-in buyer's screens; a guest's first screen (home, login)
 * shows none, so it does not pay for them.
 */
export function warmIntl(locale: string, numbers: boolean): void {
  const steps: (() => unknown)[] = [() => new Intl.Locale(locale).maximize()];
  if (numbers) steps.push(() => new Intl.NumberFormat(locale).format(1));
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next);
  };
  if (document.documentElement.dataset[LOCALE_SERVICES.attribute] !== 'warming') {
    setTimeout(next);
    return;
  }
  const start = () => {
    clearTimeout(timer);
    document.removeEventListener(LOCALE_SERVICES.event, start);
    setTimeout(next);
  };
  const timer = setTimeout(start, WORKER_WAIT_MS);
  document.addEventListener(LOCALE_SERVICES.event, start);
}
