import type { IconNode } from '@tabler/icons-react';
import { createElement } from 'react';
import { classList } from './mantine-classes.ts';

/** The icon sizes of the site, in pixels: each is a class of src/browser/theme.css (.icon-18, …). */
export type GlyphSize = 16 | 18 | 20 | 22 | 26 | 28 | 40;

/**
 * A Tabler outline icon that only decorates (hidden from screen readers), drawn from its shapes and sized by its
 * class; its stroke and fill are said once for every icon by .tabler-icon (src/browser/theme.css). Tabler's own
 * component writes eight presentation attributes on each icon and goes through a forwardRef for each of a page's
 * twenty icons.
 */
export function Glyph({ icon, size, className }: { icon: IconNode; size: GlyphSize; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={classList('tabler-icon', `icon-${size}`, className)} aria-hidden>
      {icon.map(([tag, attrs]) => createElement(tag, attrs))}
    </svg>
  );
}
