/** One control of the pager: a button that asks for its page, or, where pages have addresses, a real link to it. */
import type { ReactNode } from 'react';
import { Button } from '../Button/index.js';
import { base as buttonBase, variants as buttonVariants } from '../Button/Button.css.js';
import { useRoutedLink } from '../Link/index.js';
import { cx } from '../../styles/cx.js';
import { pageButton, pageLink } from './Pagination.css.js';

export interface PageControlProps {
  page: number;
  variant: 'primary' | 'quiet';
  isDisabled?: boolean;
  isCurrent?: boolean;
  'aria-label': string;
  /** The page's address: a link then, which crawlers and visitors without JavaScript follow too. */
  hrefOf?: ((page: number) => string) | undefined;
  onChange: (page: number) => void;
  children: ReactNode;
}

function PageLink({ href, className, isDisabled, isCurrent, label, children }: { href: string; className: string; isDisabled: boolean; isCurrent: boolean; label: string; children: ReactNode }) {
  const link = useRoutedLink(href);
  // The first page's "previous" has nowhere to go: a dimmed link without an address, out of the tab order (as the
  // kit's disabled Link).
  if (isDisabled) {
    return (
      // eslint-disable-next-line jsx-a11y/anchor-is-valid -- a disabled link has no address on purpose; it says so with aria-disabled
      <a role="link" aria-disabled="true" aria-label={label} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={link.href} onClick={link.follow} aria-label={label} aria-current={isCurrent ? 'page' : undefined} className={className}>
      {children}
    </a>
  );
}

export function PageControl({ page, variant, isDisabled = false, isCurrent = false, hrefOf, onChange, children, ...rest }: PageControlProps) {
  const label = rest['aria-label'];
  if (hrefOf) {
    const className = cx(buttonBase, buttonVariants[variant], pageButton, pageLink);
    return <PageLink href={hrefOf(page)} className={className} isDisabled={isDisabled} isCurrent={isCurrent} label={label}>{children}</PageLink>;
  }
  return (
    <Button
      variant={variant}
      className={pageButton}
      aria-label={label}
      aria-current={isCurrent ? 'page' : undefined}
      isDisabled={isDisabled}
      onPress={() => !isCurrent && onChange(page)}
    >
      {children}
    </Button>
  );
}
