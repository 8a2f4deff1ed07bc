// Theme and language switch times of the admin shell (issue 10): from the click on a theme (or a language) in the
// top bar's menu until the page shows it (the `<html>` class, or the sidebar's menu label in the new language),
// and, beside it, until the animation frame after that (the paint, including the wait for vsync). Chromium against
// the real server; medians over several switches, no reload ever.
/* global document, window, MutationObserver, requestAnimationFrame -- the measuring code runs in the page */

/** Waits in the page for `changed()` after the next pointer down; resolves [to the change, to the next frame] in ms. */
const watch = (page, kind) =>
  page.evaluate(
    (what) =>
      new Promise((resolve) => {
        let start = 0;
        const changed =
          what.kind === 'theme'
            ? () => document.documentElement.classList.contains(what.expect)
            : () => [...document.querySelectorAll('nav a')].some((a) => a.textContent === what.expect);
        window.addEventListener('pointerdown', () => (start = performance.now()), { once: true, capture: true });
        const observer = new MutationObserver(() => {
          if (!start || !changed()) return;
          observer.disconnect();
          const updated = performance.now() - start;
          requestAnimationFrame(() => resolve([updated, performance.now() - start]));
        });
        observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true, characterData: true });
      }),
    kind,
  );

const median = (values) => Number([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(1));

/** Themes alternate vip ⇄ renren, languages de ⇄ fr (each switch is a real change); `runs` of each. */
export async function measureShellSwitches(browser, baseURL, { sessionItems, username = 'ddp-buyer', runs = 7 }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const items = await sessionItems(baseURL, username);
  await page.addInitScript((stored) => Object.entries(stored).forEach(([k, v]) => sessionStorage.setItem(k, v)), items);
  await page.goto(`${baseURL}/wel/index?lang=en`);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Welcome' }).waitFor();

  const themes = [];
  const THEMES = [['vip', 'VIP', 'theme-vip'], ['renren', 'Renren', 'theme-renren']];
  for (let run = 0; run < runs; run += 1) {
    const [, label, className] = THEMES[run % 2];
    await page.getByRole('button', { name: /^Theme: / }).click();
    const done = watch(page, { kind: 'theme', expect: className });
    await page.getByRole('menuitemradio', { name: label }).click();
    themes.push(await done);
  }

  // Each language's catalogue and menu are fetched once; later switches to it are what a user repeats.
  const languages = [];
  const LANGUAGES = [['Deutsch', 'Willkommen'], ['Français', 'Accueil']];
  for (let run = 0; run < runs + 2; run += 1) {
    const [name, welcome] = LANGUAGES[run % 2];
    await page.getByRole('button', { name: /^(Language|Sprache|Langue)/ }).click();
    const done = watch(page, { kind: 'language', expect: welcome });
    await page.getByRole('menuitem', { name }).click();
    const time = await done;
    if (run >= 2) languages.push(time);
  }
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await context.close();
  return {
    themeMs: median(themes.map(([changed]) => changed)),
    themePaintMs: median(themes.map(([, painted]) => painted)),
    languageMs: median(languages.map(([changed]) => changed)),
    languagePaintMs: median(languages.map(([, painted]) => painted)),
    reloads: loads - 1,
  };
}
