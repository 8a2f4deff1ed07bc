/**
 * The first screen's CSS, inlined in index.html at build time: the same geometry as the app's own parts
 * (BrowseLayout's page, heading and hero, ProductGallery's stage), written with the theme's
 * CSS variables, so the app's screen replaces it in place: nothing moves (CLS 0) and nothing larger appears.
 * Keep in step with those parts' `.css.ts` files; tests/e2e/first-paint.spec.ts compares the two by position.
 */
/** A theme token as a CSS variable (`space.lg` → `var(--kontor-space-lg)`), named as ui's tokenVar names them. */
const v = (path: string) => `var(--kontor-${path.replace(/\./g, '-')})`;

/** Where the storefront's page starts: under MainHeader (64 px from the spacing scale, and its bottom border). */
export const HEADER_HEIGHT = `calc(${v('space.xxl')} + ${v('space.xl')} + ${v('border.width')})`;

/**
 * @param breakpoints `SCREEN_BREAKPOINTS` of `@kontor/api/rules`, widest first (passed in: the build reads them from
 *   source before any package is built).
 */
export function firstScreenCss(hostId: string, breakpoints: readonly { minWidth: number }[]): string {
  const [wide, side, phoneUp] = breakpoints.map((point) => point.minWidth) as [number, number, number];
  const host = `#${hostId}`;
  const rules: Record<string, Record<string, string>> = {
    // Over the app's area (its skeletons stay hidden under it) and out of the flow, so removing it moves nothing.
    [`${host}:not(:empty)`]: { position: 'absolute', insetInline: '0', top: HEADER_HEIGHT, minHeight: `calc(100vh - ${HEADER_HEIGHT})`, zIndex: '1', background: v('color.background') },
    // BrowseLayout: page, heading, title, art. no., muted line, hero, summary; BrowseSection's title.
    [`${host} .ks-page`]: { display: 'grid', gap: v('space.xl'), padding: `${v('space.lg')} ${v('space.md')}`, maxWidth: `${wide}px`, marginInline: 'auto', width: '100%', minWidth: '0' },
    [`${host} .ks-heading`]: { display: 'grid', gap: v('space.xxs') },
    [`${host} .ks-title`]: { margin: '0', fontSize: v('fontSize.xxl'), lineHeight: v('lineHeight.tight'), fontWeight: v('fontWeight.bold'), color: v('color.text'), overflowWrap: 'anywhere' },
    [`${host} .ks-art-no`]: { margin: '0', fontFamily: v('font.mono'), fontSize: v('fontSize.sm'), color: v('color.textMuted') },
    [`${host} .ks-muted`]: { margin: '0', color: v('color.textMuted') },
    [`${host} .ks-section-title`]: { margin: '0', fontSize: v('fontSize.lg'), fontWeight: v('fontWeight.bold'), color: v('color.text') },
    [`${host} .ks-hero`]: { display: 'grid', gap: v('space.lg'), alignItems: 'start', gridTemplateColumns: '1fr' },
    [`${host} .ks-summary`]: { display: 'grid', gap: v('space.md'), alignContent: 'start', minWidth: '0' },
    // BrowseSection, and ProductGrid's first row of ProductCards (later rows collapse: their cards' text is not here).
    [`${host} .ks-section`]: { display: 'grid', gap: v('space.md'), minWidth: '0' },
    [`${host} .ks-grid`]: { listStyle: 'none', margin: '0', padding: '0', display: 'grid', gap: v('space.md'), gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${v('space.xxl')} * 5)), 1fr))`, gridTemplateRows: 'auto', gridAutoRows: '0', rowGap: '0', overflow: 'hidden' },
    [`${host} .ks-item`]: { display: 'grid', minWidth: '0' },
    [`${host} .ks-product`]: { display: 'flex', flexDirection: 'column', minWidth: '0', borderRadius: v('radius.md'), border: `${v('border.width')} solid ${v('color.border')}`, borderBottom: '0', background: v('color.surface'), overflow: 'hidden' },
    [`${host} .ks-media`]: { aspectRatio: '1 / 1', display: 'flex', alignItems: 'center', justifyContent: 'center', background: v('color.surfaceMuted') },
    // ProductGallery: a square stage.
    [`${host} .ks-gallery`]: { display: 'grid', gap: v('space.sm'), alignContent: 'start', minWidth: '0' },
    [`${host} .ks-stage`]: { aspectRatio: '1 / 1', width: '100%', borderRadius: v('radius.lg'), overflow: 'hidden', background: v('color.surfaceMuted'), border: `${v('border.width')} solid ${v('color.border')}` },
    [`${host} .ks-image`]: { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
  };
  const media: Record<string, Record<string, Record<string, string>>> = {
    [`screen and (min-width: ${side}px)`]: { [`${host} .ks-hero`]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 4fr)' } },
    [`screen and (max-width: ${phoneUp - 1}px)`]: {
      [`${host} .ks-grid`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: v('space.sm') },
    },
  };
  const block = (selector: string, declarations: Record<string, string>) =>
    `${selector}{${Object.entries(declarations)
      .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
      .join(';')}}`;
  return [
    ...Object.entries(rules).map(([selector, declarations]) => block(selector, declarations)),
    ...Object.entries(media).map(([query, nested]) => `@media ${query}{${Object.entries(nested).map(([s, d]) => block(s, d)).join('')}}`),
  ].join('');
}
