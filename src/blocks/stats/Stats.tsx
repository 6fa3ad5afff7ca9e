import { Stack, Text } from '@mantine/core';
import type { BlockProps } from '../block-props.ts';
import { Section } from '../../browser/ui/Section.tsx';
import { Columns } from '../../browser/ui/Columns.tsx';

/** Big figures, each with its label. */
export function Stats({ block }: BlockProps<'stats'>) {
  return (
    <Section heading={block.heading} tinted>
      <Columns cols={{ base: 2, md: Math.min(block.items.length, 4) }} spacing="xl">
        {block.items.map((item) => (
          <Stack key={item.label} gap={4} align="center" ta="center">
            <Text className="stat-value" fw={800} c="brand.7" lh={1.1}>
              {item.value}
            </Text>
            <Text className="dimmed" fw={600}>
              {item.label}
            </Text>
          </Stack>
        ))}
      </Columns>
    </Section>
  );
}
