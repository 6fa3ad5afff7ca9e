import type { ReactNode } from 'react';

type Count = { base: number; sm?: number; md?: number };

/**
 * A responsive grid set by CSS variables and one stylesheet rule (site.css, .columns-grid). Mantine's SimpleGrid
 * writes a <style> element into the HTML for every grid, which costs a service page about 2 kB.
 */
export function Columns({ cols, spacing, component: Tag = 'div', className, children }: { cols: Count; spacing: 'md' | 'lg' | 'xl'; component?: 'div' | 'ol' | 'ul'; className?: string; children: ReactNode }) {
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
