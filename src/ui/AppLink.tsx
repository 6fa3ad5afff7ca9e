import { forwardRef, use, type AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { normalizePath } from '../core/routes.ts';
import { PrefetchContext } from './prefetch.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link: pages of this site open without a reload (their data fetched on hover or focus); others are plain links.
 * A web address (pages of this site are written /path, so it is another site) opens in the same tab, with
 * rel="noopener" so it can never reach this page through window.opener; the Referrer-Policy header already limits
 * what it learns to this site's origin.
 */
export const AppLink = forwardRef<HTMLAnchorElement, Props>(function AppLink({ href, ...rest }, ref) {
  const fetchAhead = use(PrefetchContext);
  if (!href.startsWith('/'))
    return <a ref={ref} href={href} rel={/^https?:/i.test(href) ? 'noopener' : undefined} {...rest} />;
  const path = normalizePath(href);
  const prefetch = () => fetchAhead(path);
  return <Link ref={ref} href={href} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} {...rest} />;
});
