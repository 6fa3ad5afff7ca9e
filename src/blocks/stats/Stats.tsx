import type { BlockProps } from '../block-props.ts';
import { Section } from '../../browser/ui/Section.tsx';
import { Columns } from '../../browser/ui/Columns.tsx';
import { Copy } from '../../browser/ui/Copy.tsx';
import { Column } from '../../browser/ui/Column.tsx';

/** Big figures, each with its label. */
export function Stats({ block }: BlockProps<'stats'>) {
  return (
    <Section heading={block.heading} tinted>
      <Columns cols={{ base: 2, md: Math.min(block.items.length, 4) }} spacing="xl">
        {block.items.map((item) => (
          <Column key={item.label} className="stat">
            <Copy className="stat-value">
              {item.value}
            </Copy>
            <Copy className="dimmed weight-600">
              {item.label}
            </Copy>
          </Column>
        ))}
      </Columns>
    </Section>
  );
}
