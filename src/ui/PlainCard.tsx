import type { HTMLAttributes } from 'react';
import { classList, mantineClass } from './mantine-classes.ts';

type PlainCardProps = { component?: 'div' | 'article' | 'figure' | 'section' | 'li' } & HTMLAttributes<HTMLElement>;

/**
 * A card in Mantine's Card look (Card's and Paper's classes; `.card` in theme.css pads, borders and stacks it) as a
 * plain element: Mantine's Card goes through Paper and Box for every card of a page, and looks through its children
 * for sections. A card with a section (a picture edge to edge) is Mantine's Card itself.
 */
export function PlainCard({ component: Element = 'div', className, ...others }: PlainCardProps) {
  return <Element className={classList(mantineClass.card, mantineClass.paper, 'card', className)} {...others} />;
}
