import { List as MantineList } from '@mantine/core';
import type { BlockProps } from '../render/registry.ts';
import { Section } from '../ui/Section.tsx';
import { TickList } from '../ui/TickList.tsx';

/** Short lines with ticks, numbers or dots, in columns on wide screens. */
export function List({ block }: BlockProps<'list'>) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <div className="columns" style={{ ['--columns' as string]: block.columns }}>
        {block.style === 'check' ? (
          <TickList items={block.items} />
        ) : (
          <MantineList type={block.style === 'number' ? 'ordered' : 'unordered'} spacing="xs" size="md">
            {block.items.map((item) => (
              <MantineList.Item key={item}>{item}</MantineList.Item>
            ))}
          </MantineList>
        )}
      </div>
    </Section>
  );
}
