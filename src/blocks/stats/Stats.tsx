import type { BlockProps } from '../block-props.ts';
import { Section } from '../../ui/Section.tsx';
import { Columns } from '../../ui/Columns.tsx';
import { Copy } from '../../ui/Copy.tsx';
import { Column } from '../../ui/Column.tsx';

/** Big figures, each with its label. */
export function Stats({ block }: BlockProps<'stats'>) {
  return (
    <Section heading={block.heading} tinted>
      <Columns cols={{ base: 2, md: Math.min(block.items.length, 4) }} spacing="xl">
        {block.items.map((item) => (
          <Column key={item.label} className="stat">
            <Copy className="stat-value">{item.value}</Copy>
            <Copy className="dimmed weight-600">{item.label}</Copy>
          </Column>
        ))}
      </Columns>
    </Section>
  );
}
