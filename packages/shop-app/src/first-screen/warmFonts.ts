/**
 * Looks up the theme's fonts, a family or a size a task, while the bundle downloads after the first paint, so the
 * app's first layouts find them ready. Runs in index.html as its source text, so it refers to nothing outside itself.
 */

/** A font stack of the theme and the sizes and weights it is used in, as CSS variables (from the build). */
export interface FontStack {
  /** The custom property holding the stack: `--kontor-font-body`. */
  property: string;
  /** `var(--kontor-fontSize-md)` and the like. */
  sizes: readonly string[];
  /** `var(--kontor-fontWeight-bold)` and the like. */
  weights: readonly string[];
}

export interface FontStrikes {
  stacks: readonly FontStack[];
  /** Per language, text with a glyph of each script it shows, so its fallback font is looked up too. */
  samples: Record<string, string>;
}

/**
 * The first text a page lays out in a font costs the browser lookups: on Linux a call to the browser process per
 * family of the stack tried, per weight, and one per size ("strike"), 1-7 ms each on this project's 2-core machines
 * (Chromium 156, 28 Nov), up to ~18 ms while the browser process is busy loading. The header, cards and headings use
 * ~11 strikes, and their lookups made the app's first layouts 13-33 ms tasks, four times that on Lighthouse's phone.
 * Between the first paint and the app's first render the main thread mostly waits for the bundle, and one lookup a
 * task there is rarely a long task: first each family of a stack alone (a stack's missing families, tried in one
 * layout, were one 12 ms task), then the stack at each size. Each is a hidden span laid out at once (reading its
 * width); the whole is removed at the end. Measured against the build without it (alternating runs, 28 Nov): the
 * blocking after first paint fell on home, product and cart; the look-ups cannot move to a worker, whose font cache
 * is its own (only the family matches are shared, and that alone gained less).
 */
export function warmFontStrikes(lang: string, strikes: FontStrikes): void {
  const sample = strikes.samples[lang] ?? 'Ag';
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  // Laid out but never seen or hit, and out of the flow: nothing on the page moves.
  host.style.cssText = 'position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;pointer-events:none';
  const queue: string[] = [];
  const next = () => {
    const font = queue.shift();
    if (font === undefined) return host.remove();
    const span = document.createElement('span');
    span.style.font = font;
    span.textContent = sample;
    host.append(span);
    void span.offsetWidth;
    setTimeout(next, 0);
  };
  requestAnimationFrame(() => {
    const style = getComputedStyle(document.documentElement);
    for (const { property, sizes, weights } of strikes.stacks) {
      const stack = style.getPropertyValue(property).trim();
      if (!stack) continue;
      for (const weight of weights) {
        for (const family of stack.split(',')) queue.push(`${weight} ${sizes[0]} ${family}`);
        for (const size of sizes) queue.push(`${weight} ${size} ${stack}`);
      }
    }
    document.body.append(host);
    // The first forced layout after the first paint also lays out what changed since (4-8 ms here, 29 Nov), and the
    // first look-up is the dearest (6-13 ms): together they were one 12-20 ms task, so the flush has a task alone.
    setTimeout(() => {
      void host.offsetWidth;
      setTimeout(next, 0);
    }, 0);
  });
}
