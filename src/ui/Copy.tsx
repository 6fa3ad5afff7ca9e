import type { HTMLAttributes } from 'react';
import { classList, mantineClass } from './mantine-classes.ts';

type CopyProps = { component?: 'p' | 'span' | 'blockquote' | 'figcaption' | 'h2' } & HTMLAttributes<HTMLElement>;

/**
 * Text in Mantine's Text look (its class, so its size, line height and colour) as a plain element, a paragraph unless
 * told otherwise; weights, sizes and colours are classes (`.weight-700`, `.text-sm`, theme.css). Mantine's Text also
 * puts its focus ring's class on every paragraph, for text that can never be focused, and goes through Mantine's props,
 * styles and Box machinery for each of a page's forty paragraphs. Text that is a link stays Mantine's (its focus ring).
 */
export function Copy({ component: Element = 'p', className, ...others }: CopyProps) {
  return <Element className={classList(className, mantineClass.text)} {...others} />;
}
