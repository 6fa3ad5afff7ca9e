import type { CSSProperties, HTMLAttributes } from 'react';
import { classList, mantineClass } from './mantine-classes.ts';

type PlainContainerProps = { size?: 'sm' | 'md' | 'lg'; flush?: boolean } & HTMLAttributes<HTMLDivElement>;

/**
 * Mantine's Container as the plain element it writes: centred at a width (`size`, Mantine's md unless said), with
 * Mantine's side padding unless `flush`. The same class, attributes and inline variables, without its machinery.
 */
export function PlainContainer({ size, flush, className, style, ...others }: PlainContainerProps) {
  const own = {
    ...(size && { '--container-size': `var(--container-size-${size})` }),
    ...(flush && { paddingInline: '0rem' }),
    ...style,
  } as CSSProperties;
  return (
    <div
      style={Object.keys(own).length ? own : undefined}
      className={classList(className, mantineClass.container)}
      data-size={size}
      data-strategy="block"
      {...others}
    />
  );
}
