import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { normalizePath } from '../load/routes.ts';
import { notFoundKey } from '../load/site-data.ts';
import { fetchPage, useSiteData } from '../render/page-store.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link: pages of this site open without a reload (their data fetched on hover or focus); others are plain links. */
export const AppLink = forwardRef<HTMLAnchorElement, Props>(function AppLink({ href, ...rest }, ref) {
  const { routes } = useSiteData();
  if (!href.startsWith('/')) return <a ref={ref} href={href} {...rest} />;
  const path = normalizePath(href);
  const prefetch = () => void fetchPage(routes.includes(path) ? path : notFoundKey).catch(() => undefined);
  return <Link ref={ref} href={href} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} {...rest} />;
});
