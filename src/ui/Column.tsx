import { getSpacing, type MantineSpacing } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { classList, mantineClass } from './mantine-classes.ts';

type ColumnProps = {
  gap?: MantineSpacing | number;
  align?: CSSProperties['alignItems'];
  component?: 'div' | 'address';
} & ComponentPropsWithRef<'div'>;

/**
 * Mantine's Stack as a plain element: its class, the site's `.stack` defaults (theme.css) and, inline as Stack writes
 * them, only the variables a caller sets. Stack goes through Mantine's props, styles and Box machinery on every one of
 * a page's 17 stacks, for an element that has no state and no style props.
 */
export function Column({ gap, align, component: Element = 'div', className, style, ...others }: ColumnProps) {
  const vars = { '--stack-gap': getSpacing(gap), '--stack-align': align, ...style } as CSSProperties;
  return <Element className={classList(mantineClass.stack, 'stack', className)} style={vars} {...others} />;
}
