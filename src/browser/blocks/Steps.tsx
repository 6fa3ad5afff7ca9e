import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BlockProps } from '../render/registry.ts';
import { Section } from '../ui/Section.tsx';
import { TickList } from '../ui/TickList.tsx';
import { Columns } from '../ui/Columns.tsx';

/** A numbered process as cards, in reading order; one column on a phone. */
export function Steps({ block }: BlockProps<'steps'>) {
  return (
    <Section heading={block.heading} intro={block.intro} tinted>
      <Columns component="ol" className="plain-list" cols={{ base: 1, sm: 2, md: Math.min(block.items.length, 4) }} spacing="lg">
        {block.items.map((step, i) => (
          <Card component="li" key={step.title} withBorder padding="lg" radius="md">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text fw={800} c="brand.7" size="sm" tt="uppercase">
                  {block.label} {i + 1}
                </Text>
                {step.duration && <Badge bg="gray.1" c="gray.9" radius="sm">{step.duration}</Badge>}
              </Group>
              <Title order={3} size="h4">{step.title}</Title>
              <Text c="dimmed">{step.text}</Text>
              {step.tasks.length > 0 && <TickList items={step.tasks} size="sm" />}
            </Stack>
          </Card>
        ))}
      </Columns>
    </Section>
  );
}
