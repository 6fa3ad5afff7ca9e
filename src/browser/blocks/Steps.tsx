import { Card, Group, Stack, Text, Title } from '@mantine/core';
import './Steps.css';
import type { BlockProps } from '../render/registry.ts';
import { Section } from '../ui/Section.tsx';
import { MarkList } from '../ui/MarkList.tsx';
import { Columns, evenColumns } from '../ui/Columns.tsx';

/** A numbered process as cards, in reading order; one column on a phone. */
export function Steps({ block }: BlockProps<'steps'>) {
  return (
    <Section heading={block.heading} intro={block.intro} tinted>
      <Columns component="ol" className="plain-list" cols={{ base: 1, sm: 2, md: evenColumns([block.items.length], Math.min(block.items.length, 4)) }} spacing="lg">
        {block.items.map((step, i) => (
          <Card component="li" key={step.title} withBorder padding="lg" radius="md">
            <Stack gap="xs">
              {/* The duration wraps within its own box, so it never drops to a line of its own in one card only. */}
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={800} c="brand.7" size="sm" tt="uppercase" className="step-label">
                  {block.label} {i + 1}
                </Text>
                {step.duration && <span className="step-duration">{step.duration}</span>}
              </Group>
              <Title order={3} size="h4">{step.title}</Title>
              <Text c="dimmed">{step.text}</Text>
              {step.tasks.length > 0 && <MarkList items={step.tasks} size="sm" />}
            </Stack>
          </Card>
        ))}
      </Columns>
    </Section>
  );
}
