import { Badge, Card, List, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { z } from 'zod';
import type { cardsBlock, fact } from '../../../schema/blocks/cards.ts';
import { icons } from '../icons.ts';
import { tones } from '../theme.ts';
import { AppLink } from './AppLink.tsx';
import { TickList } from './TickList.tsx';
import { Columns } from './Columns.tsx';

export type CardItem = z.infer<typeof cardsBlock>['items'][number];
type CardList = NonNullable<CardItem['lists']>[number];

/** Label and value pairs, one per line. */
export function Facts({ facts }: { facts: ReadonlyArray<z.infer<typeof fact>> }) {
  if (facts.length === 0) return null;
  return (
    <dl className="facts">
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled list in a card: pros with ticks, cons with crosses, steps numbered. */
function TitledList({ list, titleOrder }: { list: CardList; titleOrder: 3 | 4 }) {
  return (
    <Stack gap={4}>
      <Title order={titleOrder} size="h6">{list.title}</Title>
      {list.style === 'check' || list.style === 'cross' ? (
        <TickList items={list.items} size="sm" mark={list.style} />
      ) : (
        <List type={list.style === 'number' ? 'ordered' : 'unordered'} size="sm" spacing={4}>
          {list.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Lists sit side by side only where the card is wide: one card per row, or two from a desktop width. */
const listColumns = (lists: number, columns: number) => {
  const n = Math.min(lists, 2);
  return { base: 1, sm: columns === 1 ? n : 1, md: columns <= 2 ? n : 1 };
};

/** Cards in a grid: one column on a phone, `columns` on a wide screen. Titles are h3 under a section heading, else h2. */
export function CardGrid({ items, columns, titleOrder }: { items: readonly CardItem[]; columns: number; titleOrder: 2 | 3 }) {
  return (
    <Columns cols={{ base: 1, sm: Math.min(columns, 2), md: columns }} spacing="lg">
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
              <Facts facts={item.facts} />
              {item.bullets.length > 0 && <TickList items={item.bullets} size="sm" />}
              {item.lists && item.lists.length > 0 && (
                <Columns cols={listColumns(item.lists.length, columns)} spacing="md">
                  {item.lists.map((list) => (
                    <TitledList key={list.title} list={list} titleOrder={titleOrder === 2 ? 3 : 4} />
                  ))}
                </Columns>
              )}
              {item.note && (
                <Text size="sm" bg="brand.0" p="sm" bdrs="sm">
                  <Text span fw={700} inherit>{item.note.label}: </Text>
                  {item.note.text}
                </Text>
              )}
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
    </Columns>
  );
}
