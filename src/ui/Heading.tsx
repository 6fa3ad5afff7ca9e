import type { ComponentPropsWithRef } from 'react';
import { classList, mantineClass } from './mantine-classes.ts';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A heading in Mantine's Title look: Title's class, with its size as a class (`.title-h4`, site.css) instead of the
 * three variables Title writes inline on every heading, 130 bytes each. A plain element rather than Mantine's Box,
 * which it needed none of: Box works out style props, an id and a dozen objects for each of the 18 headings of a page.
 */
export function Heading({
  order,
  size = `h${order}`,
  className,
  ...others
}: { order: Level; size?: `h${Level}` } & ComponentPropsWithRef<'h1'>) {
  const Element = `h${order}` as const;
  return <Element className={classList(mantineClass.title, `title-${size}`, className)} {...others} />;
}
