/**
 * Sets up the platform's locale services for the first screen in tasks of their own, while the route's code loads.
 * index.html has usually done it already on a worker thread (first-screen/warmLocale.ts): each step then takes a
 * tenth of a ms. This is the fallback where the worker could not start or has not finished.
 */

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
  setTimeout(next);
}
