import { Badge } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

/**
 * A badge in Mantine's Badge look (its root and label classes, and the theme's `badge` class) as plain
 * elements, without Mantine's props, styles and Box machinery: a colour or radius of its own comes as a style.
 */
export function PlainBadge({ className, children, ...others }: ComponentPropsWithRef<'div'>) {
  return (
    <div className={[Badge.classes.root, 'badge', className].filter(Boolean).join(' ')} {...others}>
      <span className={Badge.classes.label}>{children}</span>
    </div>
  );
}
