import { getSpacing, type MantineSpacing } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { classList, mantineClass } from './mantine-classes.ts';

type RowProps = {
  gap?: MantineSpacing | number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: CSSProperties['flexWrap'];
  component?: 'div' | 'span';
} & ComponentPropsWithRef<'div'>;

/**
 * Mantine's Group as a plain element: its class, the site's `.group` defaults (theme.css) and, inline as Group writes
 * them, only the variables a caller sets; without Mantine's props, styles and Box machinery for an element with no
 * state and no style props.
 */
export function Row({ gap, align, justify, wrap, component: Element = 'div', className, style, ...others }: RowProps) {
  const vars = {
    '--group-gap': getSpacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
    ...style,
  } as CSSProperties;
  return <Element className={classList(mantineClass.group, 'group', className)} style={vars} {...others} />;
}
