import type { Icon } from '@tabler/icons-react';

/** The icon sizes of the site, in pixels: each is a class of src/browser/theme.css (.icon-18, …). */
export type GlyphSize = 16 | 18 | 20 | 22 | 26 | 28 | 40;

/**
 * Tabler's presentation attributes, said once for every icon by .tabler-icon (src/browser/theme.css) instead of on
 * each: Tabler spreads these props last, so an undefined one writes no attribute, and a null colour drops the stroke
 * it derives from the colour.
 */
const saidByClass = {
  xmlns: undefined, width: undefined, height: undefined, fill: undefined, strokeWidth: undefined, strokeLinecap: undefined,
  strokeLinejoin: undefined, color: null as unknown as undefined,
};

/** A Tabler outline icon that only decorates (hidden from screen readers), sized by its class. */
export function Glyph({ icon: Svg, size, className }: { icon: Icon; size: GlyphSize; className?: string }) {
  return <Svg {...saidByClass} className={className ? `icon-${size} ${className}` : `icon-${size}`} aria-hidden />;
}
