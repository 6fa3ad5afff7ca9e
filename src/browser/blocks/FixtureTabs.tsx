import { Badge, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import { useState, type KeyboardEvent } from 'react';
import type { BlockProps } from '../render/registry.ts';
import { Facts } from '../ui/CardGrid.tsx';
import { Section } from '../ui/Section.tsx';
import { Columns } from '../ui/Columns.tsx';

type Block = BlockProps<'fixture-tabs'>['block'];
type Category = Block['categories'][number];

const all = 'all';

function FixtureCards({ block, categories }: { block: Block; categories: readonly Category[] }) {
  const showCategory = categories.length > 1;
  return (
    <Columns cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {categories.flatMap((category) =>
        category.fixtures.map((fixture) => (
          <Card key={`${category.name}-${fixture.name}`} withBorder padding="lg" radius="md" shadow="xs">
            <Stack gap="sm">
              {showCategory && <Badge variant="light" color="brand" radius="sm" w="fit-content">{category.name}</Badge>}
              <Title order={3} size="h4">{fixture.name}</Title>
              <Facts
                facts={[
                  { label: block.labels.installTime, value: fixture.installTime },
                  { label: block.labels.priceRange, value: fixture.priceRange },
                  { label: block.labels.brands, value: fixture.brands.join(', ') },
                ]}
              />
            </Stack>
          </Card>
        )),
      )}
    </Columns>
  );
}

/** Fixture cards under tabs: the first shows every category, each other tab one; arrow keys move between tabs.
 * Every panel is in the HTML (hidden but the chosen one), so the prerendered page holds every fixture. */
export function FixtureTabs({ block }: BlockProps<'fixture-tabs'>) {
  const [tab, setTab] = useState<string>(all);
  const tabs = [{ id: all, name: block.allLabel, description: undefined, list: block.categories }, ...block.categories.map((c, i) => ({ ...c, id: String(i), list: [c] }))];
  // Mantine moves focus on Home and End; choose that tab too, as the arrow keys do.
  const selectFirstOrLast = (event: KeyboardEvent) => {
    if (event.key === 'Home') setTab(all);
    if (event.key === 'End') setTab(tabs.at(-1)!.id);
  };
  return (
    <Section heading={block.heading} intro={block.intro}>
      <Tabs value={tab} onChange={(v) => setTab(v ?? all)} keepMountedMode="display-none" variant="pills" radius="md">
        <Tabs.List mb="lg" aria-label={block.heading}>
          {tabs.map((t) => (
            <Tabs.Tab key={t.id} value={t.id} fw={700} onKeyDown={selectFirstOrLast}>{t.name}</Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.id} value={t.id}>
            {t.description && <Text c="dimmed" mb="md">{t.description}</Text>}
            <FixtureCards block={block} categories={t.list} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Section>
  );
}
