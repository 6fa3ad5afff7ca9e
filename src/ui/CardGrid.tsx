import { Badge, Card, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { z } from 'zod';
import type { cardsBlock } from '../../schema/blocks/cards.ts';
import { icons } from '../icons.ts';
import { tones } from '../theme.ts';
import { AppLink } from './AppLink.tsx';
import { TickList } from './TickList.tsx';

export type CardItem = z.infer<typeof cardsBlock>['items'][number];

/** Cards in a grid: one column on a phone, `columns` on a wide screen. Titles are h3 under a section heading, else h2. */
export function CardGrid({ items, columns, titleOrder }: { items: readonly CardItem[]; columns: number; titleOrder: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(columns, 2), md: columns }} spacing="lg">
      {items.map((item) => {
        const Icon = item.icon && icons[item.icon];
        return (
          <Card key={item.title} withBorder padding="lg" radius="md" shadow="xs">
            <Stack gap="sm" h="100%">
              {(Icon || item.badge) && (
                <Stack gap="xs" align="flex-start">
                  {Icon && (
                    <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                      <Icon size={26} />
                    </ThemeIcon>
                  )}
                  {item.badge && (
                    <Badge bg={tones[item.badge.tone].bg} c={tones[item.badge.tone].fg} size="md" radius="sm">
                      {item.badge.label}
                    </Badge>
                  )}
                </Stack>
              )}
              <Title order={titleOrder} size="h4">
                {item.title}
              </Title>
              {item.text && <Text c="dimmed">{item.text}</Text>}
              {item.facts.length > 0 && (
                <dl className="facts">
                  {item.facts.map((f) => (
                    <div key={f.label}>
                      <dt>{f.label}</dt>
                      <dd>{f.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {item.bullets.length > 0 && <TickList items={item.bullets} size="sm" />}
              {item.href && (
                <Text component={AppLink} href={item.href} fw={700} c="brand.7" mt="auto" td="underline">
                  {item.linkLabel}
                  <VisuallyHidden> about {item.title}</VisuallyHidden>
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
