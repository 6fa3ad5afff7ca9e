import { normalizePath } from '../../core/routes.ts';

/** Whether a header link is the page being shown; a section link also matches the pages under it. */
export function isCurrent(href: string, location: string, section = false): boolean {
  const here = normalizePath(location);
  return here === href || (section && href !== '/' && here.startsWith(`${href}/`));
}
