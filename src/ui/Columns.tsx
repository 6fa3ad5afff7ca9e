import type { ReactNode } from 'react';

type Count = { base: number; sm?: number; md?: number };

/**
 * A responsive grid set by CSS variables and one stylesheet rule (site.css, .columns-grid). Mantine's SimpleGrid
 * writes a <style> element into the HTML for every grid, which costs a service page about 2 kB.
 */
export function Columns({
  cols,
  spacing,
  component: Tag = 'div',
  className,
  children,
}: {
  cols: Count;
  spacing: 'md' | 'lg' | 'xl';
  component?: 'div' | 'ol' | 'ul';
  className?: string;
  children: ReactNode;
}) {
  const style = {
    '--cols-base': cols.base,
    '--cols-sm': cols.sm ?? cols.base,
    '--cols-md': cols.md ?? cols.sm ?? cols.base,
    '--cols-gap': `var(--mantine-spacing-${spacing})`,
  } as React.CSSProperties;
  return (
    <Tag className={className ? `columns-grid ${className}` : 'columns-grid'} style={style}>
      {children}
    </Tag>
  );
}

/**
 * A column count close to `wanted` that leaves no lone item on the last row of a grid of any of `counts` items:
 * `wanted` itself, else one more (up to four), else one fewer. 4 cards asked in 3 columns take 4, 7 take 4 (then 3),
 * 5 asked in 4 take 3.
 */
export function evenColumns(counts: readonly number[], wanted: number): number {
  const lone = (columns: number) => counts.some((count) => columns > 1 && count > columns && count % columns === 1);
  return [wanted, Math.min(wanted + 1, 4), Math.max(wanted - 1, 1)].find((c) => !lone(c)) ?? wanted;
}
