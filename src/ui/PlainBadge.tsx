import type { ComponentPropsWithRef } from 'react';
import { classList, mantineClass } from './mantine-classes.ts';

/**
 * A badge in Mantine's Badge look (its root and label classes, and the theme's `badge` class) as plain
 * elements, without Mantine's props, styles and Box machinery: a colour or radius of its own comes as a style.
 */
export function PlainBadge({ className, children, ...others }: ComponentPropsWithRef<'div'>) {
  return (
    <div className={classList(mantineClass.badge, 'badge', className)} {...others}>
      <span className={mantineClass.badgeLabel}>{children}</span>
    </div>
  );
}
