/** BrowseLayout: the frame of the browse pages: page column, heading block, product hero, titled sections, tiles, link chips. */
import type { ReactNode } from 'react';
import { Link } from '../../components/Link/Link.js';
import { cx } from '../../styles/cx.js';
import * as css from './BrowseLayout.css.js';

export function BrowsePage({ children, busy, className }: { children: ReactNode; busy?: boolean; className?: string }) {
  return (
    <main className={cx(css.page, className)} aria-busy={busy || undefined}>
      {children}
    </main>
  );
}

export interface PageHeadingProps {
  title: ReactNode;
  /** A small line above the title (what kind of page this is). */
  eyebrow?: ReactNode;
  /** The art. no. line, in monospace. */
  code?: ReactNode;
  /** Lines under the title (brand, counts). */
  children?: ReactNode;
  /** Breadcrumbs above everything. */
  crumbs?: ReactNode;
}

export function PageHeading({ title, eyebrow, code, children, crumbs }: PageHeadingProps) {
  return (
    <div className={css.heading}>
      {crumbs}
      {eyebrow && <p className={css.muted}>{eyebrow}</p>}
      {code && <p className={css.artNo} data-field="artNo">{code}</p>}
      <h1 className={css.title} data-field="name">{title}</h1>
      {children}
    </div>
  );
}

/** A quiet line of text (brand, cabinet type, a count). */
export function Note({ children, role, field }: { children: ReactNode; role?: 'status' | 'alert'; field?: string }) {
  return <p className={css.muted} role={role} data-field={field}>{children}</p>;
}

/** Running text such as a product description; server text arrives here as text, never as HTML. */
export function Prose({ children }: { children: ReactNode }) {
  return <p className={css.description}>{children}</p>;
}

/** The product page's top: gallery on the left, the summary and buy box on the right (stacked below 992 px). */
export function ProductHero({ gallery, children }: { gallery: ReactNode; children: ReactNode }) {
  return (
    <div className={css.hero}>
      {gallery}
      <div className={css.summary}>{children}</div>
    </div>
  );
}

export function BrowseSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A row of controls and notes above a grid (count on one side, sort on the other). */
export function Toolbar({ children }: { children: ReactNode }) {
  return <div className={css.toolbar}>{children}</div>;
}

export interface ChipLink {
  id: string | number;
  label: string;
  href: string;
}

/** Links as a wrapping row of chips (child categories, popular search words), in a named navigation region. */
export function LinkChips({ label, items }: { label: string; items: readonly ChipLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={css.chips}>
        {items.map((item) => (
          <li key={item.id} className={css.chip}>
            <Link href={item.href} variant="standalone">{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function TileList({ label, children }: { label?: string; children: ReactNode }) {
  return <ul className={css.tiles} aria-label={label}>{children}</ul>;
}

export interface TileProps {
  title: ReactNode;
  /** Where the title leads. */
  href?: string;
  /** An http(s) image in a 16:9 frame; none when left out. */
  image?: string | null;
  headingLevel?: 2 | 3;
  children?: ReactNode;
  isCurrent?: boolean;
}

/** A brand, family or whole-container offer: image, linked title, a few lines. */
export function Tile({ title, href, image, headingLevel = 3, children, isCurrent }: TileProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={css.tile}>
      {image && /^https?:\/\//.test(image) && <img className={css.tileImage} src={image} alt="" width={320} height={180} loading="lazy" />}
      <Heading className={css.tileTitle}>
        {href ? <Link href={href} variant="standalone" aria-current={isCurrent ? 'page' : undefined}>{title}</Link> : title}
      </Heading>
      {children && <div className={css.tileBody}>{children}</div>}
    </li>
  );
}
